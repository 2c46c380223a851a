import Foundation
import InterplayCodegen
import InterplayDrivers
import InterplayTestSupport
import Testing

/// `interplay gen swift`: the golden text on bundled models, determinism, collisions,
/// and generated code that compiles.
@Suite struct GenerateSwiftTests {
  static let locationButton = TestPaths.repositoryRoot
    .appendingPathComponent("Examples/Sources/LocationFeature/LocationButton.ipl").path
  static let shapes = TestPaths.fixtures.appendingPathComponent("Codegen/Shapes.ipl").path

  @Test(arguments: [("LocationButton", locationButton), ("Shapes", shapes)])
  func generatedSwiftMatchesTheSnapshot(_ name: String, _ path: String) throws {
    let report = GenerateDriver.swift(paths: [path])
    #expect(report.status == .clean)
    let text = try #require(report.outputs.first?.text)
    SnapshotFile.expect(text, named: name + ".swift.txt")
    #expect(GenerateDriver.swift(paths: [path]).outputs.first?.text == text)
  }

  @Test func collidingNamesAreReportedAndNothingIsGenerated() {
    let source = """
      system Clash
      enum ClockEvent { tick }
      service Clock {
        event { tick }
      }
      """
    let folder = TemporaryFolder()
    let path = folder.write("Clash.ipl", source)
    let report = GenerateDriver.swift(paths: [path])
    #expect(report.outputs.isEmpty)
    #expect(report.status == .inputError)
    let collision = report.diagnostics.first { $0.id == SwiftGenerator.collisionID }
    #expect(collision?.message.contains("'ClockEvent'") == true)
  }

  /// The generated code of every bundled model, the conformance cases of its modelled
  /// actors and a stub written against a generated protocol type-check with `swiftc`
  /// against the modules this build made.
  @Test func generatedSwiftCompiles() throws {
    let folder = TemporaryFolder()
    var files: [String] = []
    for model in [Self.locationButton, Self.shapes] {
      let swift = GenerateDriver.swift(paths: [model], output: folder.path)
      let tests = GenerateDriver.tests(paths: [model], output: folder.path)
      #expect(swift.status == .clean && tests.status == .clean)
      files += (swift.outputs + tests.outputs).map { folder.path + "/" + $0.fileName }
    }
    let stub = folder.write(
      "Service.swift",
      """
      import InterplayRuntime
      struct Service: LocationButton.Service {
        var fixes: [LocationButton.Place]
        mutating func locate(outbox: inout LocationButton.ServiceOutbox) async {
          outbox.emit(fixes.isEmpty ? .failed : .located(place: fixes.removeFirst()))
        }
      }
      let stubs = LocationButton.Stubs(service: Service(fixes: [.home]))
      """)
    let modules = CommandLineRun.executable.deletingLastPathComponent()
      .appendingPathComponent("Modules").path
    let result = try Swiftc.typecheck(files + [stub], modules: modules)
    #expect(result.status == 0, "\(result.errors)")
  }
}
