#!/usr/bin/env bash
# Fuzzes `interplay import scxml` (the interplay-fuzz-scxml target of Fuzz/: the importer,
# and the check that every translation it writes loads) with libFuzzer and AddressSanitizer.
#   Scripts/fuzz-scxml.sh [SECONDS] [JOBS]      default: 600 seconds, 1 job
# Seeds its corpus (kept in .build-fuzz/scxml-corpus between runs) from the SCXML files
# of the test fixtures, uses Fuzz/scxml.dict, and copies each crashing input to
# Tests/Fixtures/Hostile/fuzz-<hash>.scxml, where ScxmlHostileTests imports it from then on.
# Prints the execution count and the crashes found.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
jobs="${2:-1}"
work=.build-fuzz
mkdir -p "$work/scxml-corpus" "$work/scxml-crashes"
find Tests/Fixtures -name '*.scxml' -size -64k -exec cp {} "$work/scxml-corpus/" \;
swift build --package-path Fuzz --scratch-path "$work/build" -c release \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing >/dev/null
binary="$(swift build --package-path Fuzz --scratch-path "$work/build" -c release --show-bin-path)/interplay-fuzz-scxml"
log="$work/fuzz-scxml.log"
# Leaks are not looked for, by libFuzzer or at exit: FoundationXML's XMLParser leaks the
# error object it makes for every document that is not well-formed
# (_CFErrorCreateFromXMLInterface).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
parallel=()
((jobs > 1)) && parallel=(-jobs="$jobs" -workers="$jobs")
set +e
"$binary" "$work/scxml-corpus" -dict=Fuzz/scxml.dict -max_total_time="$seconds" -max_len=8192 \
  -timeout=20 -rss_limit_mb=2048 -detect_leaks=0 "${parallel[@]}" \
  -artifact_prefix="$work/scxml-crashes/" -print_final_stats=1 >"$log" 2>&1
status=$?
set -e
if ((jobs > 1)); then cat fuzz-*.log >>"$log" 2>/dev/null && rm -f fuzz-*.log; fi
runs=$(grep -h "stat::number_of_executed_units" "$log" | awk '{ total += $2 } END { print total + 0 }')
found=0
for crash in "$work"/scxml-crashes/*; do
  [ -e "$crash" ] || continue
  name="Tests/Fixtures/Hostile/fuzz-$(sha1sum "$crash" | cut -c1-12).scxml"
  cp "$crash" "$name"
  echo "crash saved as $name"
  found=$((found + 1))
done
echo "fuzz-scxml: $runs executions in $seconds s, $found crashing inputs (libFuzzer exit $status, log $log)"
((found == 0))
