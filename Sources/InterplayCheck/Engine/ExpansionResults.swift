/// What expanding a run of consecutive stored states produced, before any of it touches
/// the search: per state its successors in step order, and per successor its product
/// words, their hash and what it violated.
///
/// Expansion workers fill these in parallel; the explorer then commits them one by one,
/// in state order, which makes a parallel search number its states and log its findings
/// exactly as a sequential one does. A class, reused from batch to batch so its buffers
/// keep their capacity; the successors live in plain buffers, which the inner loop
/// reaches without the uniqueness and exclusivity checks of arrays in a class.
final class ExpansionResults {
  /// One expanded state.
  struct Expanded {
    /// The stored state's number.
    var index: Int
    /// The end of its successors (they start where the previous state's end).
    var successorsEnd: Int
    /// The end of its findings in ``findings``: its successors', then (for a terminal
    /// state) its own.
    var findingsEnd: Int
    /// The steps that alone may be stored (a partial-order reduction's ample set), as
    /// chosen without the arrival probe.
    var ample: AmpleChoice = .everyStep
    /// The end of its probe candidates in ``probes`` (they start where the previous
    /// state's end): the commit may take one of them instead of ``ample``.
    var probesEnd: Int
  }

  /// One successor.
  struct Successor {
    /// The hash of its product words (``StateStore/hash(_:_:)``).
    var hash: UInt64
    /// A state word that did not fit the codec (its words are then unspecified), or -1.
    var overflow: Int32
    /// The actor that moved.
    var actor: Int32
    /// The end of its findings in ``findings``.
    var findingsEnd: Int32
    /// The liveness obligations its step met, a bit per liveness property.
    var discharged: UInt64
    /// The end of its claim observations in ``observations``.
    var observationsEnd: Int32 = 0
    /// Whether its step processes a notification (``Step/isProcessing``): what tells a
    /// stub's takes from what it does of its own accord (``AmpleChoice``).
    var isProcessing = true
  }

  /// Product words per successor.
  let width: Int
  /// Words between successors: ``width`` rounded up to whole 64-bit pairs, so patching a
  /// successor's last pair (see ``StateStore/rewrite(pair:of:clearing:setting:sum:)``)
  /// stays inside its own words. The padding word is kept zero.
  let stride: Int
  @exclusivity(unchecked) private(set) var states: [Expanded] = []
  @exclusivity(unchecked) private(set) var findings: [Finding] = []
  /// The states' probe candidates, as ``AmpleSelector/choose(listingProbesInto:)``
  /// lists them.
  @exclusivity(unchecked) var probes: [Int32] = []
  /// What the successors' steps showed the sequence claims (see ``ClaimObserver``).
  @exclusivity(unchecked) var observations: [UInt64] = []
  /// The successors, ``successorCount`` of ``capacity``.
  @exclusivity(unchecked) private(set) var successors: UnsafeMutablePointer<Successor>
  /// Their product words, ``width`` each, ``stride`` apart.
  @exclusivity(unchecked) private(set) var words: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) private(set) var successorCount = 0
  @exclusivity(unchecked) private var capacity = 64

  /// The budget whose held bytes these results count in, if any.
  private let budget: ExpansionBudget?
  /// The bytes last counted in ``budget``.
  private var counted = 0

  init(width: Int, budget: ExpansionBudget? = nil) {
    self.width = width
    self.budget = budget
    stride = max((width + 1) & ~1, 2)
    successors = .allocate(capacity: 64)
    words = .allocate(capacity: 64 * stride)
    recount()
  }

  deinit {
    successors.deallocate()
    words.deallocate()
    budget?.noteHeld(-counted)
  }

  /// Brings the budget's count of held bytes up to date with ``bytes`` (the successor
  /// buffers recount as they grow; the observations when the worker checks its budget).
  func recount() {
    guard let budget else { return }
    let now = bytes
    budget.noteHeld(now - counted)
    counted = now
  }

  /// The bytes one successor takes in results of records of `width` words.
  static func bytesPerSuccessor(width: Int) -> Int {
    MemoryLayout<Successor>.stride + max((width + 1) & ~1, 2) * 4
  }

  /// Bytes held: the successor and word buffers at their capacity, and the claims'
  /// observations.
  var bytes: Int {
    capacity * (MemoryLayout<Successor>.stride + stride * 4) + observations.capacity * 8
  }

  /// Empties the results, keeping their storage.
  func clear() {
    states.removeAll(keepingCapacity: true)
    findings.removeAll(keepingCapacity: true)
    observations.removeAll(keepingCapacity: true)
    probes.removeAll(keepingCapacity: true)
    successorCount = 0
    firstAnswer = -1
  }

  /// The first successor whose step answered a ``SearchObserver``'s question, or -1.
  @exclusivity(unchecked) private(set) var firstAnswer = -1

  /// Marks the successor about to be added (see ``nextWords()``) as one whose step
  /// answers the observer's question, unless an earlier one did.
  func noteAnswer() {
    if firstAnswer < 0 { firstAnswer = successorCount }
  }

  /// The words of the next successor, to be written before ``add(_:)``.
  func nextWords() -> UnsafeMutablePointer<UInt32> {
    if successorCount == capacity { grow() }
    return words + successorCount * stride
  }

  /// The words of successor `number`.
  @inline(__always)
  func words(of number: Int) -> UnsafeMutablePointer<UInt32> {
    words + number * stride
  }

  /// Adds a finding of the successor being added (or of the state being closed).
  func note(_ finding: Finding) {
    findings.append(finding)
  }

  /// Adds the successor whose words ``nextWords()`` returned.
  func add(_ successor: Successor) {
    if successorCount == capacity { grow() }
    successors[successorCount] = successor
    successors[successorCount].findingsEnd = Int32(findings.count)
    successors[successorCount].observationsEnd = Int32(truncatingIfNeeded: observations.count)
    successorCount += 1
  }

  /// Closes the expansion of state `index`: its successors, findings and probe
  /// candidates added so far, and the steps that alone may be stored as chosen without
  /// the arrival probe.
  func close(_ index: Int, ample: AmpleChoice = .everyStep) {
    states.append(
      Expanded(
        index: index, successorsEnd: successorCount, findingsEnd: findings.count,
        ample: ample, probesEnd: probes.count))
  }

  /// The most bytes one growth adds: doubling buffers of wide successors (150 KB each)
  /// would overshoot the budget by as much as they hold.
  static let largestGrowth = 8 << 20

  private func grow() {
    let added = max(1, min(capacity, Self.largestGrowth / Self.bytesPerSuccessor(width: width)))
    let grown = UnsafeMutablePointer<Successor>.allocate(capacity: capacity + added)
    grown.moveInitialize(from: successors, count: successorCount)
    successors.deallocate()
    successors = grown
    let grownWords = UnsafeMutablePointer<UInt32>.allocate(capacity: (capacity + added) * stride)
    grownWords.moveInitialize(from: words, count: successorCount * stride)
    words.deallocate()
    words = grownWords
    capacity += added
    recount()
  }
}
