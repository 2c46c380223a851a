#!/usr/bin/env python3
"""The cost of sequence claims: runs `interplay check MODEL` with and without
`--no-sequences`, alternately, RUNS times each, and prints the medians and spreads of
wall and CPU time (user + system, of the child process) and the ratio of the medians.

Usage: claims.py INTERPLAY MODEL [--runs N] [--jobs N]
"""
import argparse
import resource
import statistics
import subprocess
import sys
import time


def measure(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr.decode()}")
    return wall, cpu, done.stdout.decode()


def summary(values):
    return f"{statistics.median(values):.2f} s ({min(values):.2f} to {max(values):.2f})"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("interplay")
    parser.add_argument("model")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--jobs", type=int)
    arguments = parser.parse_args()
    base = [arguments.interplay, "check", arguments.model, "--no-timing"]
    if arguments.jobs:
        base += ["--jobs", str(arguments.jobs)]
    variants = {"with sequences": base, "without sequences": base + ["--no-sequences"]}
    walls = {name: [] for name in variants}
    cpus = {name: [] for name in variants}
    outputs = {}
    for _ in range(arguments.runs):
        for name, command in variants.items():
            wall, cpu, output = measure(command)
            walls[name].append(wall)
            cpus[name].append(cpu)
            if outputs.setdefault(name, output) != output:
                sys.exit(f"{name}: the output changed between runs")
    # states, transitions and depth: the claims observe the search, never change it
    counts = {name: ", ".join(output.splitlines()[0].split(", ")[:3])
              for name, output in outputs.items()}
    if counts["with sequences"] != counts["without sequences"]:
        sys.exit(f"the searches differ: {counts}")
    print(counts["with sequences"])
    print(f"{arguments.runs} runs each, alternating; medians (min to max)\n")
    print("| check | wall | CPU (user + system) |")
    print("|---|---|---|")
    for name in variants:
        print(f"| {name} | {summary(walls[name])} | {summary(cpus[name])} |")
    wall_ratio = statistics.median(walls["with sequences"]) / statistics.median(
        walls["without sequences"])
    cpu_ratio = statistics.median(cpus["with sequences"]) / statistics.median(
        cpus["without sequences"])
    print(f"| ratio of medians | {wall_ratio:.2f}x | {cpu_ratio:.2f}x |")


if __name__ == "__main__":
    main()
