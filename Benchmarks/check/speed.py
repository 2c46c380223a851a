#!/usr/bin/env python3
"""Per-state speed of the whole-graph search against pan, on models big enough that
start-up does not count (issue #36): families/gbn_8, families/pipeline_8_items7 and the
like (families.py writes them).

For each model (X.ipl beside X.pml under models/, or a folder under it), --runs rounds,
the tools alternating within each round, every time CPU time (user + system, from
/usr/bin/time; ours summed over its threads):

- exact: `interplay check --reduce none --no-coverage --no-sequences` with `--jobs 1`
  and with every processor, against pan built with `gcc -O2 -DSAFETY -DNOREDUCE`, run
  as an expert would: `./pan -mD -wN` with a depth bound D above the state count and a
  hash table of 2^N slots, at least twice the states. The state counts must be equal
  (the script exits 1 otherwise).
- bitstate: `check --reduce none --jobs 1 --storage bitstate --bitstate-size S` against
  pan built with `-DBITSTATE` too, run with `-w` of the same number of bits (2^--bits,
  27 unless given: 16 MiB). Each stores what its own hashing lets it; the time per
  state stored is compared.
- hash compaction: `check --reduce none --jobs 1 --storage compact` (64-bit
  fingerprints) against pan built with `-DHC4` too (its 32-bit compressed
  fingerprints), run with the exact search's `-m` and `-w`; per state stored, as above.

Prints a markdown table: medians (min-max) of CPU seconds, microseconds of CPU per
state, and pan's time over ours (above 1: ours is faster).

Usage: speed.py INTERPLAY_BINARY MODEL... [--runs N] [--bits B] [--markdown FILE]
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


def timed(cmd, cwd=None):
    """Runs a command under /usr/bin/time: its stdout, CPU seconds and peak KiB."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as out:
        proc = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", out.name] + cmd, cwd=cwd,
                              capture_output=True, text=True)
        user, system, kib = out.read().split()[-3:]
    return proc.stdout, float(user) + float(system), int(kib)


def ours(binary, path, extra):
    cmd = [binary, "check", "--format", "json", "--reduce", "none", "--no-coverage",
           "--no-sequences", "--max-memory", "8G"] + extra + [path]
    out, cpu, peak = timed(cmd)
    stats = json.loads(out)["systems"][0]["statistics"]
    return stats["states"], cpu, peak


def pan(work, name, extra):
    out, cpu, peak = timed(["./" + name] + extra, cwd=work)
    return int(re.search(r"(\d+) states, stored", out).group(1)), cpu, peak


class Column:
    def __init__(self):
        self.states, self.cpu, self.peak = None, [], []

    def add(self, result):
        self.states = result[0]
        self.cpu.append(result[1])
        self.peak.append(result[2])

    def median(self):
        return statistics.median(self.cpu)

    def text(self):
        cpu = sorted(self.cpu)
        return f"{statistics.median(cpu):.2f} ({cpu[0]:.2f}-{cpu[-1]:.2f})"

    def per_state(self):
        return f"{1e6 * self.median() / self.states:.2f}"

    def mib(self):
        return f"{statistics.median(self.peak) / 1024:,.0f}"


