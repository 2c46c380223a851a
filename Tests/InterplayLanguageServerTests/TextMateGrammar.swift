import Foundation
import InterplayDiagnostics

/// A TextMate grammar loaded for tests, and a small tokenizer that applies it as editors do
/// for the kinds of rule it uses: at each position the earliest match wins (ties: a
/// `begin` rule's `end` first, then the rule listed first); `match` rules scope their match
/// and captures; `begin`/`end` rules scope everything up to their end and apply their own
/// patterns inside; `include` reaches into the repository (`#name`) or the grammar
/// (`$self`).
///
/// Regexes are compiled with `NSRegularExpression` (ICU): a grammar that works here uses
/// only syntax that ICU and Oniguruma (the engine VS Code runs) share.
struct TextMateGrammar {
  /// One rule, with its includes expanded.
  enum Rule {
    case match(NSRegularExpression, name: String?, captures: [Int: String])
    case region(begin: NSRegularExpression, end: NSRegularExpression, name: String?, inner: [Any])
  }

  /// A scope name given to a UTF-16 range of the text.
  struct Scope: Equatable {
    var range: NSRange
    var name: String
  }

  enum GrammarError: Error { case invalid(String) }

  let root: [String: Any]

  init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw GrammarError.invalid("the grammar is not a JSON object")
    }
    self.root = root
  }

  /// Every regex source in the grammar (`match`, `begin`, `end`), wherever it is.
  var regexSources: [String] {
    var sources: [String] = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        for key in ["match", "begin", "end"] {
          if let source = object[key] as? String { sources.append(source) }
        }
        for key in object.keys.sorted() { collect(object[key] as Any) }
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(root)
    return sources
  }

  /// The rules a list of patterns stands for, includes expanded.
  func rules(_ patterns: [Any], depth: Int = 0) throws -> [Rule] {
    guard depth < 16 else { throw GrammarError.invalid("includes nest too deep") }
    var result: [Rule] = []
    for case let pattern as [String: Any] in patterns {
      if let include = pattern["include"] as? String {
        let target: Any?
        if include == "$self" {
          target = ["patterns": root["patterns"] as Any]
        } else {
          target = (root["repository"] as? [String: Any])?[String(include.dropFirst())]
        }
        guard let target else { throw GrammarError.invalid("unknown include \(include)") }
        result += try rules([target], depth: depth + 1)
      } else if let match = pattern["match"] as? String {
        var captures: [Int: String] = [:]
        for (key, value) in pattern["captures"] as? [String: [String: Any]] ?? [:] {
          if let group = Int(key), let name = value["name"] as? String { captures[group] = name }
        }
        result.append(
          .match(try Self.compile(match), name: pattern["name"] as? String, captures: captures))
      } else if let begin = pattern["begin"] as? String, let end = pattern["end"] as? String {
        result.append(
          .region(
            begin: try Self.compile(begin), end: try Self.compile(end),
            name: pattern["name"] as? String, inner: pattern["patterns"] as? [Any] ?? []))
      } else if let inner = pattern["patterns"] as? [Any] {
        result += try rules(inner, depth: depth + 1)
      }
    }
    return result
  }

  /// The scopes the grammar gives a text.
  func tokenize(_ text: String) throws -> [Scope] {
    var scopes: [Scope] = []
    _ = try scan(text, from: 0, rules: rules(root["patterns"] as? [Any] ?? []), end: nil, &scopes)
    return scopes
  }

  private func scan(
    _ text: String, from start: Int, rules: [Rule], end: NSRegularExpression?,
    _ scopes: inout [Scope]
  ) throws -> Int {
    let length = text.utf16.count
    var position = start
    while position < length {
      let range = NSRange(location: position, length: length - position)
      var best: (match: NSTextCheckingResult, rule: Rule?)?
      if let end,
        let match = end.firstMatch(in: text, options: [.withTransparentBounds], range: range)
      {
        best = (match, nil)
      }
      for rule in rules {
        let regex: NSRegularExpression
        switch rule {
        case .match(let r, _, _): regex = r
        case .region(let r, _, _, _): regex = r
        }
        guard
          let match = regex.firstMatch(in: text, options: [.withTransparentBounds], range: range)
        else { continue }
        if best == nil || match.range.location < best!.match.range.location { best = (match, rule) }
      }
      guard let (match, rule) = best else { return length }
      let matchEnd = match.range.location + match.range.length
      switch rule {
      case nil:
        return matchEnd
      case .match(_, let name, let captures)?:
        if let name { scopes.append(Scope(range: match.range, name: name)) }
        for (group, name) in captures where group < match.numberOfRanges {
          let captured = match.range(at: group)
          if captured.location != NSNotFound { scopes.append(Scope(range: captured, name: name)) }
        }
        position = max(matchEnd, match.range.location + 1)
      case .region(_, let endRegex, let name, let inner)?:
        let after = try scan(text, from: matchEnd, rules: self.rules(inner), end: endRegex, &scopes)
        if let name {
          let covered = NSRange(
            location: match.range.location, length: after - match.range.location)
          scopes.append(Scope(range: covered, name: name))
        }
        position = max(after, match.range.location + 1)
      }
    }
    return length
  }

  static func compile(_ source: String) throws -> NSRegularExpression {
    try NSRegularExpression(pattern: source, options: [.anchorsMatchLines])
  }
}
