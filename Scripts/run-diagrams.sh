#!/usr/bin/env bash
# The main job on the bundled models: installs what is missing, builds a release
# binary, then lints every model in Diagrams/ and writes the reports into the
# output folder (default: out/).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out}"
Scripts/install-deps.sh
swift build -c release --product interplay
bin="$(swift build -c release --show-bin-path)/interplay"
mkdir -p "$out"
status=0
"$bin" lint Diagrams --exclude Diagrams/bad || status=$?
"$bin" lint Diagrams --exclude Diagrams/bad --format json > "$out/lint.json" || true
echo "lint report: $out/lint.json"
exit $status
