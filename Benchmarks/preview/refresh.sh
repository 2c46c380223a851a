#!/usr/bin/env bash
# Time from saving a model to 'interplay preview' serving what the save changed: starts
# the preview (release build, free port) on a temporary copy of a model, saves it N
# times, and polls /status every 5 ms. Two kinds of save, alternating:
#   comment  adds or removes a comment line on top: the model means the same, so the
#            last search is reused; timed until the page is built again (status
#            'builds' grows) with no search pending;
#   rename   renames the first state back and forth: timed until the first page (lint
#            and diagrams) is served, and until the page with the search's results is.
# Prints each save, then the median, minimum and maximum of each column in ms.
#   Benchmarks/preview/refresh.sh [--bin PATH] [MODEL] [SAVES]
# MODEL defaults to Diagrams/LocationButton/LocationButton.ipl, SAVES to 10 (of each
# kind). --bin names an `interplay` with `interplay-preview` beside it (or on PATH):
# `interplay preview` runs that executable. The times include the watcher's poll
# interval (250 ms: on average half of it).
# The preview's search bounds are its defaults (--timeout 60, --max-memory 1G).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=""
if [ "${1:-}" = "--bin" ]; then bin="$2"; shift 2; fi
model="${1:-Diagrams/LocationButton/LocationButton.ipl}"
saves="${2:-10}"
if [ -z "$bin" ]; then
  # `interplay preview` runs the interplay-preview executable built beside it.
  swift build -c release --product interplay >/dev/null
  swift build -c release --product interplay-preview >/dev/null
  bin="$(swift build -c release --show-bin-path)/interplay"
fi
work="$(mktemp -d)"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
copy="$work/$(basename "$model")"
cp "$model" "$copy"
# The first state declared in the file (not one named in a comment) is renamed back and
# forth.
state="$(grep -oE '^ *(initial )?state [A-Za-z]+' "$copy" | head -1 | awk '{print $NF}')"
"$bin" preview --port 0 "$copy" >"$work/out" 2>"$work/err" &
pid=$!
for _ in $(seq 1 600); do
  grep -q '^serving ' "$work/out" 2>/dev/null && break
  sleep 0.1
done
url="$(grep '^serving ' "$work/out" | awk '{print $2}')"
[ -n "$url" ] || { echo "preview did not start" >&2; cat "$work/err" >&2; exit 1; }
python3 - "$url" "$copy" "$state" "$saves" <<'PY'
import json, statistics, sys, time, urllib.request
url, path, state, saves = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
deadline = [0.0]
def status():
    if deadline[0] and time.monotonic() > deadline[0]:
        sys.exit("no new page within 600 s of a save")
    with urllib.request.urlopen(url + "status") as response:
        return json.loads(response.read())
def settle(limit=300):
    start = time.monotonic()
    while status()["searching"] and time.monotonic() - start < limit:
        time.sleep(0.05)
original = open(path).read()
renamed = original.replace(state, state + "X")
columns = {"comment: page rebuilt": [], "rename: diagrams": [], "rename: search": []}
has_comment, is_renamed = False, False
def text():
    return ("// a comment that changes nothing\n" if has_comment else "") + (
        renamed if is_renamed else original)
def save():
    time.sleep(0.3)  # let the watcher settle, so saves are not coalesced
    before = status()
    start = time.monotonic()
    deadline[0] = start + 600
    with open(path, "w") as file:
        file.write(text())
    return before, start
settle()
for index in range(saves):
    # A comment: the same meaning, so no search; timed to the next build.
    has_comment = not has_comment
    before, start = save()
    while True:
        now = status()
        if now["builds"] > before["builds"] and not now["searching"]:
            break
        time.sleep(0.005)
    columns["comment: page rebuilt"].append((time.monotonic() - start) * 1000)
    # A rename: a new meaning; timed to the diagrams and to the search's results.
    is_renamed = not is_renamed
    before, start = save()
    first = None
    while True:
        now = status()
        if first is None and now["version"] != before["version"]:
            first = (time.monotonic() - start) * 1000
        if first is not None and not now["searching"]:
            break
        time.sleep(0.005)
    columns["rename: diagrams"].append(first)
    columns["rename: search"].append((time.monotonic() - start) * 1000)
    print(f"save {index + 1}: " + ", ".join(f"{k} {v[-1]:.0f} ms" for k, v in columns.items()))
print("| save | median ms | min ms | max ms |")
print("| --- | ---: | ---: | ---: |")
for name, times in columns.items():
    print(f"| {name} | {statistics.median(times):.0f} | {min(times):.0f} | {max(times):.0f} |")
PY
