import Foundation
import InterplayTestSupport
import Testing

/// `-` as a path reads the model from standard input, named `<stdin>`, in every command
/// that reads models; `--exclude` and `--config` apply to them all.
@Suite struct StandardInputCommandTests {
  /// A door whose button's `held` nobody handles: lint warns, check finds it unhandled.
  static let door = """
    system Door

    presentation Button {
      event { pressed, held }
    }

    behaviour Door {
      observes Button.event
      initial state Closed {
        on Button.pressed -> Open
      }
      state Open {
        on Button.pressed -> Closed
      }
    }

    sequence OpenAndClose {
      Button -> Door: pressed
      Button -> Door: pressed
    }

    """

  let folder = TemporaryFolder()

  func run(_ arguments: [String], input: String? = Self.door) throws -> CommandLineRun {
    try CommandLineRun.run(arguments, in: folder.path, timeout: 120, input: input)
  }

  @Test func lintNamesStandardInputInItsDiagnostics() throws {
    let run = try run(["lint", "-"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.hasPrefix(
        "<stdin>:4:20: warning: event 'Button.held' may be emitted but no observer handles it"))
  }

  @Test func checkRunRenderExportAndFormatReadStandardInput() throws {
    let check = try run(["check", "-", "--no-timing"])
    #expect(check.status == 1)
    #expect(check.output.contains("<stdin>:7:11: error: unhandled notification"))
    let junit = try run(["check", "-", "--format", "junit", "--no-timing"])
    #expect(junit.output.contains(#"name="unhandled" file="&lt;stdin&gt;" line="7""#))
    let played = try run(["run", "-"])
    #expect(played.status == 0)
    #expect(played.output.contains("PASS Door.OpenAndClose"))
    #expect(played.output.contains("<stdin>:17:10"))
    let render = try run(["render", "-", "--kind", "topology", "--format", "dot", "-o", "out"])
    #expect(render.status == 0, "\(render.errors)")
    #expect(folder.read("out/Door-topology.dot")?.contains("digraph") == true)
    let export = try run(["export", "scxml", "-"])
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output.contains(#"<scxml xmlns="http://www.w3.org/2005/07/scxml""#))
    let formatted = try run(["fmt", "-"], input: "system   Door\nbehaviour  Door {}\n")
    #expect(formatted.status == 0, "\(formatted.errors)")
    #expect(formatted.output == "system Door\n\nbehaviour Door {}\n")
  }

  @Test func errorsInStandardInputAreInputErrors() throws {
    let broken = try run(
      ["check", "-"], input: "system X\nactor A { initial state S { on nothing -> T } }\n")
    #expect(broken.status == 65)
    #expect(broken.output.hasPrefix("<stdin>:2:32: error: 'A' has no request 'nothing'"))
    let empty = try run(["lint", "-"], input: "")
    #expect(empty.status == 65)
    #expect(empty.output.contains("<stdin>:1:1: error: file '<stdin>' is empty [load.empty-file]"))
    let large = try run(["lint", "-", "--max-file-size", "10"])
    #expect(large.status == 65)
    #expect(large.output.contains("[load.file-too-large]"))
  }

  /// Standard input is read once: `-` twice is one input, beside a file of the same text.
  @Test func standardInputIsOneInputHoweverOftenNamed() throws {
    _ = folder.write("door.ipl", Self.door)
    let run = try run(["lint", "-", "door.ipl", "-"])
    #expect(run.status == 0)
    let warnings = run.output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.map { $0.prefix { $0 != ":" } } == ["<stdin>", "door.ipl"])
  }

  @Test func formatCannotRewriteStandardInputInPlace() throws {
    let run = try run(["fmt", "--in-place", "-"])
    #expect(run.status == 64)
    #expect(run.errors.contains("'--in-place' cannot rewrite standard input ('-')"))
  }

  /// `--config` applies to standard input as to a file; without it, the working folder's
  /// `.interplay.yml` does.
  @Test func configurationAppliesToStandardInput() throws {
    let quiet = folder.write("quiet.yml", "rules:\n  unhandled-case: off\n")
    let configured = try run(["lint", "-", "--config", quiet])
    #expect(configured.status == 0)
    #expect(configured.output.isEmpty)
    _ = folder.write(".interplay.yml", "warnings-as-errors: true\n")
    let discovered = try run(["lint", "-"])
    #expect(discovered.status == 1)
    #expect(try run(["lint", "-", "--no-config"]).status == 0)
  }

  /// `fmt` takes `--exclude` too: an excluded file is neither read nor reported.
  @Test func formatLeavesExcludedFilesOut() throws {
    _ = folder.write("models/good.ipl", "system Good\n\nbehaviour Good {}\n")
    _ = folder.write("models/ugly/ugly.ipl", "system   Ugly\nbehaviour  Ugly {}\n")
    let all = try run(["fmt", "--check", "models"], input: nil)
    #expect(all.status == 1)
    #expect(all.errors.contains("models/ugly/ugly.ipl"))
    let excluded = try run(["fmt", "--check", "models", "--exclude", "models/ugly"], input: nil)
    #expect(excluded.status == 0, "\(excluded.errors)")
    #expect(excluded.errors.isEmpty)
  }
}
