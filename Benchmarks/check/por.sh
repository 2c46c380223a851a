#!/usr/bin/env bash
# Partial-order reduction: each model checked with `--reduce none` (the full graph) and
# `--reduce por`, through reductions.sh. `sessions_N` (N clients, each with a server of
# its own) share no queue; the Chang-Roberts leader election (`leader_N`, and the
# written-out leader_5 with its Promela twin) passes candidates one way round a ring;
# the alternating-bit protocol (abp, with its twin) runs over two lossy lines. Where a
# Promela twin exists, SPIN's stored states without and with its own partial-order
# reduction are printed beside ours.
# Usage: Benchmarks/check/por.sh [--runs N] [--max-memory 8G] [--timeout S] [MODEL...]
#   MODEL is a path under Benchmarks/check/models/ without `.ipl` (default: the sessions
#   of 4, 6, 8 and 10, leader election of 3, 4 and 6 and 5 written out, and abp).
set -euo pipefail
exec "$(dirname "$0")/reductions.sh" --reduce none,por \
  --defaults "replicated/sessions_4 replicated/sessions_6 replicated/sessions_8
    replicated/sessions_10 replicated/leader_3 replicated/leader_4 replicated/leader_6
    leader_5 abp" "$@"
