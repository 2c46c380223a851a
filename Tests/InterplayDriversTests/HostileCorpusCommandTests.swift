import Foundation
import InterplayTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every hostile fixture (`Tests/Fixtures/Hostile/`) through every command and output
/// format of the real executable: each run ends with a documented exit status other than
/// an internal error, never a signal, within the time bound; what it prints is well
/// formed in its format (JSON parses, XML parses, text carries no control characters).
@Suite(.serialized) struct HostileCorpusCommandTests {
  /// The hostile fixtures, by file name.
  static let fixtures: [String] =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: TestPaths.fixtures.appendingPathComponent("Hostile").path)) ?? [])
    .filter { $0.hasSuffix(".ipl") }.sorted()

  /// How a variant's standard output is checked.
  enum Output { case text, json, xml, none }

  /// A command line (the fixture's path is appended) and the format of what it prints.
  struct Variant {
    var arguments: [String]
    var output: Output
  }

  /// Each command in each of its formats; searches sized so each run stays short.
  static let variants: [Variant] = {
    let search = ["--max-states", "300", "--max-memory", "256M", "--timeout", "10"]
    var variants: [Variant] = []
    for (format, output) in [("text", Output.text), ("json", .json), ("sarif", .json)] {
      variants.append(Variant(arguments: ["lint", "--format", format], output: output))
    }
    variants.append(Variant(arguments: ["lint", "--format", "junit"], output: .xml))
    for (format, output) in [
      ("text", Output.text), ("json", .json), ("sarif", .json), ("junit", .xml),
    ] {
      variants.append(
        Variant(
          arguments: ["check", "--format", format, "--no-timing"] + search, output: output))
    }
    for (format, output) in [("text", Output.text), ("json", .json), ("junit", .xml)] {
      variants.append(
        Variant(arguments: ["run", "--format", format, "--trace"] + search, output: output))
    }
    variants.append(Variant(arguments: ["render", "--format", "svg", "-o", "svg"], output: .none))
    variants.append(Variant(arguments: ["render", "--format", "dot", "-o", "dot"], output: .none))
    // `fmt` prints source text, which keeps what the file holds (a raw control character
    // in a string stays one); HostileCorpusTests check that formatting keeps the meaning.
    variants.append(Variant(arguments: ["fmt"], output: .none))
    return variants
  }()

  @Test func theCorpusIsThere() {
    #expect(Self.fixtures.count >= 20)
    #expect(Self.variants.count == 14)
  }

  @Test(arguments: fixtures)
  func everyCommandAndFormatReports(_ name: String) throws {
    let path = TestPaths.fixtures.appendingPathComponent("Hostile/" + name).path
    for variant in Self.variants {
      let folder = TemporaryFolder()
      let arguments = variant.arguments + [path]
      let run = try CommandLineRun.run(arguments, in: folder.path, timeout: 30)
      let label = "\(name): interplay \(arguments.dropLast().joined(separator: " "))"
      #expect(!run.timedOut, "\(label) did not finish")
      #expect([0, 1, 2, 65].contains(run.status), "\(label) exited \(run.status): \(run.errors)")
      #expect(Self.isClean(run.errors), "\(label): control characters on standard error")
      switch variant.output {
      case .text: #expect(Self.isClean(run.output), "\(label): control characters")
      case .json:
        #expect(
          (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) != nil,
          "\(label): not JSON")
      case .xml: #expect(XMLParser(data: Data(run.output.utf8)).parse(), "\(label): not XML")
      case .none: break
      }
      for file in Self.files(under: folder.path) {
        #expect(!file.hasSuffix(".tmp") && !file.contains("/."), "\(label) left \(file)")
        if file.hasSuffix(".svg"), let data = FileManager.default.contents(atPath: file) {
          #expect(XMLParser(data: data).parse(), "\(label): \(file) is not XML")
        }
      }
    }
  }

  /// No control character but line feed and tab.
  static func isClean(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0 == "\u{7F}" }
  }

  /// Every regular file under `folder`, as a path.
  static func files(under folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let full = folder + "/" + relative
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        files.append(full)
      }
    }
    return files
  }
}
