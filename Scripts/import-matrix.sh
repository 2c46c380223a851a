#!/usr/bin/env bash
# The import matrix: which target imports which module (from the `import` lines of its
# Swift files), next to what Package.swift declares. Exits 1 when a target imports a
# module it does not declare, or declares one no file of it imports.
#
# For people; the authority is PackageDependencyTests (Tests/InterplayDriversTests),
# which reads the manifests' text and runs with the suite, this package's and the Fuzz
# and Examples packages'. This script asks SwiftPM for the manifest instead
# (`swift package dump-package`, without INTERPLAY_OPTIMIZED_ENGINE, so the plugins are
# declared), and knows the same exceptions: a plugin's dependency is the tool it runs,
# never imported, and Examples' LocationFeature uses the runtime only through the Swift
# its build plugin generates. See docs/Architecture.md.
#
#   ./Scripts/import-matrix.sh [PACKAGE]     # PACKAGE: ., Fuzz or Examples (default .)
set -euo pipefail
cd "$(dirname "$0")/.."
package=${1:-.}
for tool in swift jq; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing" >&2; exit 1; }
done

# Modules of the toolchain and the operating system, which no target declares.
system="Foundation FoundationEssentials FoundationInternationalization FoundationNetworking \
FoundationXML CoreFoundation Dispatch Glibc Musl Darwin os Synchronization Testing XCTest \
PackagePlugin PackageDescription"

manifest=$(env -u INTERPLAY_OPTIMIZED_ENGINE swift package --package-path "$package" dump-package)

# One line per target: kind, name, folder, exclusions (comma-separated), dependencies
# (comma-separated module names: '-' becomes '_', as the compiler names modules).
targets=$(jq -r '
  .targets[] | select(.type != "system" and .type != "binary")
  | [ .type, .name,
      (.path // ((if .type == "test" then "Tests/" elif .type == "plugin" then "Plugins/"
                  else "Sources/" end) + .name)),
      ((.exclude // []) | join(",")),
      ([.dependencies[] | (.byName // .target // .product) | .[0] | gsub("-"; "_")]
        | join(","))
    ] | join("|")' <<<"$manifest")

# The modules some target imports or declares, sorted: the matrix's columns.
declare -A imports_of declared_of kind_of
names=()
columns=()
while IFS='|' read -r kind name folder exclude dependencies; do
  names+=("$name")
  kind_of[$name]=$kind
  declared_of[$name]=" ${dependencies//,/ } "
  prune=()
  IFS=',' read -ra excluded <<<"$exclude"
  for path in "${excluded[@]}"; do prune+=(-path "$package/$folder/$path" -prune -o); done
  # `import X`, `@testable import X`, `public import X`, `import struct X.Y`: the module
  # is the word after `import` and an optional declaration kind. The lines of a
  # multi-line string (`"""` or a raw `#"""` ending a line, up to its closing `"""` or
  # `"""#`) are text, not imports.
  found=$(find "$package/$folder" "${prune[@]}" -name '*.swift' -print0 |
    xargs -0 -r awk '
      FNR == 1 { close_ = "" }
      close_ != "" { if (index($0, close_)) close_ = ""; next }
      match($0, /^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|internal|package|private|fileprivate)[[:space:]]+)?import[[:space:]]+/) {
        rest = substr($0, RLENGTH + 1)
        sub(/^(struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+/, "", rest)
        if (match(rest, /^[A-Za-z_][A-Za-z0-9_]*/)) print substr(rest, 1, RLENGTH)
        next
      }
      match($0, /#*"""[[:space:]]*$/) {
        opener = substr($0, RSTART, RLENGTH)
        sub(/[[:space:]]*$/, "", opener)
        hashes = substr(opener, 1, length(opener) - 3)
        close_ = "\"\"\"" hashes
      }' |
    sort -u | tr '\n' ' ')
  kept=" "
  for module in $found; do
    [[ " $system " == *" $module "* ]] || kept+="$module "
  done
  imports_of[$name]=$kept
  columns+=($kept ${dependencies//,/ })
done <<<"$targets"
mapfile -t columns < <(printf '%s\n' "${columns[@]}" | sort -u)

# A declared dependency that is rightly not imported.
excused() {
  local target=$1 module=$2
  [[ ${kind_of[$target]} == plugin ]] && return 0
  [[ $package == Examples && $target == LocationFeature && $module == InterplayRuntime ]]
}

printf 'Columns:\n'
for index in "${!columns[@]}"; do printf '  %2d %s\n' "$((index + 1))" "${columns[$index]}"; done
printf '\nx imported and declared   . neither   ~ declared, used as a tool (plugins)\n'
printf '+ imported, not declared  - declared, never imported\n\n'
width=0
for name in "${names[@]}"; do ((${#name} > width)) && width=${#name}; done
printf "%-${width}s " ""
for index in "${!columns[@]}"; do printf '%d' "$(((index + 1) % 10))"; done
printf '\n'
mismatches=()
for name in "${names[@]}"; do
  row=""
  for module in "${columns[@]}"; do
    imported=0
    declared=0
    [[ ${imports_of[$name]} == *" $module "* ]] && imported=1
    [[ ${declared_of[$name]} == *" $module "* ]] && declared=1
    if ((imported && declared)); then
      row+="x"
    elif ((imported)); then
      row+="+"
      mismatches+=("$name imports $module without declaring it")
    elif ((declared)) && excused "$name" "$module"; then
      row+="~"
    elif ((declared)); then
      row+="-"
      mismatches+=("$name declares $module, which no file of it imports")
    else
      row+="."
    fi
  done
  printf "%-${width}s %s\n" "$name" "$row"
done

if ((${#mismatches[@]})); then
  printf '\n' >&2
  for mismatch in "${mismatches[@]}"; do
    printf 'error: %s/Package.swift: %s\n' "$package" "$mismatch" >&2
  done
  exit 1
fi
printf '\nEvery target of %s declares exactly what it imports.\n' "$package"
