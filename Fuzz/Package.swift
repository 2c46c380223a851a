// swift-tools-version: 6.0
import PackageDescription

/// The fuzz targets: libFuzzer drives `PipelineProbe` (the whole pipeline, from text to a
/// few hundred checked states), and `interplay-fuzz-scxml` the SCXML importer (its input
/// an SCXML file; `Scripts/fuzz-scxml.sh`). Built and run by `Scripts/fuzz.sh` with
/// `-sanitize=fuzzer,address`; a package of its own so that flag never reaches the
/// `interplay` executable.
let package = Package(
  name: "InterplayFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Interplay", path: "..")],
  targets: [
    .executableTarget(
      name: "interplay-fuzz",
      dependencies: [.product(name: "InterplayDrivers", package: "Interplay")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "interplay-fuzz-scxml",
      dependencies: [.product(name: "InterplayDrivers", package: "Interplay")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
