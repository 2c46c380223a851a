/// Turns file paths into the URI references SARIF artifact locations require (RFC 3986).
enum ArtifactURI {
  /// The URI reference for a path as the user gave it.
  ///
  /// A relative path stays relative (`models/a b.ipl` becomes `models/a%20b.ipl`);
  /// an absolute path becomes a `file:` URI (`/tmp/a.ipl` becomes
  /// `file:///tmp/a.ipl`). Every byte of the UTF-8 path is percent-encoded except
  /// unreserved characters, `/`, and the sub-delimiters and `@` allowed in a path
  /// segment. `:` is always encoded, so a relative path such as `c:x.ipl` can
  /// never be read as a URI with a scheme.
  static func reference(forPath path: String) -> String {
    let encoded = encode(path)
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  private static func encode(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      if isAllowed(byte) {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
      }
    }
    return result
  }

  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~/!$&'()*+,;=@".utf8.contains(byte)
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF")

  private static func hexDigit(_ value: UInt8) -> String { String(hexDigits[Int(value)]) }
}
