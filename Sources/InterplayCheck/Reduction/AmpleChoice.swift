/// Which of a state's steps a partial-order-reduced search stores first (an ample set):
/// every step, one actor's steps, or one part of a stub's steps, its takes or what it
/// does of its own accord (emits and sends). A stub's two parts touch different queues
/// and only its own emits and sends spend its budget, so either part may be ample while
/// the other goes on (see ``AmpleSelector``).
///
/// Packed in one word for the expansion results: -1 for every step, else four times the
/// actor plus the part (0 all its steps, 1 its takes, 2 its own accord).
struct AmpleChoice: Equatable, Sendable {
  /// The packed word.
  let raw: Int32

  /// Every step: the state is expanded whole.
  static let everyStep = AmpleChoice(raw: -1)

  /// Which of an actor's steps a choice names.
  enum Part: Int32, Sendable {
    /// All of them.
    case all = 0
    /// A stub's takes (the steps that process a notification).
    case takes = 1
    /// A stub's emits and sends.
    case ownAccord = 2
  }

  private init(raw: Int32) { self.raw = raw }

  /// The steps of `part` of `actor`'s steps.
  init(actor: Int, part: Part = .all) {
    raw = Int32(actor) << 2 | part.rawValue
  }

  /// Whether the choice leaves some steps out (it names an actor).
  var isReduced: Bool { raw >= 0 }

  /// The actor named, -1 for every step.
  var actor: Int { raw < 0 ? -1 : Int(raw >> 2) }

  /// The part of the actor's steps named.
  var part: Part { raw < 0 ? .all : Part(rawValue: raw & 3) ?? .all }

  /// Whether a step of `actor`, processing a notification or not, is among the steps
  /// chosen (every step is, for ``everyStep``).
  @inline(__always)
  func contains(actor: Int32, processing: Bool) -> Bool {
    guard raw >= 0 else { return true }
    guard actor == raw >> 2 else { return false }
    switch raw & 3 {
    case 1: return processing
    case 2: return !processing
    default: return true
    }
  }
}
