#!/usr/bin/env bash
# Checks the binary artifact bundle end to end. Not run by CI or Scripts/test.sh: the two
# release builds take 10-30 minutes on 2 cores. Run it by hand after a change to the
# plugins, interplay-gen, the CLI's arguments or the bundle scripts:
#   Scripts/test-artifactbundle.sh
# 1. Scripts/make-artifactbundle.sh into .build/artifactbundle (where
#    Deploy/InterplayPlugins looks for the zip);
# 2. info.json: schema 1.0, the two executables under the names the plugins ask for, the
#    version DiagnosticOutput.toolVersion has, variants that exist, are executable and
#    cover this machine's triple; the zip holds the same folder;
# 3. the bundled interplay-gen and interplay print that version, and interplay-gen
#    generates Swift from the Examples model;
# 4. a package made in a temporary folder from Examples/ (its model, sources and tests),
#    with the build plugin from Deploy/InterplayPlugins and InterplayRuntime and
#    InterplayTesting from this repository: `swift build` runs the bundled interplay-gen
#    and compiles no module of the tools (only InterplayRuntime and what it imports),
#    `swift test` passes, and the command plugin runs the bundled interplay
#    (`interplay lint Sources`) without compiling anything.
# Needs what make-artifactbundle.sh needs (swift, python3, zip), and unzip. Resolving
# Interplay's dependencies needs the network, or SwiftPM's cache of the pinned versions.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
unset INTERPLAY_OPTIMIZED_ENGINE
command -v unzip >/dev/null 2>&1 ||
  { echo "error: test-artifactbundle.sh needs unzip (apt-get install unzip)" >&2; exit 1; }

Scripts/make-artifactbundle.sh
out="$repo/.build/artifactbundle"
bundle="$out/interplay.artifactbundle"
version="$(sed -n 's/.*public static let toolVersion = "\(.*\)"/\1/p' \
  Sources/InterplayLint/DiagnosticOutput.swift)"
triple="$(swift -print-target-info |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"

echo "==> info.json"
python3 - "$bundle" "$version" "$triple" <<'PY'
import json, os, sys
bundle, version, triple = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
problems = []
if info.get("schemaVersion") != "1.0":
    problems.append(f"schemaVersion is {info.get('schemaVersion')!r}, not '1.0'")
artifacts = info.get("artifacts", {})
if sorted(artifacts) != ["interplay", "interplay-gen"]:
    problems.append(f"artifacts are {sorted(artifacts)}, not interplay and interplay-gen")
for name, artifact in artifacts.items():
    if artifact.get("type") != "executable":
        problems.append(f"{name}: type {artifact.get('type')!r}, not 'executable'")
    if artifact.get("version") != version:
        problems.append(f"{name}: version {artifact.get('version')!r}, not {version!r}")
    variants = artifact.get("variants", [])
    if not any(triple in v.get("supportedTriples", []) for v in variants):
        problems.append(f"{name}: no variant supports {triple}")
    for variant in variants:
        path = os.path.join(bundle, variant["path"])
        if os.path.basename(path) != name:
            problems.append(f"{name}: variant {variant['path']} is not named {name}")
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            problems.append(f"{name}: {variant['path']} is not an executable file")
for problem in problems:
    print(f"error: info.json: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY
listing="$(unzip -Z1 "$out/interplay.artifactbundle.zip")"
for entry in info.json LICENSE; do
  grep -qx "interplay.artifactbundle/$entry" <<<"$listing" ||
    { echo "error: the zip has no interplay.artifactbundle/$entry" >&2; exit 1; }
done

echo "==> the bundled tools"
variant="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))
  ["artifacts"]["interplay-gen"]["variants"][0]["path"])' "$bundle/info.json")"
bin="$bundle/$(dirname "$variant")"
for tool in interplay-gen interplay; do
  printed="$("$bin/$tool" --version)"
  [ "$printed" = "$version" ] ||
    { echo "error: $tool --version printed '$printed', not '$version'" >&2; exit 1; }
  echo "$tool --version: $printed"
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin/interplay-gen" swift Examples/Sources/LocationFeature/LocationButton.ipl \
  --output "$work/LocationButton.swift"
grep -q "public enum LocationButton" "$work/LocationButton.swift" ||
  { echo "error: interplay-gen wrote no enum LocationButton" >&2; exit 1; }

echo "==> a package using the plugins through the bundle ($work/consumer)"
consumer="$work/consumer"
mkdir -p "$consumer"
cp -R Examples/Sources Examples/Tests "$consumer/"
# The versions this repository pins, so the dependencies resolve as they do here.
if [ -f Package.resolved ]; then cp Package.resolved "$consumer/"; fi
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BundleConsumer",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Interplay", path: "$repo"),
    .package(path: "$repo/Deploy/InterplayPlugins"),
  ],
  targets: [
    .target(
      name: "LocationFeature",
      dependencies: [.product(name: "InterplayRuntime", package: "Interplay")],
      plugins: [.plugin(name: "InterplayBuildPlugin", package: "InterplayPlugins")]),
    .testTarget(
      name: "LocationFeatureTests",
      dependencies: [
        "LocationFeature",
        .product(name: "InterplayRuntime", package: "Interplay"),
        .product(name: "InterplayTesting", package: "Interplay"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
cd "$consumer"
swift build 2>&1 | tee "$work/build.log"
grep -q "Generating Swift for LocationButton.ipl" "$work/build.log" ||
  { echo "error: the build plugin did not run interplay-gen" >&2; exit 1; }
# Every module the build compiled, by the name SwiftPM prints (plugins aside).
modules="$(grep -v '] Compiling plugin ' "$work/build.log" |
  sed -nE 's/^\[[0-9]+\/[0-9]+\] (Compiling|Emitting module) ([A-Za-z0-9_-]+)( .*)?$/\2/p' |
  sort -u)"
echo "compiled modules:" $modules
expected="InterplayDiagnostics InterplayModel InterplayRuntime InterplaySyntax LocationFeature"
if [ "$(echo $modules)" != "$expected" ]; then
  echo "error: swift build compiled '$(echo $modules)', expected '$expected'" >&2
  exit 1
fi
swift test
# Interplay's command plugin answers `interplay` too: --package picks this one. Its tool is
# the bundled CLI, so nothing is built first.
swift package plugin --allow-writing-to-package-directory --package interplayplugins \
  interplay lint Sources 2>&1 | tee "$work/plugin.log"
if grep -v "Compiling plugin" "$work/plugin.log" | grep -q "Compiling"; then
  echo "error: the command plugin compiled its tool instead of using the bundle's" >&2
  exit 1
fi
echo "artifact bundle: all checks passed"
