/// Runs a ``ConformanceCase`` against Swift code implementing the actor.
public enum ConformanceCheck {
  /// The first difference between what `actor` does and what the model's actor does on
  /// `testCase`, or nil when it does the same at every step.
  ///
  /// The implementation takes the case's notifications one by one through
  /// ``StubActor/receive(_:_:)`` (a generated binding calls its typed, async methods);
  /// a step differs when its events and requests differ, in order, when its reply
  /// differs, or when the binding rejects the notification. Steps after the first
  /// difference are not run: what they expect depends on the steps before.
  public static func firstMismatch(of testCase: ConformanceCase, against actor: some StubActor)
    -> String?
  {
    var actor = actor
    for (index, step) in testCase.steps.enumerated() {
      var outbox = StubOutbox()
      actor.receive(step.input, &outbox)
      let head =
        "\(testCase.name), step \(index + 1) of \(testCase.steps.count): "
        + "on \(step.input.isReply ? "reply " : "")\(step.input.qualifiedName)"
        + (step.input.arguments.isEmpty
          ? "" : "(" + step.input.arguments.map(\.description).joined(separator: ", ") + ")")
        + " from \(step.input.sender)"
      if let problem = outbox.problems.first {
        return head + "\n  the implementation rejected it: \(problem)"
      }
      if outbox.actions != step.expected {
        return head + "\n  expected: " + list(step.expected) + "\n  actual:   "
          + list(outbox.actions)
      }
      if step.input.expectsReply, outbox.replyValue != step.reply {
        return head + "\n  expected reply: \(step.reply.map(\.description) ?? "none")"
          + "\n  actual reply:   \(outbox.replyValue.map(\.description) ?? "none")"
      }
    }
    return nil
  }

  private static func list(_ actions: [StubOutbox.Action]) -> String {
    actions.isEmpty ? "nothing" : actions.map(\.description).joined(separator: ", ")
  }
}
