#!/usr/bin/env bash
# Generated statechart tests (Benchmarks/run/generate.py): COUNT one-chart models of
# parallel regions, each driven by a free stub with a budget of 20 (the state space grows
# exponentially) and logging to a recorder, each with one short sequence `Drive`. Each
# is played with `interplay run MODEL --sequence Drive` under a timeout; prints per model
# the verdict and CPU time, then how many were decided under one second.
# Usage: Benchmarks/run/charts.sh [--count N] [--seed S] [--timeout S] [--bin PATH]
set -euo pipefail
cd "$(dirname "$0")/../.."
count=60
seed=31
limit=60
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --timeout) limit="$2"; shift 2 ;;
    --bin) bin="$2"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 64 ;;
  esac
done
if [ -z "$bin" ]; then
  swift build -c release --product interplay >/dev/null
  bin="$(swift build -c release --show-bin-path)/interplay"
fi
work=Benchmarks/.work/run-charts
rm -rf "$work" && mkdir -p "$work"
python3 Benchmarks/run/generate.py "$work" "$count" "$seed"
fast=0
echo "| model | verdict | CPU s |"
echo "| --- | --- | ---: |"
for model in "$work"/*.ipl; do
  /usr/bin/time -f "%U %S" -o "$work/time" timeout "$limit" "$bin" run "$model" --sequence Drive \
    --timeout "$limit" >"$work/out" 2>&1 || true
  verdict=$(head -1 "$work/out" | cut -d' ' -f1)
  # The last line: time writes "Command exited with non-zero status N" first when it did.
  seconds=$(tail -1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }' 2>/dev/null || echo "?")
  awk -v s="$seconds" 'BEGIN { exit !(s < 1) }' && fast=$((fast + 1))
  echo "| $(basename "$model" .ipl) | $verdict | $seconds |"
done
echo
echo "$fast of $count decided in under 1 s of CPU"
