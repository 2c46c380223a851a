import InterplayDiagnostics
import InterplaySyntax

/// Registrations: owners, read and write sets over the property tree, collectors.
extension ModelBuilder {
  /// Pass 8: registration owners, read and write sets (before behaviours, whose
  /// triggers name registrations), then collectors, whose read and write sets join the
  /// read sets of the registrations that name them.
  func resolveRegistrations() {
    for (index, decl) in dataDecls.enumerated() {
      let dataModel = DataModelID(index)
      var seen = NameMap<SourceRange>()
      var kept: [RegistrationDecl] = []
      for syntax in decl.registrations {
        if let first = seen[syntax.name.name] {
          duplicate(
            "resolve.duplicate-registration",
            "duplicate registration '\(syntax.name.name)' in '\(decl.name.name)'",
            name: syntax.name, first: first)
          continue
        }
        seen[syntax.name.name] = syntax.name.range
        let owner = resolveActorPath(syntax.owner.components[...], from: nil)
        var reads: [PropertyRef] = []
        for path in syntax.reads {
          for ref in registrationPath(path, in: dataModel, writing: false)
          where !reads.contains(ref) {
            reads.append(ref)
          }
        }
        var writes: [PropertyRef] = []
        for path in syntax.writes {
          for ref in registrationPath(path, in: dataModel, writing: true)
          where !writes.contains(ref) {
            writes.append(ref)
          }
        }
        if syntax.kind == .recurring, let first = syntax.writes.first {
          error(
            "resolve.recurring-writes",
            "recurring registration '\(syntax.name.name)' must not write properties",
            at: first.range)
        }
        if let priority = syntax.priority, syntax.kind != .hard {
          warning(
            "resolve.priority-not-hard",
            "priority applies to hard registrations only; '\(syntax.name.name)' is \(syntax.kind)",
            at: priority.range)
        }
        guard let owner else { continue }
        var registration = Registration(
          name: syntax.name.name, kind: RegistrationKind(syntax.kind), owner: owner, reads: reads,
          writes: writes,
          priority: syntax.priority?.value, nameRange: syntax.name.range, range: syntax.range)
        registration.isCollector = syntax.isCollector
        model.dataModels[index].registrations.append(registration)
        kept.append(syntax)
      }
      resolveCollectors(kept, in: dataModel)
      for (position, syntax) in kept.enumerated() {
        checkSmartReads(syntax, model.dataModels[index].registrations[position])
      }
    }
  }

  /// Resolves the `collectors` of each kept registration (in step with the data model's
  /// registrations), then adds to its reads what its collectors read and write, and what
  /// theirs do in turn (each collector once).
  private func resolveCollectors(_ kept: [RegistrationDecl], in dataModel: DataModelID) {
    let index = dataModel.rawValue
    let data = model.dataModels[index]
    for (position, syntax) in kept.enumerated() {
      for name in syntax.collectors {
        guard let collector = data.registrations.firstIndex(where: { $0.name == name.name })
        else {
          let declared = dataDecls[index].registrations.contains { $0.name.name == name.name }
          if !declared {
            unknown(
              "resolve.unknown-collector", "'\(data.name)' has no collector '\(name.name)'",
              name: name,
              candidates: data.registrations.filter(\.isCollector).map { ($0.name, $0.nameRange) })
          }
          continue
        }
        guard data.registrations[collector].isCollector else {
          error(
            "resolve.not-a-collector",
            "'\(name.name)' is a \(data.registrations[collector].kind) registration, not a "
              + "collector: declare it with 'collector' to collect for others",
            at: name.range,
            notes: [
              DiagnosticNote(
                "'\(name.name)' declared here", at: data.registrations[collector].nameRange)
            ])
          continue
        }
        bind(.registration(RegistrationRef(dataModel: dataModel, index: collector)), at: name.range)
        if !model.dataModels[index].registrations[position].collectors.contains(collector) {
          model.dataModels[index].registrations[position].collectors.append(collector)
        }
      }
    }
    let resolved = model.dataModels[index].registrations
    for position in resolved.indices where !resolved[position].collectors.isEmpty {
      var visited: Set<Int> = [position]
      var stack = resolved[position].collectors.reversed() as [Int]
      var reads = resolved[position].reads
      while let collector = stack.popLast() {
        guard visited.insert(collector).inserted else { continue }
        for ref in resolved[collector].reads + resolved[collector].writes
        where !reads.contains(ref) {
          reads.append(ref)
        }
        stack += resolved[collector].collectors.reversed()
      }
      model.dataModels[index].registrations[position].reads = reads
    }
  }

  /// A smart registration (or smart collector) must read something: Quantwm triggers it
  /// when a property it reads changes, so with nothing to read it would never run. One
  /// that writes nothing is a recurring registration (triggered by every update).
  private func checkSmartReads(_ syntax: RegistrationDecl, _ registration: Registration) {
    guard syntax.kind == .smart, syntax.reads.isEmpty, registration.reads.isEmpty,
      syntax.collectors.isEmpty
    else { return }
    var fixIts: [FixIt] = []
    if syntax.writes.isEmpty, !syntax.isCollector {
      let keyword = SourceRange(
        file: syntax.range.file, start: syntax.range.start, end: syntax.range.start + 5)
      fixIts.append(
        FixIt(
          "make it 'recurring': it then runs after every update",
          edits: [TextEdit(range: keyword, replacement: "recurring")]))
    }
    error(
      "resolve.smart-without-reads",
      "smart registration '\(syntax.name.name)' reads nothing, so nothing ever triggers it; "
        + "list what it reads after 'reads'", at: syntax.name.range, fixIts: fixIts)
  }
}
