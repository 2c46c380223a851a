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

  /// The kinds of flattened action in ``actionCodes``' low two bits (the case id above).
  static let notFlattened = 0
  static let send = 1
  static let emit = 2

  /// Whether the tables are built (``CompileOptions/flattensExpressions``).
  let isOn: Bool
  /// The nodes of every expression of the chart.
  let nodes: CountedTable<Node>
  /// Per transition: its guard's root node, -1 when it has none (empty when off).
  let guardRoots: CountedTable<Int>
  /// Per action of the chart's flat action list (``ChartIndex/actions``): `kind | gid <<
  /// 2` for a send or emit whose payload is computed, ``notFlattened`` for any other.
  let actionCodes: CountedTable<Int>
  /// Per action: where its arguments start in ``arguments`` (one more entry: the end).
  let argumentStart: CountedTable<Int>
  let arguments: CountedTable<Argument>

  /// Flattens the guards of `transitions` (by index) and the payloads of the sends and
  /// emits among `actions` that ``ChartIndex/shortcut(_:)`` does not take.
  init(
    guards: [CompiledExpr?], actions: [CompiledAction], shortcuts: [Int], isOn: Bool,
    in arena: TableArena
  ) {
    self.isOn = isOn
    var nodes: [Node] = []
    var roots: [Int] = []
    var codes: [Int] = []
    var starts = [0]
    var arguments: [Argument] = []
    if isOn {
      roots = guards.map { $0.map { Self.flatten($0, into: &nodes) } ?? -1 }
      for (position, action) in actions.enumerated() {
        var code = Self.notFlattened
        if shortcuts[position] == ChartIndex.noShortcut {
          switch action {
          case .send(let gid, let list), .emit(let gid, let list):
            let kind: Int
            if case .send = action { kind = Self.send } else { kind = Self.emit }
            code = kind | gid << 2
            for argument in list {
              arguments.append(
                Argument(
                  root: Self.flatten(argument.value, into: &nodes), lower: argument.lower,
                  cardinality: argument.cardinality))
            }
          default: break
          }
        }
        codes.append(code)
        starts.append(arguments.count)
      }
    }
    self.nodes = arena.copy(objects: nodes)
    guardRoots = arena.copy(roots)
    actionCodes = arena.copy(codes)
    argumentStart = arena.copy(starts)
    self.arguments = arena.copy(arguments)
  }

  /// Appends the nodes of `expr` (children first) and gives its root's index.
  private static func flatten(_ expr: CompiledExpr, into nodes: inout [Node]) -> Int {
    func node(_ kind: Kind, _ first: Int, _ second: Int = 0, _ third: Int = 0) -> Node {
      Node(kind: kind, op: .and, first: first, second: second, third: third)
    }
    let made: Node
    switch expr {
    case .constant(let value): made = node(.constant, value)
    case .word(let word, let lower): made = node(.word, word, lower)
    case .property(let property, let word, let lower): made = node(.property, property, word, lower)
    case .binding(let index, let lower): made = node(.binding, index, lower)
    case .inState(let word, let mask): made = node(.inState, word, Int(mask))
    case .not(let operand): made = node(.not, flatten(operand, into: &nodes))
    case .negate(let operand): made = node(.negate, flatten(operand, into: &nodes))
    case .binary(let op, let lhs, let rhs):
      let left = flatten(lhs, into: &nodes)
      let right = flatten(rhs, into: &nodes)
      made = Node(kind: .binary, op: op, first: left, second: right, third: 0)
    case .enumValue(let offset, let payload):
      let values = payload.map { flatten($0.value, into: &nodes) }
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
