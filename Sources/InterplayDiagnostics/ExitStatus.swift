/// The process exit codes of every `interplay` command (sysexits-style where they overlap).
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Nothing to report.
  case clean = 0
  /// Lint findings, property violations or failed sequences.
  case findings = 1
  /// Exploration stopped at a limit before covering every state.
  case incomplete = 2
  /// The command line was wrong.
  case usage = 64
  /// The input files have errors (unreadable, unparsable, ill-typed).
  case inputError = 65
  /// A bug in Interplay.
  case internalError = 70
  /// An output could not be written: a read-only or missing folder, a full disk
  /// (sysexits' `EX_CANTCREAT`).
  case outputError = 73

  /// The most severe of two statuses, by the order a user must act on them.
  public func combined(with other: ExitStatus) -> ExitStatus {
    func rank(_ status: ExitStatus) -> Int {
      switch status {
      case .clean: 0
      case .findings: 1
      case .incomplete: 2
      case .inputError: 3
      case .outputError: 4
      case .usage: 5
      case .internalError: 6
      }
    }
    return rank(other) > rank(self) ? other : self
  }
}

extension Diagnostic {
  /// Whether the diagnostic is about malformed input (load, lexing, parsing, resolution,
  /// typing, a count past a documented limit) rather than a finding about a well-formed
  /// model.
  public var isInputError: Bool {
    guard severity == .error else { return false }
    let prefix = id.rawValue.prefix { $0 != "." }
    return ["load", "lex", "parse", "resolve", "type", "limit"].contains(String(prefix))
  }
}
