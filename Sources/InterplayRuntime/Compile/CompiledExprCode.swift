import InterplayDiagnostics
import InterplayModel

/// A chart's guards and computed payloads, flattened into one table of plain nodes
/// (``Node``) in its ``TableArena``: evaluating one reads nodes in place by index, where
/// walking a ``CompiledExpr`` (an indirect enum) retains and releases each box it binds,
/// and computing a payload from a ``CompiledAction`` copies its argument list out of it.
///
/// Built only with ``CompileOptions/flattensExpressions``; otherwise every table is empty
/// and the step function evaluates the expressions themselves. The semantics are the
/// same either way (`FastPathEquivalenceTests` compares the two). Every read is a
/// ``CountedTable`` read, checked with ``CompileOptions/checksTableBounds``.
struct CompiledExprCode: @unchecked Sendable {
  /// One node: what it is and up to three operands (children are node indexes).
  struct Node {
    var kind: Kind
    var op: BinaryOperator
    var first: Int
    var second: Int
    var third: Int
  }

  /// The kinds of node, mirroring ``CompiledExpr``'s cases; ``part`` is one payload value
  /// of an ``enumValue`` (which lists its parts as consecutive nodes).
  enum Kind: UInt8, BitwiseCopyable {
    /// `first`: the value.
    case constant
    /// `first`: the word; `second`: the lower bound.
    case word
    /// `first`: the property; `second`: the word; `third`: the lower bound.
    case property
    /// `first`: the payload index; `second`: the lower bound.
    case binding
    /// `first`: the word; `second`: the mask.
    case inState
    /// `first`: the operand.
    case not
    case negate
    /// `op`; `first`, `second`: the operands.
    case binary
    /// `first`: the offset; `second`: the first part's node; `third`: the part count.
    case enumValue
    /// `first`: the value's node; `second`: the lower bound; `third`: the cardinality.
    case part
  }

  /// One argument of a send or emit: its value's node and its domain.
  struct Argument: BitwiseCopyable {
    var root: Int
    var lower: Int
    var cardinality: Int
  }

  /// One action, flattened: a send or emit with its arguments (`first` is the case id,
  /// `start..<end` its arguments in ``arguments``), a `choose` (`start..<start + end + 1`
  /// in ``branchBounds`` bound its `end` branches' actions in ``actions``), or any other
  /// action, performed from ``fallbacks`` (`first`).
  struct Action: BitwiseCopyable {
    var kind: Int
    var first: Int
    var start: Int
    var end: Int
  }

  /// The kinds of ``Action``.
  static let send = 0
  static let emit = 1
  static let choose = 2
  static let fallback = 3

  /// Whether the tables are built (``CompileOptions/flattensExpressions``).
  let isOn: Bool
  /// The nodes of every expression of the chart.
  let nodes: CountedTable<Node>
  /// Per transition: its guard's root node, -1 when it has none (empty when off).
  let guardRoots: CountedTable<Int>
  /// The chart's actions: first one per action of its flat action list
  /// (``ChartIndex/actions``, same positions), then those nested in its `choose`s.
  let actions: CountedTable<Action>
  /// The arguments of the sends and emits, and their source ranges (for a fault).
  let arguments: CountedTable<Argument>
  let argumentRanges: CountedTable<SourceRange>
  /// The bounds of the branches of each `choose` in ``actions``.
  let branchBounds: CountedTable<Int>
  /// The actions performed as written.
  let fallbacks: CountedTable<CompiledAction>

  /// Flattens the guards of `transitions` (by index) and the actions of a chart's flat
  /// action list.
  init(guards: [CompiledExpr?], actions: [CompiledAction], isOn: Bool, in arena: TableArena) {
    self.isOn = isOn
    var builder = Builder()
    var roots: [Int] = []
    if isOn {
      roots = guards.map { $0.map { builder.flatten($0) } ?? -1 }
      builder.flatten(actions)
    }
    nodes = arena.copy(objects: builder.nodes)
    guardRoots = arena.copy(roots)
    self.actions = arena.copy(builder.actions)
    arguments = arena.copy(builder.arguments)
    argumentRanges = arena.copy(objects: builder.ranges)
    branchBounds = arena.copy(builder.branchBounds)
    fallbacks = arena.copy(objects: builder.fallbacks)
  }
}

extension CompiledExprCode {
  /// The tables being built.
  private struct Builder {
    var nodes: [Node] = []
    var actions: [Action] = []
    var arguments: [Argument] = []
    var ranges: [SourceRange] = []
    var branchBounds: [Int] = []
    var fallbacks: [CompiledAction] = []

    /// Appends a list of actions as consecutive entries of ``actions`` (their nested
    /// lists after them) and gives their range.
    @discardableResult
    mutating func flatten(_ list: [CompiledAction]) -> Range<Int> {
      let start = actions.count
      actions += Array(
        repeating: Action(kind: CompiledExprCode.fallback, first: 0, start: 0, end: 0),
        count: list.count)
      for (offset, action) in list.enumerated() { actions[start + offset] = flatten(action) }
      return start..<start + list.count
    }

    private mutating func flatten(_ action: CompiledAction) -> Action {
      switch action {
      case .send(let gid, let list), .emit(let gid, let list):
        let start = arguments.count
        for argument in list {
          arguments.append(
            Argument(
              root: flatten(argument.value), lower: argument.lower,
              cardinality: argument.cardinality))
          ranges.append(argument.range)
        }
        let kind: Int
        if case .send = action {
          kind = CompiledExprCode.send
        } else {
          kind = CompiledExprCode.emit
        }
        return Action(kind: kind, first: gid, start: start, end: arguments.count)
      case .choose(let branches):
        let start = branchBounds.count
        branchBounds += Array(repeating: 0, count: branches.count + 1)
        for (offset, branch) in branches.enumerated() {
          let range = flatten(branch)
          branchBounds[start + offset] = range.lowerBound
          branchBounds[start + offset + 1] = range.upperBound
        }
        return Action(kind: CompiledExprCode.choose, first: 0, start: start, end: branches.count)
      default:
        fallbacks.append(action)
        return Action(kind: CompiledExprCode.fallback, first: fallbacks.count - 1, start: 0, end: 0)
      }
    }

    /// Appends the nodes of `expr` (children first) and gives its root's index.
    mutating func flatten(_ expr: CompiledExpr) -> Int {
      func node(_ kind: Kind, _ first: Int, _ second: Int = 0, _ third: Int = 0) -> Node {
        Node(kind: kind, op: .and, first: first, second: second, third: third)
      }
      let made: Node
      switch expr {
      case .constant(let value): made = node(.constant, value)
      case .word(let word, let lower): made = node(.word, word, lower)
      case .property(let property, let word, let lower):
        made = node(.property, property, word, lower)
      case .binding(let index, let lower): made = node(.binding, index, lower)
      case .inState(let word, let mask): made = node(.inState, word, Int(mask))
      case .not(let operand): made = node(.not, flatten(operand))
      case .negate(let operand): made = node(.negate, flatten(operand))
      case .binary(let op, let lhs, let rhs):
        let left = flatten(lhs)
        let right = flatten(rhs)
        made = Node(kind: .binary, op: op, first: left, second: right, third: 0)
      case .enumValue(let offset, let payload):
        let values = payload.map { flatten($0.value) }
        let first = nodes.count
        for (part, value) in zip(payload, values) {
          nodes.append(node(.part, value, part.lower, part.cardinality))
        }
        made = node(.enumValue, offset, first, payload.count)
      }
      nodes.append(made)
      return nodes.count - 1
    }
  }
}
