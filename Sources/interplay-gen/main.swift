import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint

// The build-tool plugin's tool: `interplay gen swift` and `interplay gen tests` for one
// model, without the renderer, the preview server or the language server, so a package
// that depends on Interplay builds only what reading and generating need.
//
// usage: interplay-gen swift|tests MODEL --output FILE.swift
//        interplay-gen --version

/// Writes text to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

// A signal removes the temporary file of an unfinished write before the process ends.
SignalHandling.install(searches: false)
let arguments = Array(CommandLine.arguments.dropFirst())
// The same version as `interplay --version`: what a binary artifact bundle was built from.
if arguments == ["--version"] {
  print(DiagnosticOutput.toolVersion)
  exit(0)
}
guard arguments.count == 4, ["swift", "tests"].contains(arguments[0]), arguments[2] == "--output"
else {
  printError("usage: interplay-gen swift|tests MODEL --output FILE.swift | --version\n")
  exit(ExitStatus.usage.rawValue)
}
let (kind, model, output) = (arguments[0], arguments[1], arguments[3])
let folder = (output as NSString).deletingLastPathComponent
if !folder.isEmpty {
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
}
let report =
  kind == "swift"
  ? GenerateDriver.swift(paths: [model], output: output)
  : GenerateDriver.tests(paths: [model], output: output)
// As `interplay lint` prints them: `file:line:col: error: message [id]`, which SwiftPM
// and Xcode show at the line.
printError(
  DiagnosticOutput.render(report.diagnostics, sources: report.sources, format: .text))
for note in report.notes { printError("note: \(note)\n") }
if let usage = report.usageError { printError("error: \(usage)\n") }
for error in report.writeErrors { printError("error: \(error)\n") }
exit(report.usageError != nil ? ExitStatus.usage.rawValue : report.status.rawValue)
