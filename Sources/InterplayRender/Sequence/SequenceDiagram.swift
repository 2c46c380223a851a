import InterplayModel

/// A sequence diagram as plain values: participants across the top and items going
/// down. Authored sequences, executor traces and checker counterexamples all become
/// one of these; ``SequenceLayout`` draws it.
public struct SequenceDiagram: Hashable, Sendable {
  /// The name in the frame's tag.
  public var title: String
  /// What it is, before the title: `sequence`, `forbidden sequence`, `trace`, ...
  public var caption: String
  /// The lifelines, left to right.
  public var participants: [Participant]
  /// The items, top to bottom.
  public var items: [Item]

  /// Creates a diagram.
  public init(title: String, caption: String, participants: [Participant], items: [Item]) {
    self.title = title
    self.caption = caption
    self.participants = participants
    self.items = items
  }

  /// One lifeline.
  public struct Participant: Hashable, Sendable {
    /// The name at the top and bottom of the lifeline.
    public var name: String
    /// The role, shown as a stereotype and a colour; nil for none.
    public var role: ActorRole?
    /// Whether the participant is a stub (drawn with a dashed box).
    public var isStub: Bool
    /// The scope the participant is a companion of (or a sub-actor of a companion), drawn
    /// as a labelled box round that scope's participants; nil for none.
    public var scope: String?

    /// Creates a participant.
    public init(name: String, role: ActorRole? = nil, isStub: Bool = false, scope: String? = nil) {
      self.name = name
      self.role = role
      self.isStub = isStub
      self.scope = scope
    }
  }

  /// One item, in order down the diagram.
  public indirect enum Item: Hashable, Sendable {
    /// An arrow between lifelines (or from one to itself).
    case message(Message)
    /// A note over one or more lifelines, or beside one.
    case note(Note)
    /// A scope pushed (activation bars start) or popped (they end) on these lifelines.
    case scope(ScopeMark)
    /// An `alt`, `opt`, `loop`, `par` or `group` box.
    case fragment(Fragment)
    /// The state of some participants at this point, drawn on their lifelines.
    case states([StateMark])
    /// A UML interaction use: the named interaction happens here, drawn as a box across
    /// every lifeline tagged `ref` (a sequence's `after` prefix).
    case reference(String)
  }

  /// The kinds of message, drawn differently.
  public enum MessageKind: String, Hashable, Sendable {
    /// A request to the receiver: solid blue.
    case request
    /// An event delivered to an observer: solid purple.
    case event
    /// A reply to a request: dashed.
    case reply
  }

  /// An arrow.
  public struct Message: Hashable, Sendable {
    /// The sender's index in ``SequenceDiagram/participants``.
    public var from: Int
    /// The receiver's index.
    public var to: Int
    /// The text over the arrow: `locate(home)`.
    public var label: String
    /// Request, event or reply.
    public var kind: MessageKind
    /// Whether this is the step to look at (a violation): drawn red.
    public var isHighlighted: Bool
    /// Whether the message is lost (discarded without being taken): the arrow stops short
    /// of the receiver's lifeline, ending in a cross.
    public var isLost: Bool

    /// Creates a message.
    public init(
      from: Int, to: Int, label: String, kind: MessageKind, isHighlighted: Bool = false,
      isLost: Bool = false
    ) {
      self.from = from
      self.to = to
      self.label = label
      self.kind = kind
      self.isHighlighted = isHighlighted
      self.isLost = isLost
    }
  }

  /// A note.
  public struct Note: Hashable, Sendable {
    /// The participants it covers (indices); empty for the whole width. A note beside a
    /// lifeline (``side``) names that one participant.
    public var over: [Int]
    /// The text, wrapped when long.
    public var text: String
    /// Whether it explains a violation: drawn red.
    public var isAlert: Bool
    /// The side of its participant's lifeline it stands on; nil for a note over the
    /// lifelines.
    public var side: NoteSide?

    /// Creates a note.
    public init(over: [Int], text: String, isAlert: Bool = false, side: NoteSide? = nil) {
      self.over = over
      self.text = text
      self.isAlert = isAlert
      self.side = side
    }
  }

  /// A scope pushed or popped.
  public struct ScopeMark: Hashable, Sendable {
    /// The scope's name.
    public var name: String
    /// The participants that are its companions (indices).
    public var participants: [Int]
    /// Pushed (activation starts) or popped (it ends).
    public var isPush: Bool

    /// Creates a mark.
    public init(name: String, participants: [Int], isPush: Bool) {
      self.name = name
      self.participants = participants
      self.isPush = isPush
    }
  }

  /// A combined fragment.
  public struct Fragment: Hashable, Sendable {
    /// The operator in the tag: `alt`, `opt`, `loop 1...3`, `par`, `group` (whose one
    /// branch's guard is its label).
    public var kind: String
    /// The branches, separated by dashed lines.
    public var branches: [Branch]

    /// Creates a fragment.
    public init(kind: String, branches: [Branch]) {
      self.kind = kind
      self.branches = branches
    }

    /// One branch.
    public struct Branch: Hashable, Sendable {
      /// The guard, shown as `[guard]`; nil for none.
      public var guardText: String?
      /// The items.
      public var items: [Item]

      /// Creates a branch.
      public init(guardText: String?, items: [Item]) {
        self.guardText = guardText
        self.items = items
      }
    }
  }

  /// A participant's state at some point.
  public struct StateMark: Hashable, Sendable {
    /// The participant (index).
    public var participant: Int
    /// The state configuration as text: `Running.Foreground`.
    public var state: String
    /// Whether this state is the violation (an invariant that fails here): drawn red.
    public var isHighlighted: Bool

    /// Creates a mark.
    public init(participant: Int, state: String, isHighlighted: Bool = false) {
      self.participant = participant
      self.state = state
      self.isHighlighted = isHighlighted
    }
  }
}
