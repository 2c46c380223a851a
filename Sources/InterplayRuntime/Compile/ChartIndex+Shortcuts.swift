/// Shortcuts for the actions whose effect needs no evaluation: a send, emit or reply
/// whose payload is constant (no arguments, or constants within their domains). They
/// are performed from two flat tables (``ChartIndex/shortcuts`` and
/// ``ChartIndex/shortcutPayloads``) without reading the action: reading one retains
/// its box (``CompiledAction`` is indirect), and computing a payload allocates.
extension ChartIndex {
  /// The kinds of shortcut, in the low two bits of a code (the case id above them).
  static let noShortcut = 0
  static let sendShortcut = 1
  static let emitShortcut = 2
  static let replyShortcut = 3

  /// The shortcut of an action, as `kind | gid << 2` (the gid is 0 for a reply), and
  /// its constant payload; ``noShortcut`` when the action must be performed as written.
  static func shortcut(_ action: CompiledAction) -> (code: Int, payload: [UInt32]) {
    switch action {
    case .send(let gid, let arguments):
      guard let payload = constantPayload(arguments) else { return (noShortcut, []) }
      return (sendShortcut | gid << 2, payload)
    case .emit(let gid, let arguments):
      guard let payload = constantPayload(arguments) else { return (noShortcut, []) }
      return (emitShortcut | gid << 2, payload)
    case .reply(let value):
      guard let payload = constantPayload(value.map { [$0] } ?? []) else {
        return (noShortcut, [])
      }
      return (replyShortcut, payload)
    default:
      return (noShortcut, [])
    }
  }

  /// The ordinals of arguments that are all constants within their domains (whose
  /// evaluation can raise no fault), else nil.
  private static func constantPayload(_ arguments: [CompiledAction.Argument]) -> [UInt32]? {
    var payload: [UInt32] = []
    for argument in arguments {
      guard let value = argument.value.constantValue else { return nil }
      // Far out of range, the difference may not fit: the step then reports the fault.
      let (ordinal, overflow) = value.subtractingReportingOverflow(argument.lower)
      guard !overflow, ordinal >= 0, ordinal < argument.cardinality else { return nil }
      payload.append(UInt32(ordinal))
    }
    return payload
  }
}

extension CompiledExpr {
  /// The value of an expression that reads nothing (a constant, an enum case without
  /// payload), else nil.
  var constantValue: Int? {
    switch self {
    case .constant(let value): value
    case .enumValue(let offset, let payload) where payload.isEmpty: offset
    default: nil
    }
  }
}
