import InterplayRuntime

/// A counterexample written to disk, for `interplay run --replay FILE` to re-execute.
///
/// JSON with sorted keys (format `interplay-trace`, version 1):
///
/// ```json
/// {
///   "format": "interplay-trace", "version": 1,
///   "system": "LocationButton", "files": ["Diagrams/LocationButton/LocationButton.ipl"],
///   "check": "property", "name": "PresentsAfterAsk", "message": "property '…' is violated: …",
///   "loopStart": null,
///   "steps": [
///     { "number": 1, "actor": "Presentation", "kind": "stubEmit",
///       "case": "Presentation.showLocationRequested", "payload": [],
///       "text": "stub Presentation emits showLocationRequested",
///       "transitions": [], "after": [] },
///     { "number": 2, "actor": "Behaviour", "kind": "take", "index": 0,
///       "text": "Behaviour takes Presentation.showLocationRequested from Presentation: handled",
///       "transitions": ["Idle -> Locating on Presentation.showLocationRequested"],
///       "after": ["Locating"] }
///   ]
/// }
/// ```
///
/// A step says exactly what the step function is given: the moving actor (by path), the
/// kind (`take`, `eventless`, `stubTake`, `stubEmit`, `stubSend`), the queue `index` of a
/// take, the `reply` ordinal a stub answers with, the `case` (qualified name) and
/// `payload` ordinals of a spontaneous stub action. `text`, `transitions` and `after`
/// (the moving actor's active leaf states) record what happened, so a replay on a changed
/// model can say where it diverges. `loopStart` is the number of the first step of a
/// cycle that repeats forever (a liveness counterexample), else absent.
/// `initialChoices` are the options the initialization took at its nondeterministic
/// choices, when the run starts from another initial state than the first.
public struct TraceFile: Codable, Hashable, Sendable {
  /// The format name every trace file carries.
  public static let formatName = "interplay-trace"
  /// The current version.
  public static let currentVersion = 1

  /// `interplay-trace`.
  public var format: String
  /// 1.
  public var version: Int
  /// The system name.
  public var system: String
  /// The model files, as given to `interplay check` (relative paths are tried from the
  /// current directory, then from the trace file's directory).
  public var files: [String]
  /// The check that failed (`deadlock`, `property`, …), if the trace shows a violation.
  public var check: String?
  /// The violated declaration's name, if any.
  public var name: String?
  /// The violation's message.
  public var message: String?
  /// The number of the first step of the repeating cycle, for a lasso.
  public var loopStart: Int?
  /// The options the initialization took at its nondeterministic choices
  /// (``CompiledSystem/initialWays()``): which initial state the run starts from. Absent
  /// for the first.
  public var initialChoices: [UInt32]?
  /// The steps, numbered from 1 (0 is the initialization, which is not stored).
  public var steps: [Entry]

  /// One step.
  public struct Entry: Codable, Hashable, Sendable {
    /// The step's number, from 1.
    public var number: Int
    /// The moving actor's path.
    public var actor: String
    /// `take`, `eventless`, `stubTake`, `stubEmit` or `stubSend`.
    public var kind: String
    /// The queue index taken (`take`, `stubTake`).
    public var index: Int?
    /// The reply ordinal a stub answers with (`stubTake` of a request with a reply type).
    public var reply: UInt32?
    /// The qualified case of a stub's spontaneous action (`stubEmit`, `stubSend`).
    public var `case`: String?
    /// The payload ordinals of a stub's spontaneous action.
    public var payload: [UInt32]?
    /// The options a modelled actor's step took at its nondeterministic choices (from 0,
    /// in the order met); absent when it made none.
    public var choices: [UInt32]?
    /// What happened, in one line.
    public var text: String
    /// The transitions that fired, described.
    public var transitions: [String]
    /// The moving actor's active leaf states after the step.
    public var after: [String]
  }

  /// Creates a trace file.
  public init(
    system: String, files: [String], check: String? = nil, name: String? = nil,
    message: String? = nil, loopStart: Int? = nil, initialChoices: [UInt32]? = nil,
    steps: [Entry]
  ) {
    format = Self.formatName
    version = Self.currentVersion
    self.system = system
    self.files = files
    self.check = check
    self.name = name
    self.message = message
    self.loopStart = loopStart
    self.initialChoices = initialChoices
    self.steps = steps
  }
}
