// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `Scripts/test.sh` sets `INTERPLAY_OPTIMIZED_ENGINE=1`: the targets that step and search
/// are then optimized in the debug build the tests use, so the suite explores the bundled
/// models in seconds instead of minutes, while the tests themselves stay debug builds.
/// Unset (any package that depends on this one), no target has unsafe flags.
let isTestBuild = ProcessInfo.processInfo.environment["INTERPLAY_OPTIMIZED_ENGINE"] == "1"
let engineSettings: [SwiftSetting] =
  isTestBuild ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

/// SwiftPM builds every plugin's tools for the host with a second copy of each module they
/// use, even when no plugin runs: the command plugin's tool is the CLI (with SwiftNIO and
/// Hummingbird until `interplay-preview` took them), which made 40% of the test build's
/// compiling. The test build leaves the two plugins out; the Examples package, built
/// without the variable, is where the build plugin is tested.
/// `Scripts/generate-docs.sh` sets `INTERPLAY_WITHOUT_PLUGINS=1` for the same reason: the
/// GenerateManual plugin builds every product, which would make that copy too.
let leavesPluginsOut =
  isTestBuild || ProcessInfo.processInfo.environment["INTERPLAY_WITHOUT_PLUGINS"] == "1"
let pluginProducts: [Product] =
  leavesPluginsOut
  ? []
  : [
    .plugin(name: "InterplayBuildPlugin", targets: ["InterplayBuildPlugin"]),
    .plugin(name: "InterplayCommandPlugin", targets: ["InterplayCommandPlugin"]),
  ]
let pluginTargets: [Target] =
  leavesPluginsOut
  ? []
  : [
    // `swift build` of a target with `.ipl` models: lint them and generate their Swift.
    // Builds only what reading and generating need (no Graphviz, no web server).
    .plugin(
      name: "InterplayBuildPlugin", capability: .buildTool(), dependencies: ["interplay-gen"]),
    // `swift package interplay lint|check|run|render|fmt|gen ...`.
    .plugin(
      name: "InterplayCommandPlugin",
      capability: .command(
        intent: .custom(verb: "interplay", description: "Run the interplay tool on models."),
        permissions: [
          .writeToPackageDirectory(reason: "render, fmt --in-place and gen write files")
        ]),
      dependencies: ["interplay"]),
  ]

