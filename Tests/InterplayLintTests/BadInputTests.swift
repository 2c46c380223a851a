import Foundation
import InterplayDiagnostics
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Bad input always gets a diagnostic and a non-zero exit, never a crash or a hang.
@Suite struct BadInputTests {
  let folder = TemporaryFolder()

  private func lint(_ paths: [String], maxFileSize: Int = 32 << 20) -> PipelineResult {
    ModelPipeline.load(
      paths: paths, options: PipelineOptions(maxFileSize: maxFileSize, lastStage: .lint))
  }

  private func ids(_ report: PipelineResult) -> [String] { report.diagnostics.map(\.id.rawValue) }

  @Test func emptyFile() {
    let report = lint([folder.write("empty.ipl", "")])
    #expect(ids(report) == ["load.empty-file"])
    #expect(report.diagnostics[0].message == "file '\(folder.path)/empty.ipl' is empty")
    #expect(report.status == .inputError)
  }

  @Test func commentOnlyFileDeclaresNothing() {
    let report = lint([folder.write("c.ipl", "// nothing here\n")])
    #expect(ids(report) == ["load.empty-file"])
    #expect(report.diagnostics[0].message.hasSuffix("declares nothing"))
  }

  @Test func binaryGarbage() {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let report = lint([folder.write("garbage.ipl", bytes: bytes)])
    #expect(!report.diagnostics.isEmpty)
    #expect(report.status == .inputError)
  }

  @Test func invalidUTF8IsReportedAtItsPosition() {
    let bytes = Array("system S\nenum E { a, ".utf8) + [0xC3, 0x28] + Array(" b }\n".utf8)
    let report = lint([folder.write("utf8.ipl", bytes: bytes)])
    let diagnostic = report.diagnostics.first { $0.id == "lex.invalid-utf8" }
    #expect(diagnostic != nil)
    if let diagnostic {
      #expect(report.sources.location(of: diagnostic.range) == SourceLocation(line: 2, column: 13))
    }
    #expect(report.status == .inputError)
  }

  @Test func deepNestingIsCappedWithoutStackOverflow() {
    let depth = 10_000
    let text =
      "system Deep\nactor A {\n" + String(repeating: "state S {\n", count: depth)
      + String(repeating: "}\n", count: depth) + "}\n"
    let report = lint([folder.write("deep.ipl", text)])
    #expect(ids(report).contains("parse.nesting-too-deep"))
    #expect(report.status == .inputError)
  }

  @Test func fileOverTheSizeLimit() {
    let path = folder.write("big.ipl", String(repeating: "// padding\n", count: 200))
    let report = lint([path], maxFileSize: 1000)
    #expect(ids(report) == ["load.file-too-large"])
    #expect(report.status == .inputError)
  }

  @Test func fiftyMegabyteFileIsRefusedQuickly() {
    let path = folder.path + "/huge.ipl"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = FileHandle(forWritingAtPath: path)!
    try? handle.truncate(atOffset: 50 << 20)  // sparse: no 50 MB write needed
    try? handle.close()
    let report = lint([path])
    #expect(ids(report) == ["load.file-too-large"])
    #expect(report.status == .inputError)
  }

  @Test func importOfMissingFile() {
    let path = folder.write("main.ipl", "system S\nimport \"missing.ipl\"\n")
    let report = lint([path])
    #expect(ids(report) == ["load.file-not-found"])
    let diagnostic = report.diagnostics[0]
    #expect(report.sources.location(of: diagnostic.range) == SourceLocation(line: 2, column: 8))
    #expect(diagnostic.message == "imported file '\(folder.path)/missing.ipl' does not exist")
  }

  @Test func importCycle() {
    folder.write("a.ipl", "system S\nimport \"b.ipl\"\n")
    folder.write("b.ipl", "import \"a.ipl\"\nenum E { x }\n")
    let report = lint([folder.path + "/a.ipl"])
    #expect(ids(report) == ["load.import-cycle"])
    #expect(report.diagnostics[0].message.contains("a.ipl' -> '"))
  }

  @Test func folderWithoutModels() {
    folder.write("sub/readme.txt", "not a model")
    let report = lint([folder.path + "/sub"])
    #expect(ids(report) == ["load.no-input-files"])
    #expect(report.status == .inputError)
  }

  @Test func missingPath() {
    let report = lint([folder.path + "/nope.ipl"])
    #expect(ids(report) == ["load.file-not-found"])
    #expect(report.status == .inputError)
  }
}
