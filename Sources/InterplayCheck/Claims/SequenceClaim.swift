import InterplayModel
import InterplayRuntime

/// A sequence as a reachability claim: its fragments resolved into linear runs of
/// observable items, matched in order against a run with anything allowed in between.
///
/// Each `alt` branch, an `opt` with its body, a `loop` with its lower and with its upper
/// count (a `loop` without bounds: once) is its own **resolution**, and every resolution
/// must be possible. A `par` is possible in some interleaving, so a resolution is a set of
/// **alternatives** (one per interleaving), any of which may be witnessed. Notes are not
/// observable. At most ``maxResolutions`` resolutions and ``maxAlternatives``
/// interleavings per resolution are formed.
struct SequenceClaim: Sendable {
  /// One observable item, and the text it is written as.
  struct Atom: Hashable, Sendable {
    /// What is observed.
    enum Kind: Hashable, Sendable {
      /// A delivery: sender, receiver, case, reply flag, and the payload ordinals
      /// written (nil: any payload; a nil element: that value not constant).
      case message(from: Int, to: Int, gid: Int, isReply: Bool, payload: [UInt32?]?)
      /// A scope pushed.
      case push(Int)
      /// A scope popped.
      case pop(Int)
    }
    var kind: Kind
    /// `Behaviour -> Service: locate`, `push Help`.
    var text: String
  }

  /// One resolution of the fragments.
  struct Resolution: Sendable {
    /// `alt "the bank accepts"`, `loop ×2`, or empty without fragments.
    var label: String
    /// The interleavings; witnessing any one proves the resolution.
    var alternatives: [[Atom]]
  }

  static let maxResolutions = 64
  static let maxAlternatives = 64

  let sequence: InteractionSequence
  let resolutions: [Resolution]

  init(_ sequence: InteractionSequence, system: CompiledSystem) {
    self.sequence = sequence
    let builder = ClaimBuilder(system: system)
    resolutions = Array(builder.resolve(sequence.items).prefix(Self.maxResolutions))
  }
}

/// Expands sequence items into resolutions.
struct ClaimBuilder {
  let system: CompiledSystem

  func resolve(_ items: [SequenceStep]) -> [SequenceClaim.Resolution] {
    var result = [SequenceClaim.Resolution(label: "", alternatives: [[]])]
    for item in items {
      let options = resolve(item)
      var next: [SequenceClaim.Resolution] = []
      for prefix in result {
        for option in options {
          next.append(concatenate(prefix, option))
          if next.count >= SequenceClaim.maxResolutions { break }
        }
      }
      result = next
    }
    return result
  }

  private func concatenate(_ a: SequenceClaim.Resolution, _ b: SequenceClaim.Resolution)
    -> SequenceClaim.Resolution
  {
    var alternatives: [[SequenceClaim.Atom]] = []
    for left in a.alternatives {
      for right in b.alternatives where alternatives.count < SequenceClaim.maxAlternatives {
        alternatives.append(left + right)
      }
    }
    let label = [a.label, b.label].filter { !$0.isEmpty }.joined(separator: ", ")
    return SequenceClaim.Resolution(label: label, alternatives: alternatives)
  }

  private func resolve(_ item: SequenceStep) -> [SequenceClaim.Resolution] {
    switch item {
    case .message(let message): return [single(atom(message))]
    case .push(let scope, _):
      return [single(.init(kind: .push(scope.rawValue), text: "push " + system.model[scope].name))]
    case .pop(let scope, _):
      return [single(.init(kind: .pop(scope.rawValue), text: "pop " + system.model[scope].name))]
    case .note: return [SequenceClaim.Resolution(label: "", alternatives: [[]])]
    case .fragment(let fragment): return resolve(fragment)
    }
  }

  private func single(_ atom: SequenceClaim.Atom) -> SequenceClaim.Resolution {
    SequenceClaim.Resolution(label: "", alternatives: [[atom]])
  }

