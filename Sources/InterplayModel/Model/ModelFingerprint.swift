import InterplayDiagnostics

/// What a model means, apart from where it is written: a hash of every value of a
/// ``Model`` except its source ranges, and those ranges in the order they were met.
///
/// Two models with the same ``digest`` are the same model laid out differently in their
/// files (a comment added, a line moved down, a sequence diagram's title changed):
/// every search gives the same result on both, and the ranges of one correspond, position by position, to the ranges of the
/// other (``relocation(to:)``). So the preview need not search again after such a save,
/// only move what the last search found to where it is written now.
///
/// The walk reads the model by reflection, so a field added to the model is covered
/// without a change here. The model holds no sets or dictionaries (their order would
/// make the walk ambiguous), which `ModelFingerprintTests` checks.
public struct ModelFingerprint: Hashable, Sendable {
  /// The hash of everything but the ranges.
  public let digest: UInt64
  /// How many values were hashed (a second check against a hash collision).
  public let count: Int
  /// Every source range of the model, in the order of the walk.
  public let ranges: [SourceRange]

  /// The fingerprint of `model`.
  public init(_ model: Model) {
    var walk = Walk()
    walk.visit(model)
    digest = walk.digest
    count = walk.count
    ranges = walk.ranges
  }

  /// Whether two fingerprints are of the same model, wherever it is written.
  public func means(_ other: ModelFingerprint) -> Bool {
    digest == other.digest && count == other.count && ranges.count == other.ranges.count
  }

  /// Where each of this model's ranges is written in `other`, which means the same;
  /// nil when it does not.
  public func relocation(to other: ModelFingerprint) -> [SourceRange: SourceRange]? {
    guard means(other) else { return nil }
    var map: [SourceRange: SourceRange] = [:]
    for (old, new) in zip(ranges, other.ranges) where map[old] == nil { map[old] = new }
    return map
  }

  /// The fields of a sequence that only its drawing reads: its title, numbering and
  /// participant order change no search.
  static let drawingFields: Set<String> = ["title", "isAutonumbered", "participantOrder"]

  /// The reflective walk: FNV-1a over the values' descriptions and the fields' labels.
  private struct Walk {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    var count = 0
    var ranges: [SourceRange] = []

    mutating func visit(_ value: Any) {
      if let range = value as? SourceRange {
        ranges.append(range)
        mix("@range")
        return
      }
      let mirror = Mirror(reflecting: value)
      let drawingOnly = value is InteractionSequence
      if mirror.children.isEmpty {
        // A leaf: a number, a string, a case without payload, nil.
        mix(String(describing: value))
        return
      }
      mix(mirror.displayStyle.map { "\($0)" } ?? "value")
      mix(String(mirror.children.count))
      for child in mirror.children {
        if drawingOnly, let label = child.label, ModelFingerprint.drawingFields.contains(label) {
          continue
        }
        mix(child.label ?? "_")
        visit(child.value)
      }
    }

    mutating func mix(_ text: String) {
      count += 1
      for byte in text.utf8 {
        digest ^= UInt64(byte)
        digest = digest &* 0x100_0000_01b3
      }
      // A separator, so "ab" + "c" and "a" + "bc" differ.
      digest ^= 0xff
      digest = digest &* 0x100_0000_01b3
    }
  }
}
