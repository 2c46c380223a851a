#!/usr/bin/env bash
# Lint throughput: generates a 100,000-line model, builds interplay in release and times
# `interplay lint` on it (whole process: start, read, lex, parse, resolve, rules, report)
# three ways: parse only, parse and resolve (no rules), and every rule on (both profiles and
# the informational rule turned on by a configuration file).
#
# The three commands run in turn, 20 rounds; each figure is the fastest round, as wall-clock
# time and as CPU time (user + system), since on a shared machine a mean mostly measures the
# neighbours. The goal: every rule keeps at least half of the parse-only throughput; the
# script prints the ratio and exits 1 when it is below.
# Usage: Benchmarks/lint/run.sh [LINES] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
lines="${1:-100000}"
rounds="${2:-20}"
work=Benchmarks/.work
mkdir -p "$work"
model="$work/generated-$lines.ipl"
python3 Benchmarks/lint/generate_model.py "$lines" "$model"
config="$work/all-rules.yml"
printf 'profiles: [bsp, quantwm]\nrules:\n  quantwm-smart-levels: note\n' > "$config"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
# Must be clean: a benchmark of an error path means nothing.
"$bin" lint --config "$config" "$model" >/dev/null
python3 - "$bin" "$model" "$config" "$lines" "$rounds" <<'PY'
import os, resource, subprocess, sys, time
bin, model, config, lines, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
commands = {
    "parse only": [bin, "lint", "--no-config", "--parse-only", model],
    "parse + resolve": [bin, "lint", "--no-config", "--no-rules", model],
    "lint, every rule on": [bin, "lint", "--config", config, model],
}
best = {name: [float("inf"), float("inf")] for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best[name][0] = min(best[name][0], wall)
        best[name][1] = min(best[name][1], cpu)
mb = os.path.getsize(model) / 1e6
print(f"model: {lines} lines, {mb:.2f} MB; fastest of {rounds} rounds")
print("| step (whole process) | wall | CPU | throughput (wall) | throughput (CPU) |")
print("| --- | --- | --- | --- | --- |")
for name, (wall, cpu) in best.items():
    print(f"| {name} | {wall*1000:.0f} ms | {cpu*1000:.0f} ms | {mb/wall:.1f} MB/s | {mb/cpu:.1f} MB/s |")
parse, resolve, rules = (best[name] for name in commands)
stage = [max(rules[i] - resolve[i], 1e-6) for i in range(2)]
print(f"the rules alone: {stage[0]*1000:.0f} ms wall, {stage[1]*1000:.0f} ms CPU "
      f"({mb/stage[1]:.1f} MB/s CPU, {parse[1]/stage[1]:.1f}x the parse-only throughput)")
kept = [parse[i] / rules[i] for i in range(2)]
print(f"every rule keeps {kept[0]:.0%} (wall) / {kept[1]:.0%} (CPU) of the parse-only "
      "throughput (goal: at least 50%)")
sys.exit(0 if max(kept) >= 0.5 else 1)
PY
