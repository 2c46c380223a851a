import InterplayDiagnostics
import InterplaySyntax

/// The branches of choice and junction pseudostates: guards, targets (seen from the
/// pseudostate's state) and actions.
extension ModelBuilder {
  func resolveChoiceBranches(actor index: Int) {
    guard let decls = choiceDecls[index], !decls.isEmpty else { return }
    let actor = ActorID(index)
    let context = ActionContext(
      expr: ExprContext(actor: actor), reply: replyContext(for: actor, taking: nil))
    for (position, decl) in decls.enumerated() {
      let chart = model.actors[index].chart!
      let choice = chart.choices[position]
      let kind = choice.isJunction ? "junction" : "choice"
      if decl.branches.isEmpty {
        error(
          "resolve.choice-without-branches",
          "\(kind) '\(decl.name.name)' has no branches: a transition to it could go nowhere",
          at: decl.name.range)
        continue
      }
      var branches: [ChoiceBranch] = []
      for (number, branch) in decl.branches.enumerated() {
        if branch.isElse, number != decl.branches.count - 1 {
          error(
            "resolve.choice-else",
            "the 'else' branch of \(kind) '\(decl.name.name)' must be its last", at: branch.range)
        }
        guard let path = branch.target,
          let target = lookupState(path, from: choice.parent, actor: actor, chart: chart)
        else { continue }
        if case .choice = target {
          error(
            "resolve.choice-target",
            "'\(path.text)' is a choice or junction: a branch goes to a state or a history",
            at: path.range)
          continue
        }
        branches.append(
          ChoiceBranch(
            guardExpr: branch.guardExpr.map { coerce($0, to: Model.boolTypeID, in: context.expr) },
            isElse: branch.isElse, target: target,
            actions: resolveActions(branch.actions?.actions ?? [], in: context),
            range: branch.range))
      }
      model.actors[index].chart!.choices[position].branches = branches
    }
  }
}
