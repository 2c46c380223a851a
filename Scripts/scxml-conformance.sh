#!/usr/bin/env bash
# The W3C SCXML IRP conformance tests, through `interplay import scxml` and `check`.
# Usage: Scripts/scxml-conformance.sh DIR [--markdown] [--round-trip]
# DIR is a local copy of the IRP test files (testNNN.txml, in DIR or in DIR/NNN/, with
# manifest.xml beside them when it is there). Nothing of the suite is kept in this
# repository: the script reads DIR, works in a temporary folder and prints one line per
# test with its verdict, then the totals. See Scripts/scxml_conformance.py for the rules.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 DIR [--markdown] [--round-trip]" >&2; exit 64; }
swift build -c release --product interplay >/dev/null
bin="$(swift build -c release --show-bin-path)/interplay"
exec python3 Scripts/scxml_conformance.py "$bin" "$@"
