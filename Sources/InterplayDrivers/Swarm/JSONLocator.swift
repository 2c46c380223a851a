/// Finds where a value of a JSON text starts, by its path (`systems`, 0, `violations`),
/// so a problem found in the decoded ``JSON`` can be reported at its line and column.
///
/// The text is scanned once per lookup, without recursion (nesting depth costs nothing)
/// and without building values. The text is assumed to be JSON (it was decoded); on
/// anything else the lookup stops where it got to.
struct JSONLocator {
  /// One step of a path: an object's key or an array's index.
  enum Step: Hashable, Sendable, CustomStringConvertible {
    /// The value of an object's key.
    case key(String)
    /// An array's element.
    case index(Int)

    /// `.key` or `[index]`.
    var description: String {
      switch self {
      case .key(let key): ".\(key)"
      case .index(let index): "[\(index)]"
      }
    }
  }

  /// The text's bytes.
  let bytes: [UInt8]

  /// The byte offset where the value at `path` starts; for a path that does not lead to a
  /// value, where its deepest existing value starts.
  func offset(of path: [Step]) -> Int {
    var position = skipSpace(0)
    for step in path {
      guard let next = child(step, of: position) else { return position }
      position = next
    }
    return position
  }

  /// The offset of the value `step` names in the object or array starting at `position`.
  private func child(_ step: Step, of position: Int) -> Int? {
    guard position < bytes.count else { return nil }
    switch (step, bytes[position]) {
    case (.key(let key), UInt8(ascii: "{")):
      var index = skipSpace(position + 1)
      while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        let keyEnd = skipString(index)
        let name = String(decoding: bytes[(index + 1)..<max(index + 1, keyEnd - 1)], as: UTF8.self)
        index = skipSpace(keyEnd)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        let value = skipSpace(index + 1)
        if name == key { return value }
        index = skipSpace(skipValue(value))
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
        index = skipSpace(index + 1)
      }
      return nil
    case (.index(let wanted), UInt8(ascii: "[")):
      var index = skipSpace(position + 1)
      var count = 0
      while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
        if count == wanted { return index }
        index = skipSpace(skipValue(index))
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
        index = skipSpace(index + 1)
        count += 1
      }
      return nil
    default:
      return nil
    }
  }

  /// The offset just past the value starting at `position`.
  private func skipValue(_ position: Int) -> Int {
    var index = position
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index = skipString(index)
        if depth == 0 { return index }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return index }
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
        if depth == 0 { return index }
      default:
        break
      }
      index += 1
    }
    return index
  }

  /// The offset just past the string whose opening quote is at `position`.
  private func skipString(_ position: Int) -> Int {
    var index = position + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return index
  }

  private func skipSpace(_ position: Int) -> Int {
    var index = position
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }
}
