/// File names for diagrams, made from model and element names.
public enum FileNames {
  /// `name` reduced to letters, digits, `-`, `_` and `.`: every other character (and
  /// a leading dot) becomes `_`, runs of `_` collapse, and the result is at most 80
  /// characters. Never empty.
  public static func sanitise(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar == "_"
      let character: Character = allowed ? Character(scalar) : "_"
      if character == "_" && result.hasSuffix("_") { continue }
      if character == "." && result.isEmpty {
        result.append("_")
        continue
      }
      result.append(character)
    }
    result = String(result.prefix(80))
    while result.hasSuffix(".") { result.removeLast() }
    return result.isEmpty || result == "_" ? "diagram" : result
  }

  /// `Model-kind` or `Model-kind-Subject`, each part sanitised.
  public static func stem(model: String, kind: Diagram.Kind, subject: String?) -> String {
    let parts = [model, kind.rawValue] + (subject.map { [$0] } ?? [])
    return parts.map(sanitise).joined(separator: "-")
  }

  /// The stems made unique in order: a repeat gets `-2`, `-3`, ... (compared without
  /// case, for case-insensitive file systems).
  public static func unique(_ stems: [String]) -> [String] {
    var seen = Set<String>()
    return stems.map { stem in
      var candidate = stem
      var counter = 2
      while !seen.insert(candidate.lowercased()).inserted {
        candidate = stem + "-\(counter)"
        counter += 1
      }
      return candidate
    }
  }
}