def measure(binary, model, runs, bits):
    path = os.path.join(MODELS, model + ".ipl")
    name = os.path.basename(model)
    work = tempfile.mkdtemp(prefix=f"speed-{name}-")
    shutil.copy(os.path.join(MODELS, model + ".pml"), work)
    try:
        expected = ours(binary, path, ["--jobs", "1"])[0]
        width = max(20, math.ceil(math.log2(max(expected, 2))) + 1)
        depth = f"-m{max(10000, expected + 100)}"
        subprocess.run(["spin", "-a", name + ".pml"], cwd=work, check=True, capture_output=True)
        for binary_name, defines in (("pan", []), ("pan_bitstate", ["-DBITSTATE"]),
                                     ("pan_hc", ["-DHC4"])):
            subprocess.run(["gcc", "-O2", "-DSAFETY", "-DNOREDUCE"] + defines + ["-o", binary_name, "pan.c"],
                           cwd=work, check=True)
        size = f"{(1 << bits) // 8 // 1024}K"
        columns = {key: Column() for key in ("ours1", "ours", "pan", "bit", "panbit", "hc",
                                             "panhc")}
        for _ in range(runs):
            columns["ours1"].add(ours(binary, path, ["--jobs", "1"]))
            columns["pan"].add(pan(work, "pan", [depth, f"-w{width}"]))
            columns["ours"].add(ours(binary, path, []))
            columns["bit"].add(ours(binary, path, ["--jobs", "1", "--storage", "bitstate",
                                                   "--bitstate-size", size]))
            columns["panbit"].add(pan(work, "pan_bitstate", [depth, f"-w{bits}"]))
            columns["hc"].add(ours(binary, path, ["--jobs", "1", "--storage", "compact"]))
            columns["panhc"].add(pan(work, "pan_hc", [depth, f"-w{width}"]))
        return columns
    finally:
        shutil.rmtree(work)


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    binary = os.path.abspath(args.pop(0))
    runs, bits, markdown, models = 3, 27, None, []
    while args:
        arg = args.pop(0)
        if arg == "--runs":
            runs = int(args.pop(0))
        elif arg == "--bits":
            bits = int(args.pop(0))
        elif arg == "--markdown":
            markdown = args.pop(0)
        else:
            models.append(arg)
    ok = True
    exact = ["| model | states (ours / pan) | ours --jobs 1, CPU s | ours, every processor, CPU s | "
             "pan -DNOREDUCE, CPU s | µs/state (ours 1 / ours / pan) | pan / ours (1 thread) | "
             "peak MiB (ours 1 / pan) |", "|" + "---|" * 8]
    lossy = [f"| model | states stored (ours / pan), 2^{bits} bits | ours bitstate --jobs 1, CPU s | "
             "pan -DBITSTATE, CPU s | µs/state stored (ours / pan) | pan / ours per state | "
             "peak MiB (ours / pan) |", "|" + "---|" * 7]
    compact = ["| model | states stored (ours / pan) | ours --storage compact --jobs 1, CPU s | "
               "pan -DHC4, CPU s | µs/state stored (ours / pan) | pan / ours per state | "
               "peak MiB (ours / pan) |", "|" + "---|" * 7]
    for model in models:
        c = measure(binary, model, runs, bits)
        same = c["ours1"].states == c["pan"].states == c["ours"].states
        ok = ok and same
        print(f"{model}: interplay {c['ours1'].states} states, pan -DNOREDUCE {c['pan'].states}"
              f"{'' if same else '  MISMATCH'}", file=sys.stderr)
        exact.append(
            f"| {model} | {c['ours1'].states:,} / {c['pan'].states:,}{'' if same else ' ✗'} | "
            f"{c['ours1'].text()} | {c['ours'].text()} | {c['pan'].text()} | "
            f"{c['ours1'].per_state()} / {c['ours'].per_state()} / {c['pan'].per_state()} | "
            f"{c['pan'].median() / c['ours1'].median():.2f} | {c['ours1'].mib()} / {c['pan'].mib()} |")
        ratio = (c["panbit"].median() / c["panbit"].states) / (c["bit"].median() / c["bit"].states)
        lossy.append(
            f"| {model} | {c['bit'].states:,} / {c['panbit'].states:,} | {c['bit'].text()} | "
            f"{c['panbit'].text()} | {c['bit'].per_state()} / {c['panbit'].per_state()} | "
            f"{ratio:.2f} | {c['bit'].mib()} / {c['panbit'].mib()} |")
        ratio = (c["panhc"].median() / c["panhc"].states) / (c["hc"].median() / c["hc"].states)
        compact.append(
            f"| {model} | {c['hc'].states:,} / {c['panhc'].states:,} | {c['hc'].text()} | "
            f"{c['panhc'].text()} | {c['hc'].per_state()} / {c['panhc'].per_state()} | "
            f"{ratio:.2f} | {c['hc'].mib()} / {c['panhc'].mib()} |")
    text = "\n".join(exact) + "\n\n" + "\n".join(lossy) + "\n\n" + "\n".join(compact)
    print(text)
    if markdown:
        with open(markdown, "w") as f:
            f.write(text + "\n")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
