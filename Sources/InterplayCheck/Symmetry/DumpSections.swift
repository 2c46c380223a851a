/// A model's dump cut into its top-level declarations, normalized so that two actors
/// written from the same text compare equal: actor and notifier ids and URIs are left
/// out, and a scope's member list is sorted.
struct DumpSections {
  /// Each actor's declaration, by path.
  private var actors: [String: [String]] = [:]
  /// Every other declaration (the system line, types, stacks, scopes, data models,
  /// sequences, properties, invariants, rules).
  private var others: [[String]] = []

  init(_ dump: String) {
    var current: [String] = []
    var actorPath: String?
    func close() {
      guard !current.isEmpty else { return }
      if let actorPath {
        actors[actorPath] = current
      } else {
        others.append(
          current.first!.hasPrefix("scope ") ? [current[0]] + current.dropFirst().sorted() : current
        )
      }
    }
    for line in dump.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
      guard !line.hasPrefix(" ") else {
        current.append(Self.normalizedMember(line))
        continue
      }
      close()
      let (header, path) = Self.normalizedHeader(line)
      current = [header]
      actorPath = path
    }
    close()
  }

  /// Why renaming the replicas of `family` from position `p` to `positions[p]` does not
  /// map the model to itself, or nil when it does.
  func refusal(renaming family: [ReplicaFamily], by positions: [Int]) -> String? {
    let renamer = ReplicaName.Renamer(family: family, positions: positions)
    for (path, lines) in actors.sorted(by: { $0.key < $1.key }) {
      let image = renamer.rename(path)
      guard let target = actors[image] else { return "'\(path)' has no image '\(image)'" }
      if let (have, want) = Self.firstDifference(lines.map(renamer.rename), target) {
        return path == image
          ? "'\(path)' names replicas unevenly ('\(want.trimmed)')"
          : "'\(image)' is not '\(path)' with its replicas renamed: it says '\(want.trimmed)' where the renamed text says '\(have.trimmed)'"
      }
    }
    for lines in others {
      if let (_, line) = Self.firstDifference(lines.map(renamer.rename), lines) {
        return "'\(lines[0])' names replicas one by one ('\(line.trimmed)')"
      }
    }
    return nil
  }

  /// The first pair of lines that differ (an empty line stands for a missing one).
  private static func firstDifference(_ left: [String], _ right: [String]) -> (String, String)? {
    for index in 0..<max(left.count, right.count) {
      let one = index < left.count ? left[index] : ""
      let other = index < right.count ? right[index] : ""
      if one != other { return (one, other) }
    }
    return nil
  }

  /// A declaration's first line without its actor id and URI, and the actor's path if
  /// it declares one: `actor a4 Phil[0] uri "/actor/phil[0]" budget 1` is
  /// `actor Phil[0] budget 1`.
  private static func normalizedHeader(_ line: String) -> (String, String?) {
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard words.count >= 4, isId(words[1], prefix: "a"), words[3] == "uri",
      let open = line.range(of: " uri \""),
      let close = line[open.upperBound...].firstIndex(of: "\"")
    else { return (line, nil) }
    return ("\(words[0]) \(words[2])" + line[line.index(after: close)...], words[2])
  }

  /// A member line without a notifier id: `  request n4 fifo` is `  request fifo`.
  private static func normalizedMember(_ line: String) -> String {
    let body = line.drop { $0 == " " }
    let indent = line.prefix(line.count - body.count)
    let words = body.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count >= 2, words[0] == "request" || words[0] == "event",
      isId(String(words[1]), prefix: "n")
    else { return line }
    return indent + ([words[0]] + words.dropFirst(2)).joined(separator: " ")
  }

  private static func isId(_ word: String, prefix: Character) -> Bool {
    word.first == prefix && word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)
  }
}

extension String {
  fileprivate var trimmed: String { String(drop { $0 == " " }) }
}
