#!/usr/bin/env bash
# Wide declarations (issue #18): one enum of COUNT cases and one actor of COUNT states,
# timed parse only and parse + resolve (release, whole process, fastest of ROUNDS).
# Resolution must stay near-linear: the script prints the resolve time per name.
# Usage: Benchmarks/lint/wide.sh [COUNT] [ROUNDS]     # defaults: 100000 5
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-100000}"
rounds="${2:-5}"
work=Benchmarks/.work
mkdir -p "$work"
model="$work/wide-$count.ipl"
python3 Benchmarks/lint/generate_wide.py "$count" "$model"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
python3 - "$bin" "$model" "$count" "$rounds" <<'PY'
import subprocess, sys, time
bin, model, count, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
commands = {
    "parse only": [bin, "lint", "--no-config", "--parse-only", model],
    "parse + resolve": [bin, "lint", "--no-config", "--no-rules", model],
    "lint, default rules": [bin, "lint", "--no-config", model],
}
best = {name: float("inf") for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        start = time.perf_counter()
        # Exit 1 is fine: the shape of the model draws lint warnings.
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if result.returncode not in (0, 1):
            sys.exit(f"{name}: exit {result.returncode}")
        best[name] = min(best[name], time.perf_counter() - start)
print(f"model: {count} enum cases and states; fastest of {rounds} rounds")
print("| step (whole process) | wall |")
print("| --- | --- |")
for name, wall in best.items():
    print(f"| {name} | {wall*1000:.0f} ms |")
resolve = best["parse + resolve"] - best["parse only"]
names = 2 * count + count // 4
print(f"resolve: {resolve*1000:.0f} ms for {names} names, {resolve*1e9/names:.0f} ns per name")
PY
