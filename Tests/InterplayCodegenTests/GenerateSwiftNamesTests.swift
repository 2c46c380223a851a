import Foundation
import InterplayCodegen
import InterplayDrivers
import InterplayTestSupport
import Testing

/// `interplay gen swift` on models named with Swift's keywords, standard-library and
/// runtime type names and the generated code's own members, in every role: each
/// lint-clean model generates Swift that type-checks, or is refused with a located
/// `gen.*` error.
@Suite struct GenerateSwiftNamesTests {
  /// The corpus models (``NameCorpus``) are lint-clean, generate Swift and conformance
  /// cases, and all of it type-checks in one `swiftc` run against InterplayRuntime.
  @Test func everyNameInEveryRoleCompiles() throws {
    let folder = TemporaryFolder()
    // `gen tests` explores the composed system: only on the small models, where it ends.
    var models = [
      ("Payloads.ipl", NameCorpus.payloads, false), ("Actors.ipl", NameCorpus.actors, false),
    ]
    models += NameCorpus.systemNames.map { ("System-\($0).ipl", NameCorpus.system($0), true) }
    var files: [String] = []
    for (file, source, conformance) in models {
      let path = folder.write(file, source)
      let swift = GenerateDriver.swift(paths: [path], output: folder.path)
      let findings = swift.diagnostics.map { "\($0.id): \($0.message)" }
      #expect(swift.modelStatus == .clean, "\(file) is not lint-clean: \(findings.prefix(5))")
      #expect(swift.status == .clean, "\(file): \(findings.prefix(5))")
      files += swift.outputs.map { folder.path + "/" + $0.fileName }
      if conformance {
        let tests = GenerateDriver.tests(paths: [path], output: folder.path)
        #expect(tests.status == .clean, "\(file): \(tests.diagnostics.prefix(5))")
        files += tests.outputs.map { folder.path + "/" + $0.fileName }
      }
    }
    #expect(files.count == 2 + 2 * NameCorpus.systemNames.count)
    let modules = CommandLineRun.executable.deletingLastPathComponent()
      .appendingPathComponent("Modules").path
    let result = try Swiftc.typecheck(files, modules: modules)
    #expect(result.status == 0, "\(result.errors.prefix(6000))")
    #expect(!result.errors.contains("warning:"), "\(result.errors.prefix(6000))")
  }

  /// One name Swift cannot say: the model, the error it gets and the text its range
  /// starts at (nil: the start of the file).
  struct Refusal: Sendable, CustomTestStringConvertible {
    var file = "Refused.ipl"
    var source: String
    var id: String
    var message: String
    /// The name the range covers, and the text before it that makes it unique.
    var at: (before: String, name: String)?

    var testDescription: String { message }
  }

