#!/usr/bin/env bash
# The bundled models of Diagrams/ as `interplay check` runs them by default (coverage
# counted, sequences proved, liveness decided), with `--reduce none` (the full graph)
# and the default `--reduce all` (symmetry where a model is symmetric, else partial-order
# reduction), through reductions.sh: states stored, ratio, verdict, CPU and memory.
# Usage: Benchmarks/check/bundled.sh [--runs N] [--max-memory 8G] [--timeout S] [MODEL...]
#   MODEL is a path under Diagrams/ without `.ipl` (default: every bundled model).
set -euo pipefail
exec "$(dirname "$0")/reductions.sh" --reduce none,all --root Diagrams --as-users-run \
  --defaults "AccountApp/AccountApp Blackbird/Blackbird Calculator/Calculator
    LocationButton/LocationButton Playlist/Playlist RunningLights/RunningLights
    TodoCore/TodoCore WebURL/WebURL" "$@"
