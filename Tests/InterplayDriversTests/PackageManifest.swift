import Foundation

/// The target declarations of a `Package.swift`, read from its text (a manifest is Swift,
/// which only the package manager runs): each `.target`, `.testTarget`,
/// `.executableTarget`, `.plugin` (one with a `capability:`, not a plugin product),
/// `.systemLibrary`, `.binaryTarget` or `.macro` call, with its `name:`, `path:`,
/// `exclude:` and the names of its `dependencies:`. Comments are skipped. Anything this
/// reader does not understand (a dependency that is neither a string nor a `.product`,
/// `.target` or `.byName` call, a `sources:` list, a multi-line string) is an error, never
/// a guess.
struct PackageManifest {
  /// One declared target.
  struct Target: Equatable {
    /// `target`, `testTarget`, `executableTarget`, `plugin`, ...
    var kind: String
    var name: String
    /// The `path:` argument, relative to the package folder.
    var path: String?
    /// The `exclude:` paths, relative to the target's folder.
    var exclude: [String] = []
    /// The names in `dependencies:`: targets, and products (`.product(name:)`) by name.
    var dependencies: [String] = []

    /// The target's folder, relative to the package: its `path:`, or the package
    /// manager's default (`Tests/` for a test target, `Plugins/` for a plugin, else
    /// `Sources/`).
    var folder: String {
      if let path { return path }
      switch kind {
      case "testTarget": return "Tests/" + name
      case "plugin": return "Plugins/" + name
      default: return "Sources/" + name
      }
    }
  }

  /// What the reader could not read, and where.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A token: a string literal's contents, a word (identifier or number), or one other
  /// character.
  enum Token: Equatable {
    case string(String)
    case word(String)
    case symbol(Character)
  }

  /// The declared targets, in manifest order.
  var targets: [Target]

  /// The calls that declare a target.
  static let targetKinds: Set<String> = [
    "target", "testTarget", "executableTarget", "plugin", "systemLibrary", "binaryTarget", "macro",
  ]

  /// Reads the manifest text.
  init(text: String) throws {
    let tokens = try Self.tokens(text)
    targets = []
    var index = 0
    while index + 2 < tokens.count {
      guard tokens[index] == .symbol("."), case .word(let kind) = tokens[index + 1],
        Self.targetKinds.contains(kind), tokens[index + 2] == .symbol("(")
      else {
        index += 1
        continue
      }
      let (arguments, end) = try Self.arguments(tokens, open: index + 2)
      index = end
      // `.plugin(name:targets:)` in `products:` is a product, not a target.
      if kind == "plugin" && arguments["capability"] == nil { continue }
      let name = try Self.string(arguments["name"], "the name of a .\(kind)")
      guard arguments["sources"] == nil else {
        throw Failure(description: "target \(name): `sources:` is not read by this test")
      }
      var target = Target(kind: kind, name: name)
      if let path = arguments["path"] { target.path = try Self.string(path, "\(name)'s path") }
      if let exclude = arguments["exclude"] {
        target.exclude = try Self.elements(exclude, "\(name)'s exclude").map {
          try Self.string($0, "an exclude of \(name)")
        }
      }
      if let dependencies = arguments["dependencies"] {
        target.dependencies = try Self.elements(dependencies, "\(name)'s dependencies").map {
          try Self.dependencyName($0, of: name)
        }
      }
      targets.append(target)
    }
  }

