#!/usr/bin/env bash
# Fuzzes the whole pipeline (PipelineProbe: parse, format, lint, resolve, compile, a few
# hundred checked states, the sequences played) with libFuzzer and AddressSanitizer.
#   Scripts/fuzz.sh [SECONDS] [JOBS]      default: 600 seconds, 1 job
# Seeds its corpus (kept in .build-fuzz/corpus between runs) from Diagrams/ and the test
# fixtures, uses Fuzz/ipl.dict, and copies each crashing input to
# Tests/Fixtures/Hostile/fuzz-<hash>.ipl, where HostileCorpusTests runs it from then on.
# Prints the execution count and the crashes found.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
jobs="${2:-1}"
work=.build-fuzz
mkdir -p "$work/corpus" "$work/crashes"
find Diagrams Tests/Fixtures -name '*.ipl' -size -64k -exec cp {} "$work/corpus/" \;
swift build --package-path Fuzz --scratch-path "$work/build" -c release \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing >/dev/null
binary="$(swift build --package-path Fuzz --scratch-path "$work/build" -c release --show-bin-path)/interplay-fuzz"
log="$work/fuzz.log"
# With more than one job libFuzzer runs workers that log to fuzz-N.log in the current
# folder; those logs are gathered into $log afterwards.
parallel=()
((jobs > 1)) && parallel=(-jobs="$jobs" -workers="$jobs")
set +e
"$binary" "$work/corpus" -dict=Fuzz/ipl.dict -max_total_time="$seconds" -max_len=4096 \
  -timeout=20 -rss_limit_mb=2048 "${parallel[@]}" \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 >"$log" 2>&1
status=$?
set -e
if ((jobs > 1)); then cat fuzz-*.log >>"$log" 2>/dev/null && rm -f fuzz-*.log; fi
runs=$(grep -h "stat::number_of_executed_units" "$log" | awk '{ total += $2 } END { print total + 0 }')
found=0
for crash in "$work"/crashes/*; do
  [ -e "$crash" ] || continue
  name="Tests/Fixtures/Hostile/fuzz-$(sha1sum "$crash" | cut -c1-12).ipl"
  cp "$crash" "$name"
  echo "crash saved as $name"
  found=$((found + 1))
done
echo "fuzz: $runs executions in $seconds s, $found crashing inputs (libFuzzer exit $status, log $log)"
((found == 0))
