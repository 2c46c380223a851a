import InterplayModel

/// Expands sequence items into resolutions (see ``SequenceClaim``).
///
/// Every step is bounded by the claim's caps: at most ``SequenceClaim/maxResolutions``
/// resolutions and ``SequenceClaim/maxAlternatives`` interleavings are formed wherever
/// they multiply (sequential items, `alt`, `par`, loops), a loop's body is resolved once
/// and repeated, and interleavings are enumerated without recursion, so a short hostile
/// sequence (nested loops, nested `par`) costs time linear in its expanded length.
struct ClaimBuilder {
  typealias Resolution = SequenceClaim.Resolution

  let system: CompiledSystem

  /// The empty resolution: one alternative with no atoms.
  static let empty = Resolution(label: "", alternatives: [[]])

  func resolve(_ items: [SequenceStep]) -> [Resolution] {
    var result = [Self.empty]
    for item in items { result = Self.extend(result, by: resolve(item)) }
    return result
  }

  /// Every resolution of `result` followed by every option (capped).
  static func extend(_ result: [Resolution], by options: [Resolution]) -> [Resolution] {
    // Most items (a message, a mark, a loop of one count) have one option of one
    // alternative: extending in place keeps a long sequence linear, where concatenating
    // copies of the prefix made it quadratic.
    if options.count == 1, options[0].alternatives.count == 1 {
      var result = result
      for index in result.indices { append(options[0], to: &result[index]) }
      return result
    }
    var next: [Resolution] = []
    for prefix in result {
      for option in options {
        next.append(concatenate(prefix, option))
        if next.count >= SequenceClaim.maxResolutions { break }
      }
    }
    return next
  }

  /// `a` followed by `b`, where `b` has one alternative, in place.
  private static func append(_ b: Resolution, to a: inout Resolution) {
    for index in a.alternatives.indices {
      a.alternatives[index].append(contentsOf: b.alternatives[0])
    }
    a.label = joined(a.label, b.label)
  }

  private static func concatenate(_ a: Resolution, _ b: Resolution) -> Resolution {
    var alternatives: [[SequenceClaim.Atom]] = []
    for left in a.alternatives {
      for right in b.alternatives where alternatives.count < SequenceClaim.maxAlternatives {
        alternatives.append(left + right)
      }
    }
    return Resolution(label: joined(a.label, b.label), alternatives: alternatives)
  }

  /// Two labels joined with a comma, either may be empty.
  static func joined(_ a: String, _ b: String) -> String {
    a.isEmpty ? b : b.isEmpty ? a : a + ", " + b
  }

  private func resolve(_ item: SequenceStep) -> [Resolution] {
    switch item {
    case .message(let message): return [single(atom(message))]
    case .push(let scope, let range):
      return [
        single(
          .init(kind: .push(scope.rawValue), text: "push " + system.model[scope].name, range: range)
        )
      ]
    case .pop(let scope, let range):
      return [
        single(
          .init(kind: .pop(scope.rawValue), text: "pop " + system.model[scope].name, range: range))
      ]
    // Notes are presentation only: they add no atom.
    case .note, .sideNote: return [Self.empty]
    case .fragment(let fragment): return resolve(fragment)
    }
  }

  private func single(_ atom: SequenceClaim.Atom) -> Resolution {
    Resolution(label: "", alternatives: [[atom]])
  }

  private func resolve(_ fragment: Fragment) -> [Resolution] {
    func labelled(_ resolution: Resolution, _ text: String) -> Resolution {
      var copy = resolution
      copy.label = Self.joined(text, resolution.label)
      return copy
    }
    switch fragment.kind {
    case .alt:
      var result: [Resolution] = []
      for (index, branch) in fragment.branches.enumerated()
      where result.count < SequenceClaim.maxResolutions {
        let text = "alt " + (branch.label.map { "\"\($0)\"" } ?? "branch \(index + 1)")
        result += resolve(branch.items).prefix(SequenceClaim.maxResolutions - result.count).map {
          labelled($0, text)
        }
      }
      return result
    case .opt:
      let body = fragment.branches.first
      return resolve(body?.items ?? []).map {
        labelled($0, "opt " + (body?.label.map { "\"\($0)\"" } ?? "taken"))
      }
    case .loop:
      // The body is resolved once and repeated, not re-resolved for every round and
      // count: nested loops cost their expanded length, not a power of it.
      let body = resolve(fragment.branches.first?.items ?? [])
      let bounds = fragment.bounds ?? 1...1
      let counts =
        bounds.lowerBound == bounds.upperBound
        ? [bounds.lowerBound] : [bounds.lowerBound, bounds.upperBound]
      return counts.flatMap { count in
        var repeated = [Self.empty]
        for _ in 0..<count { repeated = Self.extend(repeated, by: body) }
        return repeated.map { labelled($0, "loop ×\(count)") }
      }
    case .par:
      var result = [Self.empty]
      for branch in fragment.branches {
        let options = resolve(branch.items)
        var next: [Resolution] = []
        for prefix in result where next.count < SequenceClaim.maxResolutions {
          for option in options where next.count < SequenceClaim.maxResolutions {
            next.append(Self.interleave(prefix, option))
          }
        }
        result = next
      }
      return result.map { labelled($0, "par") }
    case .group:
      // Presentation only: the items resolve as if written without the group, unlabelled.
      return resolve(fragment.branches.first?.items ?? [])
    }
  }

  private func atom(_ message: Message) -> SequenceClaim.Atom {
    let ref = message.notification
    let gid = system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex)
    var payload: [UInt32?]?
    var arguments = ""
    if !message.arguments.isEmpty {
      let types = system.payloadTypes(of: ref, isReply: message.isReply)
      let ordinals = system.payloadOrdinals(message.arguments, of: ref, isReply: message.isReply)
      payload = ordinals
      arguments =
        "("
        + ordinals.enumerated().map { index, ordinal in
          guard let ordinal, index < types.count else { return "?" }
          return system.value(ordinal, type: types[index].rawValue).description
        }.joined(separator: ", ") + ")"
    }
    let text =
      system.actorName(message.from.rawValue) + (message.isReply ? " -->" : " ->")
      + (message.isLost ? "x " : " ") + system.actorName(message.to.rawValue) + ": "
      + system.caseShortName(gid) + arguments
    let kind: SequenceClaim.Atom.Kind =
      message.isLost
      ? .lost(
        from: message.from.rawValue, to: message.to.rawValue, gid: gid,
        isReply: message.isReply, payload: payload)
      : .message(
        from: message.from.rawValue, to: message.to.rawValue, gid: gid,
        isReply: message.isReply, payload: payload)
    return SequenceClaim.Atom(kind: kind, text: text, range: message.range)
  }
}
