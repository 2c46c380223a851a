import Foundation
import InterplayTestSupport
import Testing

/// Every target declares exactly what its Swift files import: a module imported without
/// being declared builds only while some other dependency happens to bring it along, and
/// a dependency declared but never imported hides what a target really holds. Read from
/// the manifests' text (``PackageManifest``) and the target folders' Swift files, for this
/// package and the two that build on it (`Fuzz/`, `Examples/`). `Scripts/import-matrix.sh`
/// prints the same check as a matrix for people (docs/Architecture.md): it knows the same
/// system modules and exceptions, so keep its lists in step with these.
@Suite struct PackageDependencyTests {
  /// Modules of the toolchain and the operating system, which no target declares.
  static let systemModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl",
    "Darwin", "os", "Synchronization", "Testing", "XCTest", "PackagePlugin",
    "PackageDescription",
  ]

  /// A declared dependency no Swift file of its target imports, and why that is right.
  struct Exception: Hashable {
    /// The package folder, relative to the repository (`.` for this package).
    var package: String
    var target: String
    var dependency: String
  }

  /// The declared dependencies that are rightly not imported.
  static let exceptions: [Exception] = [
    // A plugin's dependency is the executable it runs as a process
    // (`context.tool(named:)`), never imported: the build plugin's is `interplay-gen`...
    Exception(package: ".", target: "InterplayBuildPlugin", dependency: "interplay-gen"),
    // ...and the command plugin's is the whole command line.
    Exception(package: ".", target: "InterplayCommandPlugin", dependency: "interplay"),
    // LocationFeature's own files use only the types the build plugin generates from
    // LocationButton.ipl; the generated Swift, in the build folder, imports the runtime.
    Exception(package: "Examples", target: "LocationFeature", dependency: "InterplayRuntime"),
  ]

  /// The package folders checked, each with targets its manifest must be read to hold (so
  /// a reader that finds nothing fails instead of passing).
  static let packages: [(folder: String, expected: [String])] = [
    (
      ".",
      [
        "InterplayDiagnostics", "InterplaySCXML", "InterplayDrivers", "InterplayReport",
        "interplay", "InterplayTestSupport", "InterplayDriversTests", "InterplayBuildPlugin",
        "CGraphviz",
      ]
    ),
    ("Fuzz", ["FuzzDriver", "interplay-fuzz-scxml"]),
    ("Examples", ["LocationFeature", "LocationFeatureTests"]),
  ]

  /// The manifest of the package in `folder`, read.
  static func manifest(_ folder: String) throws -> PackageManifest {
    let url = TestPaths.repositoryRoot.appendingPathComponent(folder)
      .appendingPathComponent("Package.swift")
    let manifest = try PackageManifest(text: String(contentsOf: url, encoding: .utf8))
    let names = Set(manifest.targets.map(\.name))
    let expected = try #require(packages.first { $0.folder == folder }).expected
    try #require(
      names.isSuperset(of: expected),
      "\(url.path): no declaration read for \(expected.filter { !names.contains($0) })")
    return manifest
  }

  /// The modules the Swift files of a target import, system modules left out, with the
  /// files under its `exclude:` paths left out too. The folder must exist.
  static func imports(of target: PackageManifest.Target, in folder: String) throws -> Set<String> {
    let root = TestPaths.repositoryRoot.appendingPathComponent(folder)
      .appendingPathComponent(target.folder).standardizedFileURL
    var isFolder: ObjCBool = false
    try #require(
      FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder)
        && isFolder.boolValue,
      "\(target.name): no folder \(root.path)")
    let excluded = target.exclude.map { root.appendingPathComponent($0).path + "/" }
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { file in
      file.pathExtension == "swift"
        && !excluded.contains { file.standardizedFileURL.path.hasPrefix($0) }
    }
    var modules: Set<String> = []
    for file in files {
      modules.formUnion(PackageManifest.imports(in: try String(contentsOf: file, encoding: .utf8)))
    }
    return modules.subtracting(systemModules)
  }

  @Test(arguments: PackageDependencyTests.packages.map(\.folder))
  func importsAreTheDeclaredDependencies(package folder: String) throws {
    let manifest = try Self.manifest(folder)
    for target in manifest.targets where !["systemLibrary", "binaryTarget"].contains(target.kind) {
      let imported = try Self.imports(of: target, in: folder)
      let allowed = Set(
        Self.exceptions.filter { $0.package == folder && $0.target == target.name }
          .map { PackageManifest.moduleName($0.dependency) })
      let declared = Set(target.dependencies.map(PackageManifest.moduleName(_:)))
      let undeclared = imported.subtracting(declared)
      let unused = declared.subtracting(imported).subtracting(allowed)
      #expect(
        undeclared.isEmpty,
        "\(folder)/Package.swift: \(target.name) imports \(undeclared.sorted()) without declaring it"
      )
      #expect(
        unused.isEmpty,
        "\(folder)/Package.swift: \(target.name) declares \(unused.sorted()), which no file of it imports"
      )
    }
  }

  /// An exception that no longer applies (the dependency is gone, or now imported) is
  /// removed, so the list says only what is true.
  @Test func everyExceptionIsStillNeeded() throws {
    for exception in Self.exceptions {
      let manifest = try Self.manifest(exception.package)
      let target = try #require(
        manifest.targets.first { $0.name == exception.target }, "\(exception): no such target")
      #expect(target.dependencies.contains(exception.dependency), "\(exception): not declared")
      let imported = try Self.imports(of: target, in: exception.package)
      #expect(
        !imported.contains(PackageManifest.moduleName(exception.dependency)),
        "\(exception): imported after all")
    }
  }

  /// Every folder of Swift sources under `Sources/`, `Tests/` and `Plugins/` is some
  /// declared target's, so no target escapes the check through a declaration the reader
  /// missed.
  @Test(arguments: PackageDependencyTests.packages.map(\.folder))
  func everySourceFolderIsADeclaredTarget(package folder: String) throws {
    let manifest = try Self.manifest(folder)
    let declared = Set(manifest.targets.map { ($0.folder as NSString).standardizingPath })
    let package = TestPaths.repositoryRoot.appendingPathComponent(folder)
    for parent in ["Sources", "Tests", "Plugins"] {
      let url = package.appendingPathComponent(parent)
      let children =
        (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? []
      for child in children {
        let files =
          FileManager.default.enumerator(atPath: url.appendingPathComponent(child).path)?
          .compactMap { $0 as? String } ?? []
        guard files.contains(where: { $0.hasSuffix(".swift") }) else { continue }
        #expect(
          declared.contains(parent + "/" + child),
          "\(folder)/\(parent)/\(child) holds Swift files but is no declared target's folder")
      }
    }
  }

  /// The reader on a manifest of every form it reads, and on one it must refuse.
  @Test func readerReadsTheFormsItClaims() throws {
    let text = """
      // .target(name: "Commented") is not a declaration.
      let package = Package(
        name: "P",
        products: [.plugin(name: "Tool", targets: ["Tool"])],
        targets: [
          .target(name: "A"),
          /* .target(name: "Hidden"), */
          .target(
            name: "B",
            dependencies: [
              "A", .product(name: "Yams", package: "Yams"),
              .target(name: "C", condition: .when(platforms: [.linux])),
              .byName(name: "D"),
            ],
            path: "Somewhere/B", exclude: ["Snapshots"]),
          .plugin(name: "Tool", capability: .buildTool(), dependencies: ["tool-exe"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ])
      """
    let manifest = try PackageManifest(text: text)
    #expect(
      manifest.targets == [
        .init(kind: "target", name: "A"),
        .init(
          kind: "target", name: "B", path: "Somewhere/B", exclude: ["Snapshots"],
          dependencies: ["A", "Yams", "C", "D"]),
        .init(kind: "plugin", name: "Tool", dependencies: ["tool-exe"]),
        .init(kind: "testTarget", name: "ATests", dependencies: ["A"]),
      ])
    #expect(
      manifest.targets.map(\.folder) == [
        "Sources/A", "Somewhere/B", "Plugins/Tool", "Tests/ATests",
      ])
    #expect(PackageManifest.moduleName("tool-exe") == "tool_exe")
    #expect(throws: PackageManifest.Failure.self) {
      try PackageManifest(text: #".target(name: "E", dependencies: ["A", shared])"#)
    }
    #expect(throws: PackageManifest.Failure.self) {
      try PackageManifest(text: #".target(name: "E", sources: ["x.swift"])"#)
    }
  }

  /// Imports in every form, and lines of a multi-line string that only look like one.
  @Test func importsAreReadOutsideStrings() {
    let source = ##"""
      import Foundation
      @testable import A
      @_implementationOnly import B
      @_spi(Internal) public import C
      import struct D.Thing
        import E
      let script = """
        import json
        """
      let raw = #"""
        """
        import H
        """#
      // import F
      func importG() {}
      """##
    #expect(PackageManifest.imports(in: source) == ["Foundation", "A", "B", "C", "D", "E"])
  }
}
