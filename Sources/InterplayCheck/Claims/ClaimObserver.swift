import InterplayModel
import InterplayRuntime

/// The sequence claims as an observer of the main search: what each step shows the
/// claims, kept on the explored graph's edges.
///
/// Every distinct item of every claim is a **symbol**. Expanding a state, a worker turns
/// each step's record into the list of its observations (deliveries, discards, pushes, pops, in
/// record order) that match at least one symbol, each as a mask of the symbols it
/// matches (``wordsPerMask`` words); the commit keeps that list on the step's edge. The
/// claims are then decided on the graph without stepping again (see ``ClaimSearch``):
/// matching a claim item against an edge is one bit test, with the same rule as
/// ``SequenceClaim/advance(_:by:atoms:)``.
struct ClaimObserver: Sendable {
  /// The claims, in model order (one per sequence).
  let claims: [SequenceClaim]
  /// Per claim, resolution and alternative: the symbol of each item.
  let symbolsOfClaims: [[[[Int]]]]
  /// The symbols' items.
  let symbols: [SequenceClaim.Atom]
  /// Per claim: for a strict one, the symbol set by every observation among its
  /// participants; -1 otherwise.
  let participantSymbols: [Int]
  /// The strict claims' participant symbols, with their claims.
  private let strictSymbols: [(symbol: Int, claim: Int)]
  /// 64-bit words per mask.
  let wordsPerMask: Int
  /// The message symbols with each global case id.
  private let byCase: [[Int]]
  /// The push and the pop symbols of each scope.
  private let byPush: [[Int]]
  private let byPop: [[Int]]

  /// The observer of `claims`, or nil when there are none.
  init?(claims: [SequenceClaim], system: CompiledSystem) {
    guard !claims.isEmpty else { return nil }
    self.claims = claims
    var symbols: [SequenceClaim.Atom] = []
    var numbers: [SequenceClaim.Atom.Kind: Int] = [:]
    symbolsOfClaims = claims.map { claim in
      claim.resolutions.map { resolution in
        resolution.alternatives.map { atoms in
          atoms.map { atom in
            if let known = numbers[atom.kind] { return known }
            numbers[atom.kind] = symbols.count
            symbols.append(atom)
            return symbols.count - 1
          }
        }
      }
    }
    var participantSymbols: [Int] = []
    var strictSymbols: [(Int, Int)] = []
    var total = symbols.count
    for (number, claim) in claims.enumerated() {
      guard claim.isStrict else {
        participantSymbols.append(-1)
        continue
      }
      participantSymbols.append(total)
      strictSymbols.append((total, number))
      total += 1
    }
    self.symbols = symbols
    self.participantSymbols = participantSymbols
    self.strictSymbols = strictSymbols
    wordsPerMask = max(1, (total + 63) / 64)
    var byCase = Array(repeating: [Int](), count: system.caseCount)
    var byPush = Array(repeating: [Int](), count: system.model.scopes.count)
    var byPop = byPush
    for (number, symbol) in symbols.enumerated() {
      switch symbol.kind {
      case .message(_, _, let gid, _, _) where gid < byCase.count: byCase[gid].append(number)
      case .lost(_, _, let gid, _, _) where gid < byCase.count: byCase[gid].append(number)
      case .push(let scope) where scope < byPush.count: byPush[scope].append(number)
      case .pop(let scope) where scope < byPop.count: byPop[scope].append(number)
      default: break
      }
    }
    self.byCase = byCase
    self.byPush = byPush
    self.byPop = byPop
  }

  /// Appends to `masks` one mask per observation of `record` that matches a symbol.
  func observe(_ record: StepRecord, into masks: inout [UInt64]) {
    for event in record.events {
      let candidates: [Int]
      switch event {
      case .delivered(let delivery):
        guard delivery.entry.gid < byCase.count else { continue }
        candidates = byCase[delivery.entry.gid]
      case .discarded(_, let entry):
        guard entry.gid < byCase.count else { continue }
        candidates = byCase[entry.gid]
      case .push(let scope): candidates = scope < byPush.count ? byPush[scope] : []
      case .pop(let scope): candidates = scope < byPop.count ? byPop[scope] : []
      default: continue
      }
      // The mask is appended to `masks` at its first symbol, and the atoms and claims
      // are read in place: a copy of either retains its lists, for every event.
      let start = masks.count
      var appended = false
      func note(_ symbol: Int) {
        if !appended {
          masks.append(contentsOf: repeatElement(0, count: wordsPerMask))
          appended = true
        }
        masks[start + symbol >> 6] |= 1 << UInt64(symbol & 63)
      }
      symbols.withUnsafeBufferPointer { symbols in
        for symbol in candidates where symbols[symbol].matches(event) { note(symbol) }
      }
      claims.withUnsafeBufferPointer { claims in
        for (symbol, claim) in strictSymbols where claims[claim].isParticipant(event) {
          note(symbol)
        }
      }
    }
  }

  /// Whether a mask (``wordsPerMask`` words at `start`) holds a symbol.
  @inline(__always)
  func mask(_ masks: UnsafeBufferPointer<UInt64>, at start: Int, holds symbol: Int) -> Bool {
    masks[start + (symbol >> 6)] & (1 << UInt64(symbol & 63)) != 0
  }

  /// The progress after `matched` items once the observations at `range` of `masks` are
  /// seen, for a claim alternative whose items are `symbols`; ``SequenceClaim/dead``
  /// when `participant` (a strict claim's participant symbol, -1 for others) is seen
  /// where the next item is not. The one matching rule, shared by the graph search
  /// (``ClaimSearch``) and the witness shortener.
  @inline(__always)
  func progress(
    _ matched: Int, _ masks: UnsafeBufferPointer<UInt64>, _ range: Range<Int>, _ symbols: [Int],
    _ participant: Int
  ) -> Int {
    var matched = matched
    var position = range.lowerBound
    while position < range.upperBound, matched < symbols.count {
      if mask(masks, at: position, holds: symbols[matched]) {
        matched += 1
      } else if participant >= 0, mask(masks, at: position, holds: participant) {
        return SequenceClaim.dead
      }
      position += wordsPerMask
    }
    return matched
  }
}
