#!/usr/bin/env python3
"""Side-by-side benchmark of `interplay check` against SPIN on the paired models.

For each model in Benchmarks/check/models/ (X.ipl beside X.pml):

- SPIN: `spin -a X.pml`, `gcc -O2 -DSAFETY -DNOREDUCE -o pan pan.c`, `./pan -mD -wN` (a
  depth bound D above the state count, so the depth-first search is never cut short, and
  a hash table of 2^N slots, at least twice the state count); "states, stored" is read
  from pan.
- Interplay: `interplay check --format json X.ipl`; "states" is read from the report, the
  search time is the fastest of the runs (as reported), once with every processor and
  once with `--jobs 1`.

The state counts must be equal (the script exits 1 otherwise). Times are wall-clock
means over several runs (hyperfine when installed): Interplay end to end (the whole
command: parse, resolve, compile, explore, report), SPIN end to end (spin -a + gcc + pan)
and pan alone. States/s divide the states by the exploration time each tool reports
(ours: the search; pan: its own elapsed time). Memory is each tool's peak resident set
(`/usr/bin/time -f %M`).

Usage: compare.py INTERPLAY_BINARY [MODEL...] [--runs N] [--markdown FILE]
"""

import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, "models")
DEFAULT = ["abp", "leader_5", "philosophers_3", "philosophers_4", "philosophers_5",
           "philosophers_6"]


def run(cmd, cwd=None, check=True):
    started = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if check and proc.returncode != 0:
        sys.exit(f"failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stdout}\n{proc.stderr}")
    return proc, elapsed


def peak_kib(cmd, cwd=None):
    proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, cwd=cwd, capture_output=True,
                          text=True)
    return int(proc.stderr.strip().splitlines()[-1])


def mean_time(cmd, runs, cwd=None):
    if shutil.which("hyperfine") and runs > 1:
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            shell = " ".join(cmd) if isinstance(cmd, list) else cmd
            subprocess.run(["hyperfine", "--runs", str(runs), "--warmup", "1", "-i", "--export-json",
                            out.name, shell], cwd=cwd, capture_output=True, check=True)
            return json.load(open(out.name))["results"][0]["mean"]
    total = 0.0
    for _ in range(runs):
        _, elapsed = run(cmd if isinstance(cmd, list) else ["sh", "-c", cmd], cwd=cwd, check=False)
        total += elapsed
    return total / runs


def spin(model, runs, expected):
    work = tempfile.mkdtemp(prefix=f"spin-{model}-")
    shutil.copy(os.path.join(MODELS, model + ".pml"), work)
    width = max(20, math.ceil(math.log2(max(expected, 2))) + 1)
    pan = ["./pan", f"-m{max(10000, expected + 100)}", f"-w{width}"]
    run(["spin", "-a", model + ".pml"], cwd=work)
    run(["gcc", "-O2", "-DSAFETY", "-DNOREDUCE", "-o", "pan", "pan.c"], cwd=work)
    proc, _ = run(pan, cwd=work)
    out = proc.stdout
    states = int(re.search(r"(\d+) states, stored", out).group(1))
    errors = int(re.search(r"errors: (\d+)", out).group(1))
    elapsed = float(re.search(r"pan: elapsed time ([\d.e+-]+) seconds", out).group(1))
    end_to_end = mean_time(
        f"spin -a {model}.pml && gcc -O2 -DSAFETY -DNOREDUCE -o pan pan.c && {' '.join(pan)}",
        runs, cwd=work)
    pan_alone = mean_time(" ".join(pan), runs, cwd=work)
    memory = peak_kib(pan, cwd=work)
    shutil.rmtree(work)
    return dict(states=states, errors=errors, search=elapsed, end_to_end=end_to_end,
                pan=pan_alone, memory=memory)


def search_seconds(cmd, runs):
    """The fastest of `runs` searches (the JSON report's own search time) and the report."""
    best, report = None, None
    for _ in range(max(runs, 1)):
        proc, _ = run(cmd, check=False)
        report = json.loads(proc.stdout)
        seconds = report["systems"][0]["statistics"]["seconds"]
        best = seconds if best is None else min(best, seconds)
    return best, report


def interplay(binary, model, runs):
    path = os.path.join(MODELS, model + ".ipl")
    cmd = [binary, "check", "--format", "json", path]
    search, report = search_seconds(cmd, runs)
    single, _ = search_seconds(cmd[:2] + ["--jobs", "1"] + cmd[2:], runs)
    system = report["systems"][0]
    stats = system["statistics"]
    return dict(states=stats["states"], violations=len(system["violations"]),
                search=search, single=single, threads=stats.get("threads", 1),
                end_to_end=mean_time(cmd, runs), memory=peak_kib(cmd),
                bytes_per_state=stats["bytesPerState"], status=report["status"])


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    binary = os.path.abspath(args.pop(0))
    runs, markdown = 3, None
    models = []
    while args:
        arg = args.pop(0)
        if arg == "--runs":
            runs = int(args.pop(0))
        elif arg == "--markdown":
            markdown = args.pop(0)
        else:
            models.append(arg)
    models = models or DEFAULT
    rows, ok = [], True
    for model in models:
        ours = interplay(binary, model, runs)
        theirs = spin(model, runs, ours["states"])
        same = ours["states"] == theirs["states"]
        ok = ok and same and ours["status"] == 0 and theirs["errors"] == 0
        rows.append((model, ours, theirs, same))
        print(f"{model}: interplay {ours['states']} states, spin {theirs['states']} states"
              f"{'' if same else '  MISMATCH'}", file=sys.stderr)
    header = ("| model | states (ours) | states (SPIN) | ours, end to end | SPIN end to end "
              "(spin -a + gcc + pan) | pan alone | ours states/s (threads) | ours states/s, "
              "1 thread | pan states/s | ours peak memory | pan peak memory | "
              "ours bytes/state |")
    lines = [header, "|" + "---|" * 12]
    for model, ours, theirs, same in rows:
        def rate(states, seconds):
            return f"{states / seconds:,.0f}" if seconds > 0 else "–"
        lines.append(
            f"| {model} | {ours['states']:,} | {theirs['states']:,}{'' if same else ' ✗'} | "
            f"{ours['end_to_end']:.3f} s | {theirs['end_to_end']:.3f} s | {theirs['pan']:.3f} s | "
            f"{rate(ours['states'], ours['search'])} ({ours['threads']}) | "
            f"{rate(ours['states'], ours['single'])} | {rate(theirs['states'], theirs['search'])} | "
            f"{ours['memory'] / 1024:.1f} MiB | {theirs['memory'] / 1024:.1f} MiB | "
            f"{ours['bytes_per_state']:.0f} |")
    table = "\n".join(lines)
    print(table)
    if markdown:
        with open(markdown, "w") as f:
            f.write(table + "\n")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
