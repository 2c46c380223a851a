#!/usr/bin/env bash
# Lossy storage against SPIN's hash compaction (-DHC4) and bitstate (-DBITSTATE) on a
# paired model (default philosophers_6), both searching the whole graph (no reduction:
# check --reduce none, pan -DNOREDUCE) on one thread: states covered of each tool's own
# exact count, the miss estimate, CPU time and peak memory. Needs spin and gcc:
# apt-get install -y spin
# Usage: Benchmarks/check/lossy.sh [MODEL_STEM] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/../.."
stem="${1:-philosophers_6}"
[ $# -gt 0 ] && shift
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
mkdir -p Benchmarks/.work
python3 Benchmarks/check/lossy.py "$bin" "$stem" "$@" --markdown "Benchmarks/.work/lossy-$stem.md"
