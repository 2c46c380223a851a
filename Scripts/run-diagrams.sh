#!/usr/bin/env bash
# The main job on the bundled models: installs what is missing, builds a release
# binary, then lints every model in Diagrams/ (except the deliberately broken ones in
# Diagrams/bad/), model-checks it, runs its sequences as tests and renders its topology, statechart
# and sequence diagrams, writing reports and SVGs into the output folder (default: out/).
set -uo pipefail
cd "$(dirname "$0")/.."
out="${1:-out}"
Scripts/install-deps.sh || exit 70
swift build -c release --product interplay || exit 70
bin="$(swift build -c release --show-bin-path)/interplay"
mkdir -p "$out"
mapfile -t models < <(find Diagrams -name '*.ipl' -not -path '*/bad/*' | sort)
worst=0
format_of() { case "$1" in *.json) echo json ;; *.xml) echo junit ;; *.sarif) echo sarif ;; esac; }
step() {  # step NAME REPORT-FILE COMMAND...: prints the text report, saves the machine one
  local name=$1 report=$2; shift 2
  echo "== $name"
  "$@" --format text
  local status=$?
  # Written beside the target, then renamed: a failed run never leaves half a report.
  "$@" --format "$(format_of "$report")" > "$out/.$report.tmp" 2>/dev/null
  mv -f "$out/.$report.tmp" "$out/$report"
  echo "   exit $status, report: $out/$report"
  [ "$status" -gt "$worst" ] && worst=$status
}
step "lint" lint.json "$bin" lint "${models[@]}"
step "check" check.xml "$bin" check "${models[@]}"
step "run" run.xml "$bin" run "${models[@]}"
echo "== render"
"$bin" render "${models[@]}" --kind all --format svg --output "$out/diagrams"
status=$?
echo "   exit $status, diagrams: $out/diagrams/"
[ "$status" -gt "$worst" ] && worst=$status
exit "$worst"
