// swift-tools-version: 6.0
import PackageDescription

/// The fuzz target: libFuzzer drives `PipelineProbe` (the whole pipeline, from text to a
/// few hundred checked states). Built and run by `Scripts/fuzz.sh` with
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
      swiftSettings: [.unsafeFlags(["-parse-as-library"])])
  ],
  swiftLanguageModes: [.v6]
)