let package = Package(
  name: "Interplay",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "interplay", targets: ["interplay"]),
    // `interplay preview`'s server, apart so that only it links Hummingbird and SwiftNIO.
    .executable(name: "interplay-preview", targets: ["interplay-preview"]),
    .library(name: "InterplayDiagnostics", targets: ["InterplayDiagnostics"]),
    .library(name: "InterplaySyntax", targets: ["InterplaySyntax"]),
    .library(name: "InterplayModel", targets: ["InterplayModel"]),
    .library(name: "InterplayLint", targets: ["InterplayLint"]),
    .library(name: "InterplayPipeline", targets: ["InterplayPipeline"]),
    .library(name: "InterplayRuntime", targets: ["InterplayRuntime"]),
    .library(name: "InterplayTesting", targets: ["InterplayTesting"]),
    .library(name: "InterplayCheck", targets: ["InterplayCheck"]),
    .library(name: "InterplayRender", targets: ["InterplayRender"]),
    .library(name: "InterplayCodegen", targets: ["InterplayCodegen"]),
    .library(name: "InterplaySCXML", targets: ["InterplaySCXML"]),
    .library(name: "InterplayDrivers", targets: ["InterplayDrivers"]),
    .library(name: "InterplayLanguageServer", targets: ["InterplayLanguageServer"]),
    .library(name: "InterplayReport", targets: ["InterplayReport"]),
    .library(name: "InterplayPreview", targets: ["InterplayPreview"]),
  ] + pluginProducts,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // `swift package generate-documentation`: the DocC catalogs in Sources/*/Documentation.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "InterplayDiagnostics"),
    .target(name: "InterplaySyntax", dependencies: ["InterplayDiagnostics"]),
    .target(name: "InterplayModel", dependencies: ["InterplayDiagnostics", "InterplaySyntax"]),
    // The rules only: what they find in a model and its syntax, handed to them.
    .target(
      name: "InterplayLint",
      dependencies: ["InterplayDiagnostics", "InterplaySyntax", "InterplayModel"]),
    // The one way from paths to models: loading, configuration, parsing, resolving, the
    // lint rules (which decide what compiles, so they run inside it), compiling.
    .target(
      name: "InterplayPipeline",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayLint",
        "InterplayRuntime", .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "InterplayRuntime",
      dependencies: ["InterplayDiagnostics", "InterplayModel"],
      swiftSettings: engineSettings),
    .target(
      name: "InterplayTesting",
      dependencies: ["InterplayDiagnostics", "InterplayRuntime", "InterplayDrivers"]),
    .target(name: "CPrefetch"),
    .target(
      name: "InterplayCheck",
      dependencies: ["InterplayDiagnostics", "InterplayModel", "InterplayRuntime", "CPrefetch"],
      swiftSettings: engineSettings),
    .target(
      name: "InterplayCodegen",
      dependencies: ["InterplayDiagnostics", "InterplayModel", "InterplayRuntime"]),
    // Model <-> SCXML: the importer's translation and the exporter's documents, without
    // reading or writing files (`ImportDriver` and `ExportDriver` in InterplayDrivers).
    .target(name: "InterplaySCXML", dependencies: ["InterplayDiagnostics", "InterplayModel"]),
    .target(
      name: "InterplayDrivers",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayLint",
        "InterplayPipeline", "InterplayRuntime", "InterplayCheck", "InterplayCodegen",
        "InterplaySCXML",
      ]),
    .systemLibrary(
      name: "CGraphviz", path: "Sources/CGraphviz", pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
    .target(
      name: "InterplayRender",
      dependencies: [
        "InterplayDiagnostics", "InterplayModel", "InterplayRuntime", "CGraphviz",
      ]),
    .target(
      name: "InterplayReport",
      dependencies: [
        "InterplayDiagnostics", "InterplayModel", "InterplayRuntime", "InterplayCheck",
        "InterplayDrivers", "InterplayPipeline", "InterplayRender",
      ]),
    .target(
      name: "InterplayPreview",
      dependencies: [
        "InterplayCheck", "InterplayDrivers", "InterplayReport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .target(
      name: "InterplayLanguageServer",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayLint",
        "InterplayPipeline",
      ]),
    .executableTarget(
      name: "interplay",
      dependencies: [
        "InterplayDiagnostics",
        "InterplayModel",
        "InterplayLint",
        "InterplayPipeline",
        "InterplayRender",
        "InterplayRuntime",
        "InterplayCheck",
        "InterplayDrivers",
        "InterplaySCXML",
        "InterplayLanguageServer",
        "InterplayReport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The preview server `interplay preview` runs (PreviewExecutable): building
    // `interplay` compiles no SwiftNIO nor Hummingbird (docs/Development.md, Build time).
    // Its option files are links to those of `interplay`, so both parse the same flags.
    .executableTarget(
      name: "interplay-preview",
      dependencies: [
        "InterplayDiagnostics", "InterplayLint", "InterplayPipeline", "InterplayCheck",
        "InterplayDrivers", "InterplayRender", "InterplayReport", "InterplayPreview",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The build plugin's tool: reading and generating only (no Graphviz, no web server).
    .executableTarget(
      name: "interplay-gen",
      dependencies: ["InterplayDiagnostics", "InterplayLint", "InterplayCheck", "InterplayDrivers"]),
    .target(
      name: "InterplayTestSupport", dependencies: ["InterplayDiagnostics"],
      path: "Tests/InterplayTestSupport"),
    .testTarget(
      name: "InterplayDiagnosticsTests",
      dependencies: ["InterplayDiagnostics", "InterplayTestSupport"]),
    .testTarget(
      name: "InterplaySyntaxTests",
      dependencies: ["InterplayDiagnostics", "InterplaySyntax", "InterplayTestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "InterplayModelTests",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayTestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "InterplayLintTests",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayLint",
        "InterplayPipeline", "InterplayDrivers", "InterplayTestSupport",
      ]),
    .testTarget(
      name: "InterplayRenderTests",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayRuntime",
        "InterplayRender", "InterplayPipeline", "InterplayCheck", "InterplayDrivers",
        "InterplayTestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "InterplayRuntimeTests",
      dependencies: [
        "InterplayDiagnostics", "InterplayModel", "InterplayRuntime", "InterplayTesting",
        "InterplayPipeline", "InterplayCheck", "InterplayDrivers", "InterplayTestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "InterplayCheckTests",
      dependencies: [
        "InterplayDiagnostics", "InterplayRuntime", "InterplayCheck", "InterplayLint",
        "InterplayPipeline", "InterplayDrivers", "InterplayTestSupport",
      ]),
    .testTarget(
      name: "InterplayDriversTests",
      dependencies: [
        "InterplayDiagnostics", "InterplayModel", "InterplayRuntime", "InterplayCheck",
        "InterplayLint", "InterplayPipeline", "InterplayDrivers", "InterplaySCXML",
        "InterplayTestSupport",
      ]),
    .testTarget(
      name: "InterplayReportTests",
      dependencies: ["InterplayCheck", "InterplayReport", "InterplayTestSupport"]),
    .testTarget(
      name: "InterplayCodegenTests",
      dependencies: [
        "InterplayCheck", "InterplayCodegen", "InterplayDrivers", "InterplayPipeline",
        "InterplayRuntime",
        "InterplayTesting", "InterplayTestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "InterplayLanguageServerTests",
      dependencies: [
        "InterplayDiagnostics", "InterplaySyntax", "InterplayModel", "InterplayPipeline",
        "InterplayLanguageServer", "InterplayTestSupport",
      ]),
    // Measures text in a process of its own, so a test can measure under another
    // fontconfig (FONTCONFIG_FILE) than its own process was set up with.
    .executableTarget(
      name: "interplay-text-probe", dependencies: ["InterplayRender"], path: "Tests/TextProbe"),
    .executableTarget(
      name: "interplay-runtime-bench",
      dependencies: ["InterplayRuntime", "InterplayPipeline", "InterplayCheck"],
      path: "Benchmarks/runtime/Sources"),
    .executableTarget(
      name: "interplay-partition-sim",
      dependencies: ["InterplayCheck", "InterplayDrivers", "InterplayRuntime"],
      path: "Benchmarks/check/partition/Sources"),
    .executableTarget(
      name: "interplay-render-bench",
      dependencies: ["InterplayModel", "InterplayRender", "InterplayPipeline"],
      path: "Benchmarks/render/Sources"),
  ] + pluginTargets,
  swiftLanguageModes: [.v6]
)