  static let refusals: [Refusal] = [
    Refusal(
      source: "system Swift\nservice Clock { request { now } }", id: "gen.reserved-name",
      message: "the system name 'Swift' would hide the module 'Swift' from the generated Swift; "
        + "rename it", at: ("system ", "Swift")),
    Refusal(
      source: "system InterplayRuntime\nservice Clock { request { now } }",
      id: "gen.reserved-name",
      message: "the system name 'InterplayRuntime' would hide the module 'InterplayRuntime' "
        + "from the generated Swift; rename it", at: ("system ", "InterplayRuntime")),
    Refusal(
      file: "my-model.ipl", source: "service Clock { request { now } }", id: "gen.reserved-name",
      message: "the system name 'my-model' is not a Swift identifier; name the system with "
        + "'system Name'", at: nil),
    Refusal(
      source: "system Names\nenum Swift { a }", id: "gen.reserved-name",
      message: "the Swift name 'Swift' of type 'Swift' would hide the module 'Swift' from the "
        + "generated Swift; rename it", at: ("enum ", "Swift")),
    Refusal(
      source: "system Names\nservice InterplayRuntime { request { now } }",
      id: "gen.reserved-name",
      message: "the Swift name 'InterplayRuntime' of actor 'InterplayRuntime' would hide the "
        + "module 'InterplayRuntime' from the generated Swift; rename it",
      at: ("service ", "InterplayRuntime")),
    Refusal(
      source: "system Names\nservice Self { request { now } }", id: "gen.reserved-name",
      message: "the 'Stubs' property of actor 'Self' would be 'self', which Swift reserves; "
        + "rename the actor", at: ("service ", "Self")),
    Refusal(
      source: "system Names\ntype Self(2)", id: "gen.reserved-name",
      message: "the type 'Self' cannot be named in the generated protocols, where 'Self' is "
        + "the conforming type; rename it", at: ("type ", "Self")),
    Refusal(
      source: "system Names\nservice self { request { now } }", id: "gen.reserved-name",
      message: "the 'Stubs' property of actor 'self' would be 'self', which Swift reserves; "
        + "rename the actor", at: ("service ", "self")),
    Refusal(
      source:
        "system Names\nservice Protocol { request { now } }\nservice protocol { request { now } }",
      id: "gen.name-collision",
      message: "the Swift name 'protocol' of the 'Stubs' property of actor 'protocol' is also "
        + "the name of the 'Stubs' property of actor 'Protocol'; rename one",
      at: ("service ", "protocol")),
    Refusal(
      source: """
        system Names
        behaviour Self uri "/a" { request { now } initial state Idle { on now -> Idle } }
        behaviour self uri "/b" { request { now } initial state Idle { on now -> Idle } }
        service Client { requests Self.request, self.request }
        """, id: "gen.name-collision",
      message: "the Swift name 'selfConformance' of the conformance cases of actor 'self' is "
        + "also the name of the conformance cases of actor 'Self'; rename one",
      at: ("behaviour ", "self")),
    Refusal(
      source: "system Names\nservice Bindings { request { now } }", id: "gen.name-collision",
      message: "the Swift name 'bindings' of the 'Stubs' property of actor 'Bindings' is also "
        + "the name of the member 'bindings' of 'Stubs'; rename one",
      at: ("service ", "Bindings")),
    Refusal(
      source: "system Names\nenum Order { first, allCases }", id: "gen.name-collision",
      message: "the case 'allCases' of enum 'Order' is also the name of the member 'allCases' "
        + "Swift generates for it; rename the case", at: ("first, ", "allCases")),
    Refusal(
      source: "system Names\nenum Stubs { a }", id: "gen.name-collision",
      message: "the Swift name 'Stubs' of type 'Stubs' is also the name of the stub bindings; "
        + "rename one", at: ("enum ", "Stubs")),
    Refusal(
      source: "system Names\ntype modelName(2)", id: "gen.name-collision",
      message: "the Swift name 'modelName' of type 'modelName' is also the name of the model "
        + "name; rename one", at: ("type ", "modelName")),
    Refusal(
      source: "system Names\nservice sequences { request { now } }", id: "gen.name-collision",
      message: "the Swift name 'sequences' of actor 'sequences' is also the name of the "
        + "sequences; rename one", at: ("service ", "sequences")),
    Refusal(
      source: """
        system Names
        enum clockConformance { a }
        behaviour Clock { request { now } initial state Idle { on now -> Idle } }
        """, id: "gen.name-collision",
      message: "the Swift name 'clockConformance' of the conformance cases of actor 'Clock' is "
        + "also the name of type 'clockConformance'; rename one", at: ("behaviour ", "Clock")),
  ]

  /// Each name Swift cannot say in its role, in an otherwise lint-clean model, is one
  /// located `gen.*` error, and nothing is generated.
  @Test(arguments: refusals) func unsayableNamesAreRefusedWhereTheyAreDeclared(
    _ refusal: Refusal
  ) throws {
    let folder = TemporaryFolder()
    let path = folder.write(refusal.file, refusal.source)
    let report = GenerateDriver.swift(paths: [path])
    #expect(report.modelStatus == .clean, "\(report.diagnostics.map(\.message))")
    #expect(report.outputs.isEmpty)
    #expect(report.status == .inputError)
    let generated = report.diagnostics.filter { $0.id.rawValue.hasPrefix("gen.") }
    try #require(generated.count == 1, "\(generated.map(\.message))")
    #expect(generated[0].id.rawValue == refusal.id)
    #expect(generated[0].message == refusal.message)
    let utf8 = Array(refusal.source.utf8)
    var start = 0
    var end = 0
    if let at = refusal.at {
      let range = try #require(refusal.source.range(of: at.before + at.name))
      start =
        refusal.source.utf8.distance(from: refusal.source.startIndex, to: range.lowerBound)
        + at.before.utf8.count
      end = start + at.name.utf8.count
      #expect(String(decoding: utf8[start..<end], as: UTF8.self) == at.name)
    }
    #expect(generated[0].range.start == start)
    #expect(generated[0].range.end == end)
  }
}
