#!/usr/bin/env bash
# Sequence tests against the model check: every sequence of every bundled model run one
# at a time (`interplay run MODEL --sequence NAME`), its CPU time (user + system) beside
# the CPU time of `interplay check MODEL --no-sequences` of the same model; N runs each,
# alternating, medians and ranges. `run` stops its search at each sequence's final
# witness (docs/Checking.md, "Sequences decided on the fly"), so a possible sequence
# should cost a fraction of the check.
# Usage: Benchmarks/run/run.sh [--runs N] [--bin PATH] [MODEL_DIR...]
#   --bin: an interplay binary to measure (default: a release build made here)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=3
bin=""
models=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --bin) bin="$2"; shift 2 ;;
    -*) echo "unknown argument $1" >&2; exit 64 ;;
    *) models+=("$1"); shift ;;
  esac
done
if [ -z "$bin" ]; then
  swift build -c release --product interplay >/dev/null
  bin="$(swift build -c release --show-bin-path)/interplay"
fi
if [ ${#models[@]} -eq 0 ]; then
  for folder in Diagrams/*/; do
    [ "$folder" = "Diagrams/bad/" ] || models+=("${folder%/}")
  done
fi
# CPU seconds (user + system) of one command; its output is thrown away.
cpu() {
  /usr/bin/time -f "%U %S" -o /tmp/interplay-run-bench.time "$@" >/dev/null 2>&1 || true
  awk '{ printf "%.3f\n", $1 + $2 }' /tmp/interplay-run-bench.time
}
stats() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f (%.2f-%.2f)", v[int((NR + 1) / 2)], v[1], v[NR] }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "| model | sequence | run verdict | run CPU s (median, min-max) | check --no-sequences CPU s | run / check |"
echo "| --- | --- | --- | --- | --- | ---: |"
for model in "${models[@]}"; do
  checks=()
  sequences=$("$bin" run "$model" --format json 2>/dev/null \
    | python3 -c 'import json,sys; [print(o["name"]) for s in json.load(sys.stdin)["systems"] for o in s["sequences"]]' \
    || true)
  for _ in $(seq "$runs"); do checks+=("$(cpu "$bin" check "$model" --no-sequences)"); done
  check_text=$(printf '%s\n' "${checks[@]}" | stats)
  check_median=$(printf '%s\n' "${checks[@]}" | median)
  for sequence in $sequences; do
    times=()
    for _ in $(seq "$runs"); do times+=("$(cpu "$bin" run "$model" --sequence "$sequence")"); done
    verdict=$("$bin" run "$model" --sequence "$sequence" 2>/dev/null | head -1 | cut -d' ' -f1 || true)
    run_median=$(printf '%s\n' "${times[@]}" | median)
    ratio=$(awk -v r="$run_median" -v c="$check_median" 'BEGIN { printf "%.3f", (c > 0 ? r / c : 0) }')
    echo "| $(basename "$model") | $sequence | $verdict | $(printf '%s\n' "${times[@]}" | stats) | $check_text | $ratio |"
  done
done
