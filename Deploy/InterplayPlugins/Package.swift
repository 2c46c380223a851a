// swift-tools-version: 6.0
import PackageDescription

// Interplay's two plugins with prebuilt tools: `interplay-gen` and `interplay` come from
// the binary artifact bundle `Scripts/make-artifactbundle.sh` builds, so a package that
// uses the plugins through this one compiles none of the tools (nor SwiftNIO, Hummingbird,
// ArgumentParser or Graphviz's bindings). The plugin sources are the repository's own
// (Plugins/ holds symbolic links to ../../Plugins/...), and they ask for the tools by the
// same names as from source: each artifact of the bundle's info.json is a tool.
//
// The plugin targets are named apart from Interplay's (InterplayBundled...) because a
// package that applies the build plugin also depends on Interplay for InterplayRuntime,
// which the generated Swift imports, and target names are unique in a package graph; the
// products keep Interplay's names.
//
// The bundle: by default the zip the script leaves in the repository's
// .build/artifactbundle. Published, the same target names a URL and the checksum the
// script prints instead of the path:
//   .binaryTarget(
//     name: "InterplayTools", url: "https://.../interplay.artifactbundle.zip",
//     checksum: "<swift package compute-checksum interplay.artifactbundle.zip>")
let package = Package(
  name: "InterplayPlugins",
  platforms: [.macOS(.v15)],
  products: [
    .plugin(name: "InterplayBuildPlugin", targets: ["InterplayBundledBuildPlugin"]),
    .plugin(name: "InterplayCommandPlugin", targets: ["InterplayBundledCommandPlugin"]),
  ],
  targets: [
    .binaryTarget(
      name: "InterplayTools", path: "../../.build/artifactbundle/interplay.artifactbundle.zip"),
    .plugin(
      name: "InterplayBundledBuildPlugin", capability: .buildTool(),
      dependencies: ["InterplayTools"], path: "Plugins/InterplayBuildPlugin"),
    .plugin(
      name: "InterplayBundledCommandPlugin",
      capability: .command(
        intent: .custom(verb: "interplay", description: "Run the interplay tool on models."),
        permissions: [
          .writeToPackageDirectory(reason: "render, fmt --in-place and gen write files")
        ]),
      dependencies: ["InterplayTools"], path: "Plugins/InterplayCommandPlugin"),
  ]
)
