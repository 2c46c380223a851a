import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// The ranges of every declaration of a model, for matching suppression comments.
enum DeclarationRanges {
  /// For each file and 1-based line, the outermost declaration that begins on that line.
  static func byStartLine(_ model: Model, _ syntax: [SourceFileSyntax], _ sources: SourceSet)
    -> [FileID: [Int: SourceRange]]
  {
    var result: [FileID: [Int: SourceRange]] = [:]
    for range in all(model) + pathwayDeclarations(syntax) {
      let line = sources[range.file].location(of: range.start).line
      if let known = result[range.file]?[line], known.length >= range.length { continue }
      result[range.file, default: [:]][line] = range
    }
    return result
  }

  /// The `observes` and `requests` declarations of every actor: the model keeps no range
  /// for them, yet topology findings point into them.
  static func pathwayDeclarations(_ syntax: [SourceFileSyntax]) -> [SourceRange] {
    var ranges: [SourceRange] = []
    func visit(_ actor: ActorDecl) {
      for member in actor.members {
        switch member {
        case .observes(let pathway), .requests(let pathway): ranges.append(pathway.range)
        case .actor(let child): visit(child)
        default: break
        }
      }
    }
    for file in syntax {
      for declaration in file.declarations {
        switch declaration {
        case .actor(let actor): visit(actor)
        case .scope(let scope): scope.actors.forEach(visit)
        default: break
        }
      }
    }
    return ranges
  }

  /// Every declaration's range: actors and their members, states and transitions, scopes,
  /// data models, sequences and their messages, properties, invariants, rules and settings.
  static func all(_ model: Model) -> [SourceRange] {
    var ranges: [SourceRange] = model.types.compactMap(\.range)
    for actor in model.actors {
      ranges.append(actor.range)
      ranges += actor.variables.map(\.range)
      for state in actor.chart?.states ?? [] {
        ranges.append(state.range)
        ranges += state.transitions.map(\.range)
      }
      ranges += actor.chart?.histories.map(\.range) ?? []
    }
    for notifier in model.notifiers {
      ranges.append(notifier.range)
      ranges += notifier.cases.map(\.range)
    }
    ranges += model.stacks.map(\.range) + model.scopes.map(\.range)
    for dataModel in model.dataModels {
      ranges.append(dataModel.range)
      ranges += dataModel.properties.map(\.range) + dataModel.registrations.map(\.range)
    }
    for sequence in model.sequences {
      ranges.append(sequence.range)
      ModelWalk.messages(sequence.items) { ranges.append($0.range) }
    }
    ranges += model.properties.map(\.range) + model.invariants.map(\.range)
    ranges += model.rules.map(\.range) + model.profiles.map(\.range) + model.checks.map(\.range)
    return ranges
  }
}
