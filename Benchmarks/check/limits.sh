#!/usr/bin/env bash
# Do --max-memory and --timeout hold inside one batch, and on wide states? Builds
# interplay in release (or takes $INTERPLAY_BIN, binary.sh) and checks four models
# under --max-memory 512M --timeout 10: two whose states have thousands of successors
# (a thousand stubs; a stub with a 60,001-value payload) and two whose states are wide
# (50 actors with timers, each driven by a stub; ten thousand stubs), printing each
# one's exit code, wall time and peak resident memory (/usr/bin/time). Fails unless
# each stops with exit 2 within the timeout and its peak is within 1.25 times
# --max-memory (640 MiB; docs/Checking.md promises that factor). Then runs a model that
# never comes to rest with `run --max-steps` at 10 thousand and 5 million steps, and
# fails unless both stop with exit 2 and the longer run's peak memory is within 2x of
# the shorter's (a run keeps its first and last steps only).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=Benchmarks/check/binary.sh
. Benchmarks/check/binary.sh
work=Benchmarks/.work/limits
mkdir -p "$work"
python3 - "$work" <<'PY'
import sys
folder = sys.argv[1]
stubs = [f"actor S{i} budget 2 {{ event {{ tick }} }}" for i in range(1000)]
observed = ", ".join(f"S{i}.event" for i in range(1000))
with open(f"{folder}/many_stubs.ipl", "w") as out:
    out.write("system ManyStubs\n" + "\n".join(stubs) + f"\nactor Sink {{ observes {observed} }}\n")
with open(f"{folder}/wide_payload.ipl", "w") as out:
    out.write("system WidePayload\n"
              "actor Sensor budget 3 { event { reading(value: Int(0...60000)) } }\n"
              "actor Sink { observes Sensor.event }\n")
timed = []
for i in range(50):
    timed.append(f"actor E{i} budget 3 {{ event {{ go }} }}")
    timed.append(f"actor T{i} {{\n  observes E{i}.event\n"
                 f"  initial state A {{ after 1s -> B\n on E{i}.go -> B }}\n"
                 f"  state B {{ after 2s -> A\n on E{i}.go -> A }}\n}}")
with open(f"{folder}/wide_timers.ipl", "w") as out:
    out.write("system WideTimers\n" + "\n".join(timed) + "\n")
stubs = [f"actor S{i} budget 2 {{ event {{ tick }} }}" for i in range(10000)]
observed = ", ".join(f"S{i}.event" for i in range(10000))
with open(f"{folder}/ten_thousand_stubs.ipl", "w") as out:
    out.write("system TenThousandStubs\n" + "\n".join(stubs)
              + f"\nactor Sink {{ observes {observed} }}\n")
PY
failed=0
for model in many_stubs wide_payload wide_timers ten_thousand_stubs; do
  set +e
  /usr/bin/time -f "%e %M" -o "$work/$model.time" \
    "$bin" check "$work/$model.ipl" --max-memory 512M --timeout 10 --no-timing >"$work/$model.out"
  status=$?
  set -e
  read -r seconds kilobytes < <(tail -n 1 "$work/$model.time")
  echo "$model: exit $status, $seconds s, peak $((kilobytes / 1024)) MiB"
  if [ "$status" -ne 2 ] || awk "BEGIN { exit !($seconds > 10) }" || [ "$kilobytes" -gt 655360 ]; then
    failed=1
  fi
done
peaks=()
for steps in 10000 5000000; do
  set +e
  /usr/bin/time -f "%e %M" -o "$work/run_$steps.time" \
    "$bin" run Tests/Fixtures/Run/never_quiesces.ipl --max-steps "$steps" >"$work/run_$steps.out"
  status=$?
  set -e
  read -r seconds kilobytes < <(tail -n 1 "$work/run_$steps.time")
  echo "run --max-steps $steps: exit $status, $seconds s, peak $((kilobytes / 1024)) MiB"
  [ "$status" -eq 2 ] || failed=1
  peaks+=("$kilobytes")
done
if [ "${peaks[1]}" -gt $((2 * peaks[0])) ]; then failed=1; fi
exit "$failed"
