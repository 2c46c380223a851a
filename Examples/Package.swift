// swift-tools-version: 6.0
import PackageDescription

// A small app package that runs its interaction model as tests against its own Swift
// actors: `cd Examples && swift test`. The build-tool plugin lints the model in
// Sources/LocationFeature and generates its Swift types and conformance cases there.
let package = Package(
  name: "InterplayExamples",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Interplay", path: "..")
  ],
  targets: [
    .target(
      name: "LocationFeature",
      dependencies: [.product(name: "InterplayRuntime", package: "Interplay")],
      plugins: [.plugin(name: "InterplayBuildPlugin", package: "Interplay")]),
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
