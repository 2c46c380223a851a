#!/usr/bin/env bash
# Interplay's logical time against SPIN's `timeout`, on a model both can check:
# Benchmarks/check/models/retransmit.ipl and its Promela twin retransmit.pml (written by
# hand). Checks both exhaustively without reduction (check --reduce none, pan
# -DNOREDUCE), prints both state and transition counts, and exits 1 unless the state
# counts are equal (README.md, "Time against SPIN's timeout"); then prints the states
# each stores with its partial-order reduction.
# Needs spin and gcc: apt-get install -y spin
# Usage: Benchmarks/check/timeout.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
models="$PWD/Benchmarks/check/models"
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
counts() {
  "$bin" check --format json --no-timing --reduce "$1" "$models/retransmit.ipl" | python3 -c '
import json, sys
report = json.load(sys.stdin)
system = report["systems"][0]
assert report["status"] == 0 and not system["violations"], system["violations"]
print(system["statistics"]["states"], system["statistics"]["transitions"])'
}
read -r ours_states ours_transitions < <(counts none)
read -r ours_por_states _ < <(counts por)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$models/retransmit.pml" "$work/"
(
  cd "$work"
  spin -a retransmit.pml >/dev/null
  gcc -O2 -DSAFETY -DNOREDUCE -o pan pan.c
  ./pan -m100000 -w20 >pan.out
  gcc -O2 -DSAFETY -o pan pan.c
  ./pan -m100000 -w20 >pan-por.out
)
spin_states=$(sed -n 's/^ *\([0-9]*\) states, stored.*/\1/p' "$work/pan.out")
por_states=$(sed -n 's/^ *\([0-9]*\) states, stored.*/\1/p' "$work/pan-por.out")
spin_transitions=$(sed -n 's/^ *\([0-9]*\) transitions (= stored+matched).*/\1/p' "$work/pan.out")
spin_errors=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$work/pan.out")
echo "retransmit: interplay $ours_states states, $ours_transitions transitions"
echo "retransmit: spin      $spin_states states, $spin_transitions transitions (stored+matched: the initial state counts as one), errors $spin_errors"
echo "retransmit: with partial-order reduction: interplay $ours_por_states states, spin $por_states states"
[ "$spin_errors" = 0 ] && [ "$ours_states" = "$spin_states" ] \
  && [ "$spin_transitions" = "$((ours_transitions + 1))" ] || {
  echo "MISMATCH" >&2
  exit 1
}
