import InterplayDiagnostics
import InterplayModel

/// An action compiled to integer ids and word offsets.
indirect enum CompiledAction: Sendable {
  /// Send a request: global case id, payload expressions with their domains.
  case send(gid: Int, arguments: [Argument])
  /// Set a timer that delivers a request after `delay` milliseconds, in one of the
  /// ``ModelLimits/timersPerSend`` slots from `firstSlot`.
  case sendAfter(gid: Int, arguments: [Argument], delay: Int, firstSlot: Int)
  /// Drop the acting actor's pending timers for request case `gid`.
  case cancel(gid: Int)
  /// Raise a case of the acting actor's request notifier on its internal queue.
  case raise(gid: Int, arguments: [Argument])
  /// Emit an event of the acting actor's event notifier.
  case emit(gid: Int, arguments: [Argument])
  /// Answer the request being handled.
  case reply(Argument?)
  /// Store into a variable word.
  case assignVariable(word: Int, domain: Argument)
  /// Store into a data-model property (global property index).
  case assignProperty(property: Int, word: Int, domain: Argument)
  /// Push a scope.
  case push(scope: Int)
  /// Pop a scope.
  case pop(scope: Int)
  /// Fail when false.
  case assert(CompiledExpr, message: String?, range: SourceRange)
  /// One block or the other.
  case branch(CompiledExpr, then: [CompiledAction], otherwise: [CompiledAction])
  /// A data-model update transaction.
  case transaction([CompiledAction])
  /// One of the blocks, as the step's choices say (``StepRun/choose(among:)``).
  case choose([[CompiledAction]])

  /// A value to compute and store as an ordinal of its domain.
  struct Argument: Sendable {
    var value: CompiledExpr
    var lower: Int
    var cardinality: Int
    var range: SourceRange
  }
}
