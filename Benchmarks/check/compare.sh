#!/usr/bin/env bash
# SPIN oracles and side-by-side benchmark: regenerates the paired models, builds interplay
# in release (or takes $INTERPLAY_BIN, binary.sh), and runs compare.py: both tools
# without reduction (equal state counts or exit 1) and with their partial-order
# reductions, a markdown table of CPU times, states/s and memory. Needs spin and gcc:
#   apt-get install -y spin
# Usage: Benchmarks/check/compare.sh [MODEL...] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Benchmarks/check/generate.py Benchmarks/check/models
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
mkdir -p Benchmarks/.work
python3 Benchmarks/check/compare.py "$bin" "$@" --markdown Benchmarks/.work/check-vs-spin.md