  /// The module a target or product name is imported as: characters an identifier cannot
  /// hold become `_` (`interplay-gen` is `interplay_gen`). Every product this reader meets
  /// is named like the one target it holds.
  static func moduleName(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  /// A dependency: `"Name"`, or `.product(name: "Name", ...)`, `.target(name: "Name")`,
  /// `.byName(name: "Name")`.
  static func dependencyName(_ tokens: [Token], of target: String) throws -> String {
    if tokens.count == 1, case .string(let name) = tokens[0] { return name }
    if tokens.count > 3, tokens[0] == .symbol("."), case .word(let call) = tokens[1],
      ["product", "target", "byName"].contains(call), tokens[2] == .symbol("(")
    {
      let (arguments, end) = try arguments(tokens, open: 2)
      if end == tokens.count {
        return try string(arguments["name"], "a .\(call) dependency of \(target)")
      }
    }
    throw Failure(description: "cannot read a dependency of \(target): \(tokens)")
  }

  /// The one string literal a value must be.
  static func string(_ tokens: [Token]?, _ what: String) throws -> String {
    guard let tokens, tokens.count == 1, case .string(let text) = tokens[0] else {
      throw Failure(description: "\(what) is not a string literal: \(tokens ?? [])")
    }
    return text
  }

  /// The elements of an array literal `[a, b, ...]`, each as its tokens.
  static func elements(_ tokens: [Token], _ what: String) throws -> [[Token]] {
    guard tokens.first == .symbol("["), tokens.last == .symbol("]") else {
      throw Failure(description: "\(what) is not an array literal: \(tokens)")
    }
    var elements: [[Token]] = [[]]
    var depth = 0
    for token in tokens.dropFirst().dropLast() {
      if token == .symbol("(") || token == .symbol("[") { depth += 1 }
      if token == .symbol(")") || token == .symbol("]") { depth -= 1 }
      if depth == 0 && token == .symbol(",") {
        elements.append([])
      } else {
        elements[elements.count - 1].append(token)
      }
    }
    return elements.filter { !$0.isEmpty }
  }

  /// The labelled arguments of the call whose `(` is at `open`, each as its tokens, and
  /// the index after its `)`.
  static func arguments(_ tokens: [Token], open: Int) throws -> ([String: [Token]], Int) {
    var arguments: [String: [Token]] = [:]
    var label: String?
    var depth = 0
    var index = open
    var startsArgument = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token == .symbol("(") || token == .symbol("[") {
        depth += 1
        if depth == 1 {
          startsArgument = true
          continue
        }
      } else if token == .symbol(")") || token == .symbol("]") {
        depth -= 1
        if depth == 0 { return (arguments, index) }
      } else if depth == 1 && token == .symbol(",") {
        label = nil
        startsArgument = true
        continue
      }
      if depth == 1, startsArgument, case .word(let word) = token, index < tokens.count,
        tokens[index] == .symbol(":")
      {
        label = word
        arguments[word] = []
        index += 1
        startsArgument = false
        continue
      }
      startsArgument = false
      if let label { arguments[label, default: []].append(token) }
    }
    throw Failure(description: "a call is not closed")
  }

  /// The manifest's tokens, comments and white space left out.
  static func tokens(_ text: String) throws -> [Token] {
    let characters = Array(text)
    var tokens: [Token] = []
    var index = 0
    func at(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "/" && at(1) == "/" {
        while index < characters.count && characters[index] != "\n" { index += 1 }
      } else if character == "/" && at(1) == "*" {
        index += 2
        while index < characters.count && !(characters[index] == "*" && at(1) == "/") {
          index += 1
        }
        index += 2
      } else if character == "\"" {
        guard !(at(1) == "\"" && at(2) == "\"") else {
          throw Failure(description: "a multi-line string literal is not read by this test")
        }
        var literal = ""
        index += 1
        while index < characters.count && characters[index] != "\"" {
          guard characters[index] != "\n" else {
            throw Failure(description: "a string literal is not closed")
          }
          if characters[index] == "\\" { index += 1 }
          if index < characters.count { literal.append(characters[index]) }
          index += 1
        }
        index += 1
        tokens.append(.string(literal))
      } else if character.isLetter || character.isNumber || character == "_" {
        var word = ""
        while let next = at(0), next.isLetter || next.isNumber || next == "_" {
          word.append(next)
          index += 1
        }
        tokens.append(.word(word))
      } else {
        if !character.isWhitespace { tokens.append(.symbol(character)) }
        index += 1
      }
    }
    return tokens
  }

  /// The modules the Swift source `text` imports (`import X`, `@testable import X`,
  /// `@_implementationOnly import X`, `public import X`, `import struct X.Y`, ...). Lines
  /// inside a multi-line string literal (raw ones too: `#"""` ends at `"""#`) are not
  /// code, so a Python script a test holds does not count; an import in a `/* */` comment
  /// would (none is written so).
  static func imports(in text: String) -> Set<String> {
    let pattern =
      #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/#
    let quotes = String(repeating: "\"", count: 3)
    var modules: Set<String> = []
    // The delimiter that ends the multi-line string being read, nil in code.
    var closing: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if closing == nil, let match = line.firstMatch(of: pattern) {
        modules.insert(String(match.1))
      }
      var rest = line[...]
      while let delimiter = rest.firstRange(of: closing ?? quotes) {
        if closing != nil {
          closing = nil
        } else {
          let hashes = rest[..<delimiter.lowerBound].reversed().prefix { $0 == "#" }.count
          closing = quotes + String(repeating: "#", count: hashes)
        }
        rest = rest[delimiter.upperBound...]
      }
    }
    return modules
  }
}
