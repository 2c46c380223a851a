#!/usr/bin/env bash
# Same input, same bytes (issue #18): for every bundled model in Diagrams/ (not
# Diagrams/bad), runs `render` and `check --format json --no-timing` RUNS times each as
# new release processes, alternating --jobs 1 and 2, and compares every output with the
# first run's by SHA-256. Prints one line per model and fails on the first difference.
# Usage: Scripts/determinism.sh [RUNS]     # default 20
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
for folder in Diagrams/*/; do
  model="$(basename "$folder")"
  [ "$model" = bad ] && continue
  render_first="" check_first=""
  for run in $(seq 1 "$runs"); do
    jobs=$(( run % 2 + 1 ))
    rm -rf "$work/out"
    "$bin" render "$folder" -o "$work/out" >/dev/null
    render_sum="$(cd "$work/out" && sha256sum -- * | sha256sum | cut -d' ' -f1)"
    set +e
    "$bin" check "$folder" --format json --no-timing --jobs "$jobs" >"$work/check.json"
    status=$?
    set -e
    [ "$status" -le 2 ] || { echo "$model: check exited $status"; exit 1; }
    check_sum="$(sha256sum "$work/check.json" | cut -d' ' -f1)"
    if [ "$run" -eq 1 ]; then
      render_first="$render_sum" check_first="$check_sum"
      files="$(ls "$work/out" | wc -l)"
    elif [ "$render_sum" != "$render_first" ] || [ "$check_sum" != "$check_first" ]; then
      echo "$model: run $run differs (render ${render_sum:0:12} vs ${render_first:0:12}, check ${check_sum:0:12} vs ${check_first:0:12})"
      failed=1
    fi
  done
  echo "$model: $runs runs, $files rendered files and the check report, each the same bytes every run (render ${render_first:0:12}, check ${check_first:0:12})"
done
exit "$failed"
