#!/usr/bin/env bash
# Runs the tests of the code that shares memory between threads or rewrites it in
# place (the parallel search, the state store, step-and-restore) under the address
# sanitizer, then under the thread sanitizer. Each sanitizer builds in its own folder
# (.build-asan, .build-tsan), so the normal .build is left alone; the first run of each
# is a full build. The output of each run is kept in <folder>/sanitize.log.
#
# Usage: Scripts/sanitize.sh [address|thread]...   (default: address thread)
# Exit status: 0 when every run passed and no sanitizer reported anything, 1 when a
# test failed, a sanitizer reported a problem or no test ran, 64 on a usage error.
set -uo pipefail
cd "$(dirname "$0")/.."

filter='ParallelSearchTests|StateStoreTests|StepRestoreTests'
# Reports that fail the run even when the test process exits 0.
reports='ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer|SUMMARY: [A-Za-z]+Sanitizer|runtime error: '
# ASan stops at its first report; TSan reports every race and exits 66 at the end.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0:exitcode=66}"

kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(address thread)
for kind in "${kinds[@]}"; do
  case "$kind" in
  address | thread) ;;
  *)
    echo "usage: $0 [address|thread]..." >&2
    exit 64
    ;;
  esac
done

worst=0
summary=()
for kind in "${kinds[@]}"; do
  case "$kind" in address) scratch=.build-asan ;; thread) scratch=.build-tsan ;; esac
  mkdir -p "$scratch"
  log="$scratch/sanitize.log"
  echo "== $kind sanitizer ($scratch)"
  start=$SECONDS
  # The tests are Swift Testing ones; the empty XCTest pass is skipped because the
  # toolchain's XCTest runner itself leaks two objects, which LeakSanitizer reports.
  swift test --sanitize="$kind" --scratch-path "$scratch" --disable-xctest --filter "$filter" \
    2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  elapsed=$((SECONDS - start))
  verdict="clean"
  if grep -qE "$reports" "$log"; then
    verdict="sanitizer reports: $(grep -cE "$reports" "$log") lines matching, see $log"
  elif [ "$status" -ne 0 ]; then
    verdict="failed with exit status $status, see $log"
  elif ! grep -qE 'Test run with [1-9][0-9]* tests? ' "$log"; then
    verdict="no test ran (filter '$filter'), see $log"
  fi
  [ "$verdict" = "clean" ] || worst=1
  summary+=("$kind: $verdict (${elapsed}s)")
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$worst"
