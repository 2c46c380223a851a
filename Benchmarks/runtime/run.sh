#!/usr/bin/env bash
# Executor throughput on the ping-pong model, in release: notifications per second.
# usage: Benchmarks/runtime/run.sh [STEPS]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product interplay-runtime-bench >/dev/null
"$(swift build -c release --show-bin-path)/interplay-runtime-bench" \
  Benchmarks/runtime/pingpong.ipl "${1:-2000000}"
