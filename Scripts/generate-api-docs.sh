#!/usr/bin/env bash
# Builds the DocC documentation of the public library API into a folder (default:
# out/api-docs), one archive per library users call:
#   InterplaySyntax, InterplayModel, InterplayPipeline, InterplayRuntime, InterplayCheck,
#   InterplayDrivers, InterplaySCXML, InterplayTesting
# Each target's landing page is Sources/<Target>/Documentation.docc/<Target>.md; the rest
# comes from the `///` comments of its public symbols. Uses swift-docc-plugin (a package
# dependency) and the `docc` of the toolchain, so it works offline once the package's
# dependencies are resolved. A link DocC cannot resolve is printed as a warning.
# To browse one archive: `swift package --disable-sandbox preview-documentation --target
# InterplayCheck`, or serve DIR/InterplayCheck.doccarchive from any static file server
# (the archives are transformed for static hosting) and open /documentation/interplaycheck.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out/api-docs}"
targets=(InterplaySyntax InterplayModel InterplayPipeline InterplayRuntime InterplayCheck
  InterplayDrivers InterplaySCXML InterplayTesting)
target_flags=()
for target in "${targets[@]}"; do target_flags+=(--target "$target"); done
swift package generate-documentation "${target_flags[@]}"
mkdir -p "$out"
for target in "${targets[@]}"; do
  rm -rf "$out/$target.doccarchive"
  cp -R ".build/plugins/Swift-DocC/outputs/$target.doccarchive" "$out/"
done
ls "$out"