  private func resolve(_ fragment: Fragment) -> [SequenceClaim.Resolution] {
    let kind = "\(fragment.kind)"
    func labelled(_ resolution: SequenceClaim.Resolution, _ text: String)
      -> SequenceClaim.Resolution
    {
      var copy = resolution
      copy.label = [text, resolution.label].filter { !$0.isEmpty }.joined(separator: ", ")
      return copy
    }
    switch fragment.kind {
    case .alt:
      return fragment.branches.enumerated().flatMap { index, branch in
        resolve(branch.items).map {
          labelled($0, "alt " + (branch.label.map { "\"\($0)\"" } ?? "branch \(index + 1)"))
        }
      }
    case .opt:
      let body = fragment.branches.first
      return resolve(body?.items ?? []).map {
        labelled($0, "opt " + (body?.label.map { "\"\($0)\"" } ?? "taken"))
      }
    case .loop:
      let body = fragment.branches.first?.items ?? []
      let bounds = fragment.bounds ?? 1...1
      let counts =
        bounds.lowerBound == bounds.upperBound
        ? [bounds.lowerBound] : [bounds.lowerBound, bounds.upperBound]
      return counts.flatMap { count in
        resolve(Array(repeating: body, count: count).flatMap { $0 }).map {
          labelled($0, "loop ×\(count)")
        }
      }
    case .par:
      var result = [SequenceClaim.Resolution(label: "", alternatives: [[]])]
      for branch in fragment.branches {
        let options = resolve(branch.items)
        result = result.flatMap { prefix in options.map { interleave(prefix, $0) } }
      }
      return result.map { labelled($0, kind) }
    }
  }

  /// Every interleaving of the two resolutions' alternatives (capped).
  private func interleave(_ a: SequenceClaim.Resolution, _ b: SequenceClaim.Resolution)
    -> SequenceClaim.Resolution
  {
    var alternatives: [[SequenceClaim.Atom]] = []
    func merge(
      _ left: ArraySlice<SequenceClaim.Atom>, _ right: ArraySlice<SequenceClaim.Atom>,
      _ prefix: [SequenceClaim.Atom]
    ) {
      guard alternatives.count < SequenceClaim.maxAlternatives else { return }
      if left.isEmpty || right.isEmpty {
        alternatives.append(prefix + left + right)
        return
      }
      merge(left.dropFirst(), right, prefix + [left.first!])
      merge(left, right.dropFirst(), prefix + [right.first!])
    }
    for left in a.alternatives {
      for right in b.alternatives { merge(left[...], right[...], []) }
    }
    let label = [a.label, b.label].filter { !$0.isEmpty }.joined(separator: ", ")
    return SequenceClaim.Resolution(label: label, alternatives: alternatives)
  }

  private func atom(_ message: Message) -> SequenceClaim.Atom {
    let ref = message.notification
    let gid = system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex)
    var payload: [UInt32?]?
    var arguments = ""
    if !message.arguments.isEmpty {
      let notification = system.model[ref]
      let types: [TypeID] =
        message.isReply
        ? (notification.replyType.map { [$0] } ?? [])
        : notification.parameters.map(\.type)
      let ordinals = message.arguments.enumerated().map { index, expr in
        index < types.count ? system.ordinal(ofConstant: expr, type: types[index]) : nil
      }
      payload = ordinals
      arguments =
        "("
        + ordinals.enumerated().map { index, ordinal in
          guard let ordinal, index < types.count else { return "?" }
          return system.value(ordinal, type: types[index].rawValue).description
        }.joined(separator: ", ") + ")"
    }
    let text =
      system.actorName(message.from.rawValue) + (message.isReply ? " --> " : " -> ")
      + system.actorName(message.to.rawValue) + ": " + system.caseShortName(gid) + arguments
    return SequenceClaim.Atom(
      kind: .message(
        from: message.from.rawValue, to: message.to.rawValue, gid: gid,
        isReply: message.isReply, payload: payload),
      text: text)
  }
}
