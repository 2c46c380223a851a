import Foundation
import InterplayDiagnostics
import InterplayRuntime

/// Building trace files from runs, and reading and writing them.
extension TraceFile {
  /// The trace of a violation's counterexample.
  public init(violation: Violation, system: CompiledSystem, files: [String]) {
    self.init(
      run: violation.counterexample, system: system, files: files,
      check: violation.check.rawValue, name: violation.name, message: violation.message)
  }

  /// The trace of a run.
  public init(
    run: Counterexample, system: CompiledSystem, files: [String], check: String? = nil,
    name: String? = nil, message: String? = nil
  ) {
    let entries = run.records.enumerated().dropFirst().compactMap { number, record in
      record.step.map { Self.entry($0, record, number, run.states[number], system) }
    }
    self.init(
      system: system.model.name, files: files, check: check, name: name, message: message,
      loopStart: run.loopStart,
      initialChoices: run.initialChoices.contains { $0 != 0 } ? run.initialChoices : nil,
      steps: entries)
  }

  static func entry(
    _ step: Step, _ record: StepRecord, _ number: Int, _ state: SystemState,
    _ system: CompiledSystem
  ) -> Entry {
    let lines = TraceFormatter.lines(record, index: number, after: state, in: system)
    let head = lines.first.map { String($0.drop { $0 != " " }.dropFirst()) } ?? ""
    var entry = Entry(
      number: number, actor: system.actorName(step.actor), kind: "", text: head,
      transitions: record.transitions.map { system.describe($0) },
      after: system.isAlive(step.actor, in: state) ? system.activeLeaves(step.actor, in: state) : []
    )
    switch step {
    case .take(_, let index, let choices):
      entry.kind = "take"
      entry.index = index
      entry.choices = choices.isEmpty ? nil : choices
    case .eventless(_, let choices):
      entry.kind = "eventless"
      entry.choices = choices.isEmpty ? nil : choices
    case .stubTake(_, let index, let reply):
      entry.kind = "stubTake"
      entry.index = index
      entry.reply = reply
    case .stubEmit(_, let gid, let payload):
      entry.kind = "stubEmit"
      entry.case = system.caseName(gid)
      entry.payload = payload
    case .stubSend(_, let gid, let payload):
      entry.kind = "stubSend"
      entry.case = system.caseName(gid)
      entry.payload = payload
    case .timeout:
      entry.kind = "timeout"
    }
    return entry
  }

  /// The file as JSON with sorted keys, ending in a newline.
  public func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, integers and arrays always encode.
    let data = try! encoder.encode(self)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads a trace file of at most `limit` bytes, as every input is read (``FileReader``).
  ///
  /// - Throws: ``TraceFileError`` for unreadable or special files, files over `limit`,
  ///   malformed JSON or another format.
  public static func read(path: String, limit: Int = 32 << 20) throws -> TraceFile {
    let data: Data
    switch FileReader.read(path, limit: limit) {
    case .success(let bytes): data = Data(bytes)
    case .failure(let failure):
      let reason = failure == .missing ? "" : ": " + failure.message(path)
      throw TraceFileError(message: "cannot read trace file '\(path)'" + reason)
    }
    let file: TraceFile
    do {
      file = try JSONDecoder().decode(TraceFile.self, from: data)
    } catch {
      throw TraceFileError(message: "'\(path)' is not an interplay trace file: \(error)")
    }
    guard file.format == formatName, file.version == currentVersion else {
      throw TraceFileError(
        message:
          "'\(path)' is a \(file.format) file of version \(file.version); expected \(formatName) version \(currentVersion)"
      )
    }
    return file
  }
}

/// Why a trace file could not be read or replayed.
public struct TraceFileError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in one line.
  public var message: String

  /// An error saying `message`.
  public init(message: String) { self.message = message }

  /// The message, so an error printed with string interpolation reads as one.
  public var description: String { message }
}
