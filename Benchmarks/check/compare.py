#!/usr/bin/env python3
"""Side-by-side benchmark of `interplay check` against SPIN on the paired models.

For each model in Benchmarks/check/models/ (X.ipl beside X.pml; a MODEL argument may
name one in a folder under it, families/gbn_3), two rows:

- `none`, both searches whole: `interplay check --reduce none --format json X.ipl`
  against `spin -a X.pml`, `gcc -O2 -DSAFETY -DNOREDUCE -o pan pan.c`, `./pan -mD -wN`
  (a depth bound D above the state count, so the depth-first search is never cut short,
  and a hash table of 2^N slots, at least twice the state count). The state counts
  must be equal (the script exits 1 otherwise): this is the oracle.
- `por`, each tool's partial-order reduction: `interplay check --reduce por` against
  pan built without `-DNOREDUCE` (SPIN's default). The counts may differ: each tool
  reduces by its own rules.

Times are CPU time (user + system, from /usr/bin/time), the median and range of --runs
runs, the tools alternating: Interplay end to end (the whole command: parse, resolve,
compile, explore, report; with every processor, so its CPU time is the sum over its
threads), SPIN end to end (spin -a + gcc + pan) and pan alone. States/s divide the
states by the search time each tool reports, the fastest of the runs (ours: the search,
with every processor and, on the `none` row, with `--jobs 1`; pan: its own elapsed
time, which it prints only when it is long enough). Memory is each tool's peak resident
set (median), Interplay's bytes per state its own report.

Usage: compare.py INTERPLAY_BINARY [MODEL...] [--runs N] [--markdown FILE]
"""

import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, "models")
DEFAULT = ["abp", "leader_5", "philosophers_3", "philosophers_4", "philosophers_5",
           "philosophers_6"]


def timed(cmd, cwd=None):
    """Runs a command under /usr/bin/time; returns its stdout, CPU seconds (user +
    system, its waited-for children included) and peak resident KiB."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as out:
        proc = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", out.name] + cmd, cwd=cwd,
                              capture_output=True, text=True)
        user, system, kib = out.read().split()[-3:]
    return proc, float(user) + float(system), int(kib)


def shell(command):
    return ["sh", "-c", command]


class Samples:
    def __init__(self):
        self.cpu, self.peak = [], []

    def add(self, cpu, peak):
        self.cpu.append(cpu)
        self.peak.append(peak)

    def cpu_text(self):
        cpu = sorted(self.cpu)
        return f"{statistics.median(cpu):.2f} ({cpu[0]:.2f}-{cpu[-1]:.2f})"

    def peak_mib(self):
        return statistics.median(self.peak) / 1024


def interplay(binary, path, reduce, jobs=None):
    cmd = [binary, "check", "--format", "json", "--reduce", reduce, path]
    if jobs:
        cmd[2:2] = ["--jobs", str(jobs)]
    proc, cpu, peak = timed(cmd)
    report = json.loads(proc.stdout)
    system = report["systems"][0]
    stats = system["statistics"]
    return dict(states=stats["states"], seconds=stats["seconds"], threads=stats.get("threads", 1),
                bytes_per_state=stats["bytesPerState"], ok=report["status"] == 0 and not system["violations"],
                cpu=cpu, peak=peak)


def pan_text(out):
    states = int(re.search(r"(\d+) states, stored", out).group(1))
    errors = int(re.search(r"errors: (\d+)", out).group(1))
    elapsed = re.search(r"pan: elapsed time ([\d.e+-]+) seconds", out)
    return states, errors, float(elapsed.group(1)) if elapsed else 0.0


def compare(binary, model, runs):
    path = os.path.join(MODELS, model + ".ipl")
    name = os.path.basename(model)  # a model in a folder under models/: families/gbn_3
    work = tempfile.mkdtemp(prefix=f"spin-{name}-")
    shutil.copy(os.path.join(MODELS, model + ".pml"), work)
    try:
        # The depth bound and hash table size follow the unreduced count.
        first = interplay(binary, path, "none")
        expected = first["states"]
        width = max(20, math.ceil(math.log2(max(expected, 2))) + 1)
        pan = f"./pan -m{max(10000, expected + 100)} -w{width}"
        rows = {}
        for reduce, define in (("none", "-DNOREDUCE "), ("por", "")):
            build = f"spin -a {name}.pml >/dev/null && gcc -O2 -DSAFETY {define}-o pan pan.c"
            ours, single, e2e, alone = Samples(), [], Samples(), Samples()
            ours_search, pan_search = [], []
            result = spin_result = None
            for _ in range(runs):
                result = interplay(binary, path, reduce)
                ours.add(result["cpu"], result["peak"])
                ours_search.append(result["seconds"])
                if reduce == "none":
                    single.append(interplay(binary, path, reduce, jobs=1)["seconds"])
                _, cpu, peak = timed(shell(f"{build} && {pan} >/dev/null"), cwd=work)
                e2e.add(cpu, peak)
                proc, cpu, peak = timed(shell(pan), cwd=work)
                alone.add(cpu, peak)
                spin_result = pan_text(proc.stdout)
                pan_search.append(spin_result[2])
            rows[reduce] = dict(ours=result, ours_samples=ours, ours_search=min(ours_search),
                                single=min(single) if single else None, e2e=e2e, alone=alone,
                                pan_states=spin_result[0], pan_errors=spin_result[1],
                                pan_search=min(pan_search))
        return rows
    finally:
        shutil.rmtree(work)


def rate(states, seconds):
    return f"{states / seconds:,.0f}" if seconds and seconds > 0 else "–"


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
    lines = ["| model | reduction | states (ours / pan) | ours end to end, CPU s | SPIN end to end "
             "(spin -a + gcc + pan), CPU s | pan alone, CPU s | ours states/s (threads) | ours "
             "states/s, 1 thread | pan states/s | peak MiB (ours / pan) | ours bytes/state |",
             "|" + "---|" * 11]
    ok = True
    for model in models:
        rows = compare(binary, model, runs)
        for reduce, row in rows.items():
            ours = row["ours"]
            same = ours["states"] == row["pan_states"]
            if reduce == "none":
                ok = ok and same
            ok = ok and ours["ok"] and row["pan_errors"] == 0
            print(f"{model} --reduce {reduce}: interplay {ours['states']} states, pan "
                  f"{'-DNOREDUCE ' if reduce == 'none' else ''}{row['pan_states']} states"
                  f"{'  MISMATCH' if reduce == 'none' and not same else ''}", file=sys.stderr)
            mark = " ✗" if reduce == "none" and not same else ""
            lines.append(
                f"| {model} | {reduce} | {ours['states']:,} / {row['pan_states']:,}{mark} | "
                f"{row['ours_samples'].cpu_text()} | {row['e2e'].cpu_text()} | {row['alone'].cpu_text()} | "
                f"{rate(ours['states'], row['ours_search'])} ({ours['threads']}) | "
                f"{rate(ours['states'], row['single']) if row['single'] else ''} | "
                f"{rate(row['pan_states'], row['pan_search'])} | "
                f"{row['ours_samples'].peak_mib():,.1f} / {row['alone'].peak_mib():,.1f} | "
                f"{ours['bytes_per_state']:.0f} |")
    table = "\n".join(lines)
    print(table)
    if markdown:
        with open(markdown, "w") as f:
            f.write(table + "\n")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
