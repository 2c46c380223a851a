import InterplayDiagnostics
import InterplaySyntax

/// The read map of a smart registration (Quantwm's read `QWMap`): its handler may read
/// what triggers it (its reads, its collectors' reads and writes) and what it writes,
/// nothing else. A property read outside it would show a stale value, since the
/// registration is not delivered again when that property changes; Quantwm asserts
/// against such a read at run time. It is a semantic error whatever the profile, as
/// writing outside the write set is (`resolve.write-outside-set`).
///
/// The resolver sees the handler's own guard and actions, every branch of them; what the
/// same step reaches beyond them (entry and exit actions, eventless and completion
/// transitions) only a run shows, and the step function faults on it
/// (`Fault.readOutsideMap` in the runtime, the `mutation` check).
extension ModelBuilder {
  /// Reports each property the guard or the actions of `transition`, a handler of smart
  /// registration `smart`, read outside its read map: once per property and transition,
  /// at its first read, with a fix-it that adds it to the registration's reads.
  func checkReadMap(_ transition: Transition, of smart: RegistrationRef) {
    let registration = model[smart]
    var reported = Set<PropertyRef>()
    func check(_ expr: ResolvedExpr) {
      Self.visitSubexpressions(expr) { read in
        guard case .property(let property) = read.kind,
          !registration.reads.contains(property), !registration.writes.contains(property),
          reported.insert(property).inserted
        else { return }
        reportReadOutsideMap(property, at: read.range, of: smart)
      }
    }
    if let guardExpr = transition.guardExpr { check(guardExpr) }
    ResolvedAction.visit(transition.actions) { action in
      Self.visitExpressions(of: action, check)
    }
  }

  private func reportReadOutsideMap(
    _ property: PropertyRef, at range: SourceRange, of smart: RegistrationRef
  ) {
    let registration = model[smart]
    let name = model[smart.dataModel].name + "." + model[property].name
    var fixIts: [FixIt] = []
    let declared = dataDecls[smart.dataModel.rawValue].registrations.first {
      $0.name.name == registration.name
    }
    if let declared {
      let (end, text) =
        declared.reads.last.map { ($0.range.end, ", " + name) }
        ?? (declared.owner.range.end, " reads " + name)
      fixIts.append(
        FixIt(
          "add '\(name)' to the reads of '\(registration.name)'",
          edits: [TextEdit(range: .point(declared.range.file, end), replacement: text)]))
    }
    error(
      "resolve.read-outside-map",
      "smart registration '\(registration.name)' reads '\(name)' outside its read map: it is "
        + "not delivered again when '\(name)' changes, so what it shows goes stale",
      at: range,
      notes: [DiagnosticNote("'\(registration.name)' declared here", at: registration.nameRange)],
      fixIts: fixIts)
  }

  /// Visits the expressions an action evaluates itself (not those of nested actions).
  private static func visitExpressions(
    of action: ResolvedAction, _ body: (ResolvedExpr) -> Void
  ) {
    switch action.kind {
    case .send(_, let arguments), .emit(_, let arguments), .raise(_, let arguments),
      .sendAfter(_, let arguments, _):
      arguments.forEach(body)
    case .reply(let value):
      if let value { body(value) }
    case .assign(_, let value), .assert(let value, _), .ifAction(let value, _, _):
      body(value)
    case .push, .pop, .transaction, .cancel, .choose:
      break
    }
  }

  /// Visits an expression and every subexpression.
  private static func visitSubexpressions(_ expr: ResolvedExpr, _ body: (ResolvedExpr) -> Void) {
    body(expr)
    switch expr.kind {
    case .enumCase(_, let payload):
      for element in payload { visitSubexpressions(element, body) }
    case .unary(_, let operand):
      visitSubexpressions(operand, body)
    case .binary(_, let lhs, let rhs):
      visitSubexpressions(lhs, body)
      visitSubexpressions(rhs, body)
    case .bool, .int, .variable, .binding, .property, .inState, .error:
      break
    }
  }
}
