"""Lossy storage against SPIN's: the states each mode covers of its own exact count, the
miss estimate each reports, CPU time (median and range of --runs runs) and peak memory.

Both search the whole graph, with no reduction and one thread. Interplay: `check
--reduce none --jobs 1 --storage exact|compact|bitstate --bitstate-size S`. SPIN: pan
built with -DSAFETY -DNOREDUCE (exact), plus -DHC4 (hash compaction) or -DBITSTATE, run
with -w of the same number of bits. Each tool's coverage is of its own exact count: the two
encode states differently (README.md, "Lossy storage against SPIN").

Usage: python3 lossy.py INTERPLAY MODEL_STEM [--runs N] [--markdown FILE]
"""

import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile


def timed(command, cwd=None):
    """Runs a command; returns its stdout, CPU seconds (user + system) and peak KiB."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # ru_maxrss of children is the largest of any child so far: run the biggest last.
    return out.stdout, cpu, after.ru_maxrss


def peak_of(command, cwd=None):
    """Peak resident KiB of one command, through /usr/bin/time."""
    out = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=cwd,
                         capture_output=True, text=True)
    return int(out.stderr.strip().splitlines()[-1])


def ours(binary, model, args, runs):
    cpus = []
    for _ in range(runs):
        text, cpu, _ = timed([binary, "check", model, "--format", "json", "--no-timing", "--jobs", "1", "--reduce", "none"] + args)
        cpus.append(cpu)
    system = json.loads(text)["systems"][0]
    stats = system["statistics"]
    lossy = stats.get("lossy") or {}
    peak = peak_of([binary, "check", model, "--no-timing", "--jobs", "1", "--reduce", "none"] + args)
    return {"states": stats["states"], "expected": lossy.get("expectedMissed"),
            "probability": lossy.get("missProbability"), "factor": lossy.get("hashFactor"),
            "cpu": cpus, "peak": peak}


def spin(work, defines, width, depth, runs):
    name = "pan_" + "_".join(d.strip("-D") for d in defines) if defines else "pan_exact"
    subprocess.run(["gcc", "-O2", "-DSAFETY", "-DNOREDUCE"] + defines + ["-o", name, "pan.c"],
                   cwd=work, check=True)
    command = ["./" + name, f"-m{depth}", f"-w{width}"]
    cpus = []
    for _ in range(runs):
        text, cpu, _ = timed(command, cwd=work)
        cpus.append(cpu)
    states = int(re.search(r"(\d+) states, stored", text).group(1))
    factor = re.search(r"hash factor: ([0-9.e+]+)", text)
    peak = peak_of(command, cwd=work)
    return {"states": states, "factor": float(factor.group(1)) if factor else None,
            "cpu": cpus, "peak": peak}


def spread(values):
    return f"{statistics.median(values):.2f} s ({min(values):.2f}-{max(values):.2f})"


def main():
    binary, stem = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    markdown = sys.argv[sys.argv.index("--markdown") + 1] if "--markdown" in sys.argv else None
    here = os.path.dirname(os.path.abspath(__file__))
    model = os.path.join(here, "models", stem + ".ipl")
    work = tempfile.mkdtemp()
    try:
        shutil.copy(os.path.join(here, "models", stem + ".pml"), work)
        subprocess.run(["spin", "-a", stem + ".pml"], cwd=work, check=True, capture_output=True)
        exact = ours(binary, model, ["--storage", "exact"], runs)
        depth = 4 * exact["states"] + 1000
        spin_exact = spin(work, [], 26, depth, runs)
        rows = [("interplay exact", exact, exact["states"]),
                ("pan exact", spin_exact, spin_exact["states"]),
                ("interplay compact", ours(binary, model, ["--storage", "compact"], runs), exact["states"]),
                ("pan -DHC4", spin(work, ["-DHC4"], 24, depth, runs), spin_exact["states"])]
        for bits in (23, 25, 27):
            size = f"{(1 << bits) // 8 // 1024}K"
            rows.append((f"interplay bitstate 2^{bits} bits", ours(
                binary, model, ["--storage", "bitstate", "--bitstate-size", size], runs), exact["states"]))
            rows.append((f"pan -DBITSTATE -w{bits}", spin(work, ["-DBITSTATE"], bits, depth, runs),
                         spin_exact["states"]))
    finally:
        shutil.rmtree(work)
    lines = [f"{stem}: {runs} runs each, CPU time median (min-max), one thread, no reduction "
             "(check --reduce none, pan -DNOREDUCE)", "",
             "| mode | states stored | of its exact count | hash factor | expected missed (ours) | P(any missed) (ours) | CPU | peak memory |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for label, row, total in rows:
        factor = row.get("factor")
        expected = row.get("expected")
        probability = row.get("probability")
        lines.append(
            f"| {label} | {row['states']:,} | {100 * row['states'] / total:.2f} % | "
            + (f"{factor:,.1f}" if factor and factor < 1e9 else ("> 1e9" if factor else "–")) + " | "
            + (f"{expected:.3g}" if expected is not None else "–") + " | "
            + (f"{probability:.3g}" if probability is not None else "–") + " | "
            + f"{spread(row['cpu'])} | {row['peak'] / 1024:.0f} MiB |")
    text = "\n".join(lines)
    print(text)
    if markdown:
        with open(markdown, "w") as out:
            out.write(text + "\n")


main()
