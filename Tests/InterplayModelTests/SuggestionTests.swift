import Foundation
import InterplayTestSupport
import Testing

@testable import InterplayModel

/// Edit-distance suggestions and the coverage of every diagnostic id by a test.
@Suite struct SuggestionTests {
  @Test func distanceCountsEditsAndTranspositions() {
    #expect(Suggestions.distance("Idle", "Idle") == 0)
    #expect(Suggestions.distance("Idel", "Idle") == 1)
    #expect(Suggestions.distance("Servce", "Service") == 1)
    #expect(Suggestions.distance("", "abc") == 3)
    #expect(Suggestions.distance("kitten", "sitting") == 3)
  }

  @Test func closestPrefersNearAndEarlierCandidates() {
    #expect(Suggestions.closest(to: "Idel", among: ["Busy", "Idle", "Idol"]) == "Idle")
    #expect(Suggestions.closest(to: "Idl", among: ["Idle", "Idol"]) == "Idle", "ties go first")
    #expect(Suggestions.closest(to: "idle", among: ["Idle"]) == "Idle", "case differences count 0")
    #expect(Suggestions.closest(to: "Zebra", among: ["Idle", "Busy"]) == nil)
    #expect(Suggestions.closest(to: "a", among: ["b"]) == "b", "one edit is always close")
    #expect(Suggestions.closest(to: "ab", among: ["cd"]) == nil)
    #expect(
      Suggestions.closest(to: "Idle", among: ["Idle"]) == nil, "never suggest the name itself")
  }

  /// Every diagnostic id the resolver can emit is asserted by at least one test or
  /// snapshot, so a new diagnostic cannot land untested.
  @Test func everyDiagnosticIdIsTested() throws {
    let root = TestPaths.repositoryRoot
    let sources = try swiftFiles(under: root.appendingPathComponent("Sources/InterplayModel"))
    let pattern = try Regex(#""((?:resolve|type)\.[a-z-]+)""#)
    var ids = Set<String>()
    for file in sources {
      for match in try String(contentsOf: file, encoding: .utf8).matches(of: pattern) {
        if let id = match.output[1].substring { ids.insert(String(id)) }
      }
    }
    let testFolder = root.appendingPathComponent("Tests/InterplayModelTests")
    var tested = ""
    for file in try FileManager.default.subpathsOfDirectory(atPath: testFolder.path).sorted()
    where !file.hasSuffix("SuggestionTests.swift") {
      tested +=
        (try? String(
          contentsOf: testFolder.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }
    #expect(ids.count > 50)
    let untested = ids.sorted().filter {
      !tested.contains("\"\($0)\"") && !tested.contains("[\($0)]")
    }
    #expect(untested == [])
  }

  private func swiftFiles(under folder: URL) throws -> [URL] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".swift") }
      .map { folder.appendingPathComponent($0) }
  }
}
