#!/usr/bin/env bash
# State-space reductions side by side: each model checked with each `--reduce` setting
# asked for (`none` is the full graph), N runs each, alternating, with `--no-coverage`
# and `--no-sequences` (measuring the search alone), or with `--as-users-run` as
# `interplay check` runs by default (coverage counted, sequences proved). Prints per model
# and setting the states stored, the ratio to the full graph, the verdict, the median
# and range of CPU time (user + system) and the median peak resident memory. Where the
# model has a Promela twin (models/MODEL.pml, or for a replicated model the written-out
# model's models/NAME.pml, written by generate.py), SPIN's stored
# states without and with its partial-order reduction are printed on the `none` row,
# and the script fails unless SPIN's unreduced count equals ours.
# A search that does not fit `--max-memory` (default 8G here) or `--timeout` (default
# 300 s) is reported as stopped.
# Usage: Benchmarks/check/reductions.sh --reduce none,por [--runs N] [--max-memory 8G]
#          [--timeout S] [--root DIR] [--under FOLDER] [--as-users-run]
#          [--defaults "MODEL..."] [MODEL...]
#   MODEL is a path under --root (default Benchmarks/check/models; or under its FOLDER,
#   with --under) without `.ipl` (replicated/ring_4, leader_5); without one, the
#   --defaults are run. symmetry.sh, por.sh and bundled.sh call this with their
#   settings and models.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=3
memory=8G
timeout=300
reductions=none,all
under=""
root=Benchmarks/check/models
flags=(--no-coverage --no-sequences)
defaults=""
models=()
while [ $# -gt 0 ]; do
  case "$1" in
    --reduce) reductions="$2"; shift 2 ;;
    --under) under="$2/"; shift 2 ;;
    --root) root="$2"; shift 2 ;;
    --as-users-run) flags=(); shift ;;
    --defaults) defaults="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --max-memory) memory="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    -*) echo "unknown argument $1" >&2; exit 64 ;;
    *) models+=("$under$1"); shift ;;
  esac
done
if [ ${#models[@]} -eq 0 ]; then
  # The list may span lines: read up to the end, not the first newline.
  read -r -d '' -a models <<<"$defaults" || true
fi
IFS=, read -r -a settings <<<"$reductions"
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
work=Benchmarks/.work/reductions
mkdir -p "$work"
echo "| model | reduce | states | full / reduced | SPIN states (no reduction / POR) | verdict | CPU s (median, min-max) | peak MiB (median) |"
echo "| --- | --- | ---: | ---: | --- | --- | --- | ---: |"
for model in "${models[@]}"; do
  path="$root/$model.ipl"
  name="$(basename "$model")"
  for reduce in "${settings[@]}"; do : >"$work/$name.$reduce.times"; done
  for run in $(seq "$runs"); do
    for reduce in "${settings[@]}"; do
      set +e
      /usr/bin/time -f "%U %S %M" -o "$work/time" "$bin" check "$path" --reduce "$reduce" \
        "${flags[@]}" --max-memory "$memory" --timeout "$timeout" \
        >"$work/$name.$reduce.out"
      echo "$? $(tail -n 1 "$work/time")" >>"$work/$name.$reduce.times"
      set -e
    done
  done
  python3 - "$model" "$work" "$reductions" <<'PY'
import math, os, re, shutil, statistics, subprocess, sys, tempfile
model, work, reductions = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
name = os.path.basename(model)

def spin(expected):
    """SPIN's stored states on the Promela twin, without and with its partial-order
    reduction; exits 1 unless the unreduced count equals ours."""
    # A replicated model's twin is the written-out model's (models/ring_4.pml).
    twins = [os.path.join("Benchmarks/check/models", path + ".pml") for path in (model, name)]
    twin = next((path for path in twins if os.path.exists(path)), None)
    if twin is None:
        return "(no Promela twin)"
    scratch = tempfile.mkdtemp(prefix="spin-reductions-")
    shutil.copy(twin, scratch)
    subprocess.run(["spin", "-a", name + ".pml"], cwd=scratch, check=True, capture_output=True)
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
    text = open(f"{work}/{name}.{reduce}.out").read()
    found = re.search(r"([\d,]+) states", text)
    rows = [line.split() for line in open(f"{work}/{name}.{reduce}.times") if line.strip()]
    status = int(rows[-1][0])
    verdict = {0: "no violations", 1: "violations", 2: "stopped at a limit"}.get(status, f"exit {status}")
    cpu = sorted(float(user) + float(system) for _, user, system, _ in rows)
    peak = statistics.median(int(kib) / 1024 for *_, kib in rows)
    return (found.group(1) if found else "?"), verdict, cpu, peak

def count(states):
    return int(states.replace(",", ""))

results = {reduce: read(reduce) for reduce in reductions}
full = results.get("none")
complete = full is not None and "?" not in full[0] and full[1] != "stopped at a limit"
twin = spin(count(full[0])) if complete else ""
for reduce, (states, verdict, cpu, peak) in results.items():
    ratio = ""
    if reduce != "none" and complete and "?" not in states and verdict != "stopped at a limit":
        ratio = f"{count(full[0]) / count(states):,.1f}"
    print(f"| {name} | {reduce} | {states} | {ratio} | {twin if reduce == 'none' else ''} | {verdict} | "
          f"{statistics.median(cpu):.2f} ({cpu[0]:.2f}-{cpu[-1]:.2f}) | {peak:,.0f} |")
PY
done
