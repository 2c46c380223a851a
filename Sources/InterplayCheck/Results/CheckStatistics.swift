/// How much a search explored and what it cost.
public struct CheckStatistics: Hashable, Sendable, Codable {
  /// Distinct states stored (product states: the system's words and the monitors').
  public var states: Int
  /// Steps applied (edges of the explored graph, revisits included).
  public var transitions: Int
  /// The most steps from the initial state to a stored state.
  public var depth: Int
  /// Wall-clock seconds of the main search (sequence searches excluded).
  public var seconds: Double
  /// `UInt32` words per product state, unpacked (the system's and the monitors').
  public var stateWords: Int
  /// Bytes of one stored state, packed (padded to whole words).
  public var packedStateBytes: Int
  /// Bytes per stored state: the packed state, its parent link and its share of the hash
  /// table.
  public var bytesPerState: Double
  /// Bytes held by the state store and the explored graph at the end.
  public var storeBytes: Int
  /// The process's peak resident memory, in bytes (0 where unknown).
  public var peakMemoryBytes: Int
  /// The threads that expanded states (see ``CheckOptions/jobs``): 1 unless a
  /// breadth-first level was wide enough to share.
  public var threads: Int
  /// What a lossy search covered and how likely it missed a state; nil when exact.
  public var lossy: LossyCoverage? = nil

  /// States stored per second of search.
  public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}

/// The process's peak resident set size (`VmHWM` of `/proc/self/status`), in bytes.
enum PeakMemory {
  static func bytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
    return 0
  }
}
