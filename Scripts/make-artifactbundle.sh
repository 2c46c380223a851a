#!/usr/bin/env bash
# Builds the binary artifact bundle (SE-0305) of Interplay's two plugin tools, so that a
# package using the plugins through Deploy/InterplayPlugins builds none of the tools:
#   Scripts/make-artifactbundle.sh [OUTPUT_FOLDER]      (default .build/artifactbundle)
# It writes OUTPUT_FOLDER/interplay.artifactbundle/ (info.json, LICENSE and
# interplay-VERSION-TRIPLE/bin/{interplay-gen,interplay}), zips it to
# OUTPUT_FOLDER/interplay.artifactbundle.zip and prints its checksum, the one a
# `.binaryTarget(name:url:checksum:)` names (zip stores times: each run's differs).
#
# Needs: swift (6.x), python3 (reads the target triple, writes info.json) and zip.
# Builds `swift build -c release --product interplay-gen` and `--product interplay`
# (about half an hour for both on 2 busy cores), without INTERPLAY_OPTIMIZED_ENGINE, and
# on Linux with --static-swift-stdlib: the Swift runtime and Foundation are linked in, so
# a user's machine needs no Swift toolchain to run them (glibc, libstdc++ and libxml2
# still; `interplay` also links the system's Graphviz: see Deploy/InterplayPlugins).
# On Linux the tools lose their DWARF debug info (binutils' strip, where present).
# The bundle has one variant, the host's triple: a bundle for several platforms is the
# union of such builds (one variant each in info.json), which this script does not do.
# The version is what the built tools print for --version (DiagnosticOutput.toolVersion).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$repo/.build/artifactbundle}"
mkdir -p "$output"
output="$(cd "$output" && pwd)"
cd "$repo"

for tool in swift python3 zip; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: make-artifactbundle.sh needs $tool, which is not on PATH" \
      "(zip and python3: apt-get install zip python3; swift: a Swift 6 toolchain)" >&2
    exit 1
  fi
done

triple="$(swift -print-target-info |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
flags=(-c release)
if [ "$(uname -s)" = "Linux" ]; then flags+=(--static-swift-stdlib); fi

# The test build's -O engine flags are unsafe flags: a release build for others has none.
unset INTERPLAY_OPTIMIZED_ENGINE
for product in interplay-gen interplay; do
  echo "==> swift build ${flags[*]} --product $product"
  swift build "${flags[@]}" --product "$product"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

version="$("$bin/interplay-gen" --version)"
cli_version="$("$bin/interplay" --version)"
if [ "$version" != "$cli_version" ]; then
  echo "error: interplay-gen --version says $version, interplay --version $cli_version" >&2
  exit 1
fi

bundle="$output/interplay.artifactbundle"
variant="interplay-$version-$triple/bin"
rm -rf "$bundle" "$output/interplay.artifactbundle.zip"
mkdir -p "$bundle/$variant"
for product in interplay-gen interplay; do
  cp "$bin/$product" "$bundle/$variant/$product"
  chmod 755 "$bundle/$variant/$product"
  # Without the DWARF debug info (a third of the size); the symbol table stays, so a
  # crash's backtrace still names functions. Skipped where binutils' strip is missing.
  if [ "$(uname -s)" = "Linux" ] && command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$bundle/$variant/$product"
  fi
done
cp LICENSE "$bundle/LICENSE"
# Each artifact's name is the name a plugin asks for with `context.tool(named:)`.
python3 - "$bundle/info.json" "$version" "$variant" "$triple" <<'PY'
import json, sys
path, version, variant, triple = sys.argv[1:]
info = {
    "schemaVersion": "1.0",
    "artifacts": {
        name: {
            "type": "executable",
            "version": version,
            "variants": [{"path": f"{variant}/{name}", "supportedTriples": [triple]}],
        }
        for name in ["interplay-gen", "interplay"]
    },
}
with open(path, "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
PY

# -X: no uid/gid or extra timestamps; the permission bits (executables) are kept.
(cd "$output" && zip -q -r -X interplay.artifactbundle.zip interplay.artifactbundle)
checksum="$(cd "$output" && swift package compute-checksum interplay.artifactbundle.zip)"

echo "==> $bundle"
cat "$bundle/info.json"
if command -v ldd >/dev/null 2>&1; then
  for product in interplay-gen interplay; do
    echo "==> shared libraries of $product (ldd)"
    ldd "$bundle/$variant/$product" | sed 's/ (0x[0-9a-f]*)//'
  done
fi
ls -l "$output/interplay.artifactbundle.zip"
echo "==> checksum of $output/interplay.artifactbundle.zip"
echo "$checksum"
cat <<SNIPPET
==> to publish: upload the zip, and in Deploy/InterplayPlugins/Package.swift replace the
    binaryTarget's path: with
    .binaryTarget(
      name: "InterplayTools",
      url: "https://<where it is published>/interplay.artifactbundle.zip",
      checksum: "$checksum"),
SNIPPET
echo "(built from $repo)"
