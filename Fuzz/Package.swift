// swift-tools-version: 6.0
import PackageDescription

/// The fuzz targets, each driven by libFuzzer: `interplay-fuzz` the whole pipeline through
/// `PipelineProbe`, from text to a few hundred checked states (`Scripts/fuzz.sh`);
/// `interplay-fuzz-scxml` the SCXML importer, its input an SCXML file
/// (`Scripts/fuzz-scxml.sh`); `interplay-fuzz-lsp` the language server's framing and
/// message handling, its input the bytes a client sends (`Scripts/fuzz-lsp.sh`). Built
/// with `-sanitize=fuzzer,address`, in a package of its own so that flag never reaches
/// the `interplay` executable.
let package = Package(
  name: "InterplayFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Interplay", path: "..")],
  targets: [
    // libFuzzer's driver, shared by the targets.
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "interplay-fuzz",
      dependencies: ["FuzzDriver", .product(name: "InterplayDrivers", package: "Interplay")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "interplay-fuzz-scxml",
      dependencies: [
        "FuzzDriver", .product(name: "InterplayDiagnostics", package: "Interplay"),
        .product(name: "InterplayDrivers", package: "Interplay"),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "interplay-fuzz-lsp",
      dependencies: [
        "FuzzDriver", .product(name: "InterplayLanguageServer", package: "Interplay"),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
