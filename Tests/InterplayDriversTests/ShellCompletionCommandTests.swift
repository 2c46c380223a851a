import Foundation
import InterplayTestSupport
import Testing

/// `interplay --generate-completion-script SHELL` (swift-argument-parser) completes every
/// subcommand and their flags; `Scripts/generate-docs.sh` writes these files.
@Suite struct ShellCompletionCommandTests {
  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptNamesTheSubcommandsAndFlags(_ shell: String) throws {
    let run = try CommandLineRun.run(["--generate-completion-script", shell])
    #expect(run.status == 0, "\(run.errors)")
    // Fish lists long flags without their dashes.
    for word in ["lint", "check", "run", "render", "fmt", "export", "no-timing", "exclude"] {
      #expect(run.output.contains(word), "\(shell): \(word)")
    }
  }

  /// The bash script loads in bash and registers the completion function.
  @Test func bashScriptRegistersItsCompletion() throws {
    let folder = TemporaryFolder()
    let script = try CommandLineRun.run(["--generate-completion-script", "bash"])
    let path = folder.write("interplay.bash", script.output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "source '\(path)' && complete -p interplay"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output.contains("complete -o filenames -F _interplay interplay"))
  }
}
