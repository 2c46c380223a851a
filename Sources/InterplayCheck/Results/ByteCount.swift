/// Byte sizes and durations as people write them: `512M`, `1G`, `1.5 GiB`, `30s`.
public enum ByteCount {
  /// Parses `1024`, `64K`, `512M`, `1G` or `2T` (binary multiples; an optional `B` or `iB`
  /// suffix is accepted, case does not matter); nil for anything else or zero.
  public static func parse(_ text: String) -> Int? {
    var body = text.trimmingCharacters(in: " ").uppercased()
    for suffix in ["IB", "B"] where body.hasSuffix(suffix) && body.count > suffix.count {
      body.removeLast(suffix.count)
      break
    }
    let shifts: [Character: Int] = ["K": 10, "M": 20, "G": 30, "T": 40]
    var shift = 0
    if let last = body.last, let found = shifts[last] {
      shift = found
      body.removeLast()
    }
    guard let number = Double(body), number > 0, number.isFinite else { return nil }
    let bytes = number * Double(1 << shift)
    guard bytes >= 1, bytes < Double(Int.max / 2) else { return nil }
    return Int(bytes)
  }

  /// `812 B`, `3.4 KiB`, `1.0 GiB`.
  public static func text(_ bytes: Int) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    return unit == 0 ? "\(bytes) B" : fixed(value, digits: 1) + " " + units[unit]
  }

  /// `0.25s`, `12.0s`.
  public static func seconds(_ seconds: Double) -> String {
    fixed(seconds, digits: seconds < 10 ? 2 : 1) + "s"
  }

  /// A decimal with a fixed number of digits after the point, without Foundation.
  public static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = scaled % Int(scale)
    guard digits > 0 else { return "\(whole)" }
    var text = "\(fraction)"
    while text.count < digits { text = "0" + text }
    return "\(whole).\(text)"
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return String(text)
  }
}
