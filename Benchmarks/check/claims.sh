#!/usr/bin/env bash
# What deciding the sequences costs on top of the search: builds interplay in release (or
# takes $INTERPLAY_BIN, binary.sh) and runs claims.py on AccountApp (or the models given), `check` with and without
# `--no-sequences`, alternately, and prints medians, spreads and the ratios.
# Usage: Benchmarks/check/claims.sh [MODEL...] [--runs N] [--jobs N]
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
models=()
flags=()
while (($#)); do
  case "$1" in
    --runs | --jobs) flags+=("$1" "$2"); shift 2 ;;
    *) models+=("$1"); shift ;;
  esac
done
((${#models[@]})) || models=(Diagrams/AccountApp)
for model in "${models[@]}"; do
  python3 Benchmarks/check/claims.py "$bin" "$model" "${flags[@]}"
  echo
done
