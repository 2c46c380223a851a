/// Keyword lookup by byte comparison, so no `String` is made while lexing.
enum KeywordTable {
  /// The keywords bucketed by first letter (`a` is bucket 0); each entry holds the keyword's bytes.
  static let buckets: [[(bytes: [UInt8], keyword: Keyword)]] = {
    var buckets = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 26)
    for keyword in Keyword.allCases {
      let bytes = Array(keyword.rawValue.utf8)
      buckets[Int(bytes[0] &- UInt8(ascii: "a"))].append((bytes, keyword))
    }
    return buckets
  }()

  /// The longest keyword, in bytes: longer words are names without looking.
  static let maximumLength = Keyword.allCases.map(\.rawValue.utf8.count).max() ?? 0

  /// The keyword spelled by `bytes[start..<end]`, if any.
  static func keyword(in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Keyword? {
    let length = end - start
    let first = bytes[start]
    // Keywords are lower case: a name starting otherwise is never one.
    guard length <= maximumLength, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
      return nil
    }
    candidates: for entry in buckets[Int(first - UInt8(ascii: "a"))]
    where entry.bytes.count == length {
      var index = 1
      while index < length {
        if entry.bytes[index] != bytes[start + index] { continue candidates }
        index += 1
      }
      return entry.keyword
    }
    return nil
  }
}
