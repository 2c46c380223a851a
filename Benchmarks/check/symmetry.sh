#!/usr/bin/env bash
# Symmetry reduction on the replicated models: each checked with `--reduce none` (the
# full graph), `--reduce sym` (one state per orbit under the symmetry the checker proves
# from the model) and `--reduce all` (partial-order reduction on top), through
# reductions.sh. `ring_N` (every philosopher takes its
# left fork first; rotations) and `mutex_N` (interchangeable clients of one lock; every
# permutation) are symmetric; the asymmetric philosophers and leader election are not,
# and the checker says why and searches them whole. The ring's written-out Promela twin
# (models/ring_N.pml) adds SPIN's stored states without and with its partial-order
# reduction.
# Usage: Benchmarks/check/symmetry.sh [--runs N] [--max-memory 8G] [--timeout S] [MODEL...]
#   MODEL is a name under Benchmarks/check/models/replicated/ (default: ring_3..6,
#   mutex_4, 6, 8 and 10).
set -euo pipefail
exec "$(dirname "$0")/reductions.sh" --reduce none,sym,all --under replicated \
  --defaults "replicated/ring_3 replicated/ring_4 replicated/ring_5 replicated/ring_6
    replicated/mutex_4 replicated/mutex_6 replicated/mutex_8 replicated/mutex_10" "$@"
