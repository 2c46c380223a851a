#!/usr/bin/env bash
# AccountApp with two background and foreground round trips (Service.Lifecycle budget
# 4, as shipped), checked exhaustively: as shipped (one credentials submission per run)
# and with the login view's budget raised to two submissions. Prints, per setting, the
# states and transitions stored, the verdict, and the median and range of CPU time
# (user + system) and peak resident memory over N runs.
# Usage: Benchmarks/check/accountapp.sh [--runs N] [--jobs J]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=3
jobs=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --jobs) jobs="--jobs $2"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 64 ;;
  esac
done
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
work=Benchmarks/.work/accountapp
mkdir -p "$work"
settings=("shipped|" "two submissions|--budget PortalSessionPresentation=2")
echo "| setting | states | transitions | verdict | CPU s (median, min-max) | peak MiB (median) |"
echo "| --- | --- | --- | --- | --- | --- |"
for setting in "${settings[@]}"; do
  name="${setting%%|*}"
  flags="${setting#*|}"
  : >"$work/times"
  for run in $(seq "$runs"); do
    set +e
    # shellcheck disable=SC2086
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$bin" check Diagrams/AccountApp \
      --no-sequences --max-memory 16G $flags $jobs >"$work/out"
    status=$?
    set -e
    cat "$work/time" >>"$work/times"
  done
  python3 - "$name" "$status" "$work/out" "$work/times" <<'PY'
import re, statistics, sys
name, status, out, times = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
text = open(out).read()
found = re.search(r"([\d,]+) states, ([\d,]+) transitions", text)
states, transitions = found.groups() if found else ("?", "?")
verdict = {0: "all proved", 1: "violations", 2: "stopped at a limit"}.get(status, f"exit {status}")
rows = [line.split() for line in open(times) if line.strip()]
cpu = sorted(float(user) + float(system) for user, system, _ in rows)
peak = statistics.median(int(kib) / 1024 for _, _, kib in rows)
print(f"| {name} | {states} | {transitions} | {verdict} | "
      f"{statistics.median(cpu):.1f} ({cpu[0]:.1f}-{cpu[-1]:.1f}) | {peak:,.0f} |")
PY
done
