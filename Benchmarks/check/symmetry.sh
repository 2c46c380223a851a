#!/usr/bin/env bash
# Symmetry reduction on the replicated models: each checked with `--reduce none` (the
# full graph) and `--reduce all` (one state per orbit under the symmetry the checker
# proves from the model), N runs each, alternating. Prints per model the states stored
# both ways and their ratio, the verdict, the median and range of CPU time (user +
# system) and the median peak resident memory. `ring_N` (every philosopher takes its
# left fork first; rotations) and `mutex_N` (interchangeable clients of one lock;
# every permutation) are symmetric; the asymmetric philosophers and leader election are
# not, and the checker says why and searches them whole. Where the model has a Promela
# twin (models/ring_N.pml, written out by generate.py), SPIN's stored states without and
# with its partial-order reduction are printed too, and the script fails unless SPIN's
# unreduced count equals ours.
# A full search that does not fit `--max-memory` (default 8G here) or `--timeout`
# (default 300 s) is reported as stopped.
# Usage: Benchmarks/check/symmetry.sh [--runs N] [--max-memory 8G] [--timeout S] [MODEL...]
#   MODEL is a name under Benchmarks/check/models/replicated/ (default: ring_3..6,
#   mutex_4, 6, 8 and 10).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=3
memory=8G
timeout=300
models=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --max-memory) memory="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    -*) echo "unknown argument $1" >&2; exit 64 ;;
    *) models+=("$1"); shift ;;
  esac
done
if [ ${#models[@]} -eq 0 ]; then
  models=(ring_3 ring_4 ring_5 ring_6 mutex_4 mutex_6 mutex_8 mutex_10)
fi
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
work=Benchmarks/.work/symmetry
mkdir -p "$work"
echo "| model | reduce | states | ratio | SPIN states (no reduction / POR) | verdict | CPU s (median, min-max) | peak MiB (median) |"
echo "| --- | --- | ---: | ---: | --- | --- | --- | ---: |"
for model in "${models[@]}"; do
  path="Benchmarks/check/models/replicated/$model.ipl"
  for reduce in none all; do : >"$work/$model.$reduce.times"; done
  for run in $(seq "$runs"); do
    for reduce in none all; do
      set +e
      /usr/bin/time -f "%U %S %M" -o "$work/time" "$bin" check "$path" --reduce "$reduce" \
        --no-coverage --max-memory "$memory" --timeout "$timeout" >"$work/$model.$reduce.out"
      echo "$? $(tail -n 1 "$work/time")" >>"$work/$model.$reduce.times"
      set -e
    done
  done
  python3 - "$model" "$work" <<'PY'
import math, os, re, shutil, statistics, subprocess, sys, tempfile
model, work = sys.argv[1], sys.argv[2]

def spin(expected):
    """SPIN's stored states on the Promela twin (models/M.pml), without and with its
    partial-order reduction; exits 1 unless the unreduced count equals ours."""
    twin = os.path.join("Benchmarks/check/models", model + ".pml")
    if not os.path.exists(twin):
        return "(no Promela twin)"
    scratch = tempfile.mkdtemp(prefix="spin-symmetry-")
    shutil.copy(twin, scratch)
    subprocess.run(["spin", "-a", model + ".pml"], cwd=scratch, check=True, capture_output=True)
    width = max(20, math.ceil(math.log2(max(expected, 2))) + 1)
    counts = []
    for flags in (["-DNOREDUCE"], []):
        subprocess.run(["gcc", "-O2", "-DSAFETY", *flags, "-o", "pan", "pan.c"], cwd=scratch, check=True)
        out = subprocess.run(["./pan", f"-m{max(10000, expected + 100)}", f"-w{width}"],
                             cwd=scratch, capture_output=True, text=True).stdout
        counts.append(int(re.search(r"(\d+) states, stored", out).group(1)))
    shutil.rmtree(scratch)
    if counts[0] != expected:
        sys.exit(f"{model}: SPIN stores {counts[0]} states, Interplay {expected}")
    return f"{counts[0]:,} / {counts[1]:,}"

def read(reduce):
    text = open(f"{work}/{model}.{reduce}.out").read()
    found = re.search(r"([\d,]+) states", text)
    rows = [line.split() for line in open(f"{work}/{model}.{reduce}.times") if line.strip()]
    status = int(rows[-1][0])
    verdict = {0: "no violations", 1: "violations", 2: "stopped at a limit"}.get(status, f"exit {status}")
    cpu = sorted(float(user) + float(system) for _, user, system, _ in rows)
    peak = statistics.median(int(kib) / 1024 for *_, kib in rows)
    return (found.group(1) if found else "?"), verdict, cpu, peak
full = read("none")
complete = "?" not in full[0] and full[1] != "stopped at a limit"
twin = spin(int(full[0].replace(",", ""))) if complete else ""
for reduce, (states, verdict, cpu, peak) in [("none", full), ("all", read("all"))]:
    ratio = ""
    if reduce == "all" and "?" not in (states, full[0]) and full[1] != "stopped at a limit":
        ratio = f"{int(full[0].replace(',', '')) / int(states.replace(',', '')):.1f}x"
    print(f"| {model} | {reduce} | {states} | {ratio} | {twin if reduce == 'none' else ''} | {verdict} | "
          f"{statistics.median(cpu):.2f} ({cpu[0]:.2f}-{cpu[-1]:.2f}) | {peak:,.0f} |")
PY
done
