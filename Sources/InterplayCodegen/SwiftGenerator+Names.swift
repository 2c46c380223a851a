import InterplayDiagnostics
import InterplayModel

/// The names Swift cannot say: collisions and reserved names, found before any text is
/// written.
extension SwiftGenerator {
  /// Every problem with the generated names, each at the model element it comes from:
  /// - in the namespace, two equal names are one `gen.name-collision` at the second
  ///   (types; per actor its protocol, `Request`, `Event`, `Reply`, `Outbox` and `Binding`
  ///   types; per modelled actor its `gen tests` cases; `modelName`, `sequences`, `Stubs`);
  /// - among the `Stubs` properties likewise, and with its own member `bindings`;
  /// - a case `allCases` of an enum without payloads collides with `CaseIterable`'s;
  /// - `gen.reserved-name`: a system name that is not an identifier, a system, type or
  ///   actor named `Swift` or `InterplayRuntime` (it would hide the module the generated
  ///   code qualifies names with), a type named `Self` (in a protocol that is the
  ///   conforming type) and a stub actor whose `Stubs` property would be `self`.
  func nameProblems() -> [Diagnostic] {
    systemNameProblems() + namespaceProblems() + stubProblems() + enumCaseProblems()
  }

  private func systemNameProblems() -> [Diagnostic] {
    let range = model.nameRange ?? .point(FileID(0), 0)
    if !SwiftNames.isIdentifier(model.name) {
      return [
        .error(
          Self.reservedNameID,
          "the system name '\(model.name)' is not a Swift identifier; "
            + "name the system with 'system Name'",
          at: range)
      ]
    }
    if SwiftNames.modules.contains(model.name) {
      return [
        .error(
          Self.reservedNameID,
          "the system name '\(model.name)' would hide the module '\(model.name)' "
            + "from the generated Swift; rename it",
          at: range)
      ]
    }
    return []
  }

  private func namespaceProblems() -> [Diagnostic] {
    var names = NameClaims(
      taken: [
        "modelName": "the model name", "sequences": "the sequences",
        "Stubs": "the stub bindings",
      ])
    var diagnostics: [Diagnostic] = []
    func reserved(_ name: String, _ what: String, _ range: SourceRange) {
      guard SwiftNames.modules.contains(name) else { return }
      diagnostics.append(
        .error(
          Self.reservedNameID,
          "the Swift name '\(name)' of \(what) would hide the module '\(name)' "
            + "from the generated Swift; rename it",
          at: range))
    }
    for type in model.types {
      guard let range = type.range else { continue }
      reserved(type.name, "type '\(type.name)'", range)
      if type.name == "Self" {
        diagnostics.append(
          .error(
            Self.reservedNameID,
            "the type 'Self' cannot be named in the generated protocols, where 'Self' is "
              + "the conforming type; rename it",
            at: range))
      }
      names.claim(type.name, "type '\(type.name)'", range)
    }
    for actor in model.actors {
      let base = SwiftNames.typeName(ofPath: actor.path)
      let what = "actor '\(actor.path)'"
      reserved(base, what, actor.nameRange)
      names.claim(base, what, actor.nameRange)
      for suffix in ["Request", "Event", "Reply", "Outbox", "Binding"] {
        names.claim(base + suffix, what, actor.nameRange)
      }
      if !actor.isStub {
        names.claim(
          SwiftNames.lowerCamel(base) + "Conformance", "the conformance cases of \(what)",
          actor.nameRange)
      }
    }
    return diagnostics + names.diagnostics
  }

  private func stubProblems() -> [Diagnostic] {
    var names = NameClaims(taken: ["bindings": "the member 'bindings' of 'Stubs'"])
    var diagnostics: [Diagnostic] = []
    for actor in model.actors where actor.isStub {
      let property = Self.stubProperty(of: actor)
      if property == "self" {
        diagnostics.append(
          .error(
            Self.reservedNameID,
            "the 'Stubs' property of actor '\(actor.path)' would be 'self', "
              + "which Swift reserves; rename the actor",
            at: actor.nameRange))
        continue
      }
      names.claim(property, "the 'Stubs' property of actor '\(actor.path)'", actor.nameRange)
    }
    return diagnostics + names.diagnostics
  }

  private func enumCaseProblems() -> [Diagnostic] {
    model.types.flatMap { type -> [Diagnostic] in
      let cases = type.enumCases
      guard cases.allSatisfy({ $0.parameters.isEmpty }) else { return [] }
      return cases.filter { $0.name == "allCases" }.map {
        .error(
          Self.collisionID,
          "the case 'allCases' of enum '\(type.name)' is also the name of the member "
            + "'allCases' Swift generates for it; rename the case",
          at: $0.range)
      }
    }
  }
}
