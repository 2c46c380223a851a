/// Replica names in a dump's text: `Phil[3]`, a name, `[`, an index, `]`.
enum ReplicaName {
  /// `("Phil", 3)` for a top-level replica's path `Phil[3]`; nil for any other path.
  static func split(_ path: String) -> (String, Int)? {
    guard path.last == "]", let open = path.firstIndex(of: "["), !path.contains("."),
      let index = Int(path[path.index(after: open)..<path.index(before: path.endIndex)])
    else { return nil }
    let name = String(path[..<open])
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    return (name, index)
  }

  /// Renames the replicas of some families in text: `Name[k]` becomes
  /// `Name[lower + positions[k - lower]]` wherever `Name` starts a path (is not preceded
  /// by a name character or a dot).
  struct Renamer {
    private var families: [String: (lower: Int, positions: [Int])] = [:]

    init(family: [ReplicaFamily], positions: [Int]) {
      for member in family { families[member.name] = (member.lower, positions) }
    }

    func rename(_ text: String) -> String {
      guard text.contains("[") else { return text }
      let characters = Array(text)
      var result = ""
      result.reserveCapacity(characters.count)
      var position = 0
      while position < characters.count {
        let character = characters[position]
        let startsName =
          (character.isLetter || character == "_")
          && (position == 0 || !Self.continuesPath(characters[position - 1]))
        guard startsName else {
          result.append(character)
          position += 1
          continue
        }
        var end = position
        while end < characters.count, Self.isNameCharacter(characters[end]) { end += 1 }
        let name = String(characters[position..<end])
        result += name
        position = end
        guard let family = families[name], position < characters.count,
          characters[position] == "["
        else { continue }
        var close = position + 1
        while close < characters.count, characters[close].isNumber { close += 1 }
        guard close > position + 1, close < characters.count, characters[close] == "]",
          let index = Int(String(characters[(position + 1)..<close])),
          index >= family.lower, index - family.lower < family.positions.count
        else { continue }
        result += "[\(family.lower + family.positions[index - family.lower])]"
        position = close + 1
      }
      return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }

    private static func continuesPath(_ character: Character) -> Bool {
      isNameCharacter(character) || character == "."
    }
  }
}
