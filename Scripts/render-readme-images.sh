#!/usr/bin/env bash
# Regenerates the diagrams the README shows: docs/images/<name>.svg, each with its DOT
# in <name>.dot. The test suite (ReadmeImagesTests) regenerates the DOT and compares it
# with the committed .dot files, so a change to the renderer or to a bundled model that
# would change a picture fails until this script is run again.
# The SVGs are laid out with Liberation Sans (Scripts/fontconfig.conf shows fontconfig
# only fonts-liberation), which has the metrics of Helvetica and Arial, the fonts a
# browser showing the README most likely resolves "Helvetica,Arial,sans-serif" to.
# Sequence layouts measure text with the fonts they get, so the .dot files are written
# with --text-metrics table (Helvetica's widths): the same DOT on every machine. SVG
# bytes depend on the fonts, so only the DOT is compared.
set -euo pipefail
cd "$(dirname "$0")/.."
images=(
  LocationButton-topology
  LocationButton-statechart-Behaviour
  LocationButton-sequence-ShowLocation
  AccountApp-topology
  AccountApp-topology-overview
  AccountApp-statechart-PortalSessionBehaviour
  AccountApp-sequence-Foregrounding
  WebURL-topology
  WebURL-sequence-PresentURL
  RunningLights-topology
  RunningLights-statechart-Controller
  RunningLights-sequence-PauseAndResume
  Calculator-topology
  Calculator-statechart-Controller
  Calculator-sequence-DivideByZero
  Playlist-topology
  Playlist-sequence-RemovePlayingSong
  TodoCore-topology
  TodoCore-sequence-AddTodo
  Blackbird-topology
  Blackbird-sequence-CoalescedSave
)
swift build --product interplay >/dev/null
bin="$(swift build --show-bin-path)/interplay"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for model in Diagrams/*/*.ipl; do
  case "$model" in Diagrams/bad/*) continue ;; esac
  "$bin" render "$model" --format dot --text-metrics table --output "$work" >/dev/null
  FONTCONFIG_FILE="$PWD/Scripts/fontconfig.conf" \
    "$bin" render "$model" --format svg --output "$work" >/dev/null
done
# The AccountApp topology also at `--detail overview`: one node per scope, readable at
# the size the README shows it.
for format in dot svg; do
  flags=(--format "$format" --kind topology --detail overview --output "$work/overview")
  if [ "$format" = dot ]; then flags+=(--text-metrics table); fi
  FONTCONFIG_FILE="$PWD/Scripts/fontconfig.conf" "$bin" render Diagrams/AccountApp/AccountApp.ipl \
    "${flags[@]}" >/dev/null
  cp "$work/overview/AccountApp-topology.$format" "$work/AccountApp-topology-overview.$format"
done
mkdir -p docs/images
for name in "${images[@]}"; do
  cp "$work/$name.dot" "$work/$name.svg" docs/images/
  echo "docs/images/$name.svg"
done
