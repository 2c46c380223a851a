#!/usr/bin/env bash
# Time from saving a model to 'interplay preview' serving the new page version: starts a
# release build of the preview on a free port with a temporary copy of a model, then
# saves it N times (each save renames a state back and forth, so every save changes the
# page) and polls /version every 5 ms until it changes. Prints each time, then the
# median, minimum, maximum and interquartile range in milliseconds.
#   Benchmarks/preview/refresh.sh [MODEL] [SAVES]
# MODEL defaults to Diagrams/LocationButton/LocationButton.ipl, SAVES to 20.
# The time includes the watcher's poll interval (250 ms: on average half of it) and the
# whole rebuild (lint, exhaustive check, every diagram rendered).
set -euo pipefail
cd "$(dirname "$0")/../.."
model="${1:-Diagrams/LocationButton/LocationButton.ipl}"
saves="${2:-20}"
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
work="$(mktemp -d)"
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
copy="$work/$(basename "$model")"
cp "$model" "$copy"
# The first state name of the file is renamed back and forth.
state="$(grep -oE '(initial )?state [A-Za-z]+' "$copy" | head -1 | awk '{print $NF}')"
"$bin" preview --port 0 "$copy" >"$work/out" 2>"$work/err" &
pid=$!
for _ in $(seq 1 600); do
  grep -q '^serving ' "$work/out" 2>/dev/null && break
  sleep 0.1
done
url="$(grep '^serving ' "$work/out" | awk '{print $2}')"
[ -n "$url" ] || { echo "preview did not start" >&2; cat "$work/err" >&2; exit 1; }
python3 - "$url" "$copy" "$state" "$saves" <<'PY'
import statistics, sys, time, urllib.request
url, path, state, saves = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def version():
    with urllib.request.urlopen(url + "version") as response:
        return response.read().decode()
original = open(path).read()
renamed = original.replace(state, state + "X")
times = []
for index in range(saves):
    before = version()
    time.sleep(0.3)  # let the watcher settle, so saves are not coalesced
    start = time.monotonic()
    with open(path, "w") as file:
        file.write(renamed if index % 2 == 0 else original)
    while version() == before:
        time.sleep(0.005)
    times.append((time.monotonic() - start) * 1000)
    print(f"save {index + 1}: {times[-1]:.0f} ms")
quartiles = statistics.quantiles(times, n=4)
print(f"{saves} saves: median {statistics.median(times):.0f} ms, min {min(times):.0f} ms, "
      f"max {max(times):.0f} ms, IQR {quartiles[0]:.0f}-{quartiles[2]:.0f} ms")
PY
