import InterplayDiagnostics
import InterplayPipeline
import InterplayTestSupport

/// Small models and helpers shared by the configuration, suppression and driver tests.
enum LintFixtures {
  /// A service whose event nobody observes: one `unobserved-event` and one
  /// `isolated-actor` warning, nothing else.
  static let lonelyTimer = """
    system Clock
    service Timer {
      event { tick }
    }

    """

  /// `'Flow' sends 'Locator.locate' but does not request 'Locator.request'`: an error finding
  /// that replaces the resolver's `resolve.not-requested`.
  static let undeclaredSend = """
    system Finder
    service Locator {
      request { locate }
    }
    behaviour Flow {
      initial state Idle {
        entry { send Locator.locate }
      }
    }

    """

  /// The ids of a report's diagnostics, in order.
  static func ids(_ report: PipelineResult) -> [String] { report.diagnostics.map(\.id.rawValue) }

  /// `path:line:col: id` for each diagnostic, for compact expectations.
  static func positions(_ report: PipelineResult) -> [String] {
    report.diagnostics.map { diagnostic in
      let file = report.sources[diagnostic.range.file]
      let location = file.location(of: diagnostic.range.start)
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      return "\(name):\(location.line):\(location.column): \(diagnostic.id)"
    }
  }
}
