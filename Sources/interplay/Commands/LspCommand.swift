import ArgumentParser
import Foundation
import InterplayLanguageServer

/// `interplay lsp`: a Language Server Protocol server on standard input and output.
struct LspCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Serve the Language Server Protocol on standard input and output.",
    discussion: """
      Editors start this and speak JSON-RPC to it: diagnostics as you type (the same \
      pipeline and ids as 'interplay lint'), hover, go to definition, references, \
      completion, document symbols, formatting, quick fixes and rename. See docs/Editors.md.
      """)

  func run() throws {
    let status = ServerLoop.run(input: STDIN_FILENO, output: STDOUT_FILENO) { line in
      FileOutput.standardError.write(line + "\n")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
