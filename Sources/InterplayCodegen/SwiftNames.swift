import InterplayModel

/// How model names become Swift names in generated code.
///
/// Generated code names the standard library's and the runtime's types by their module
/// (`Swift.String`, `InterplayRuntime.RuntimeValue`), so a model type called `String` or
/// `RuntimeValue` cannot hide them, and writes every model name that is a Swift keyword
/// in backticks, where it is declared and after a `.`.
enum SwiftNames {
  /// Swift's keywords and contextual keywords: a generated declaration, type reference or
  /// member reference writes them in backticks (which is harmless for the contextual ones).
  static let keywords: Set<String> = [
    // Declarations.
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "precedencegroup", "private", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "_",
    // Contextual keywords.
    "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet",
    "discard", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left",
    "macro", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
    "prefix", "Protocol", "required", "right", "sending", "set", "some", "then", "Type",
    "unowned", "weak", "willSet",
  ]

  /// The keywords an argument label at a call site must still write in backticks; any
  /// other keyword there is a plain label (and Swift warns when it is escaped).
  static let callSiteKeywords: Set<String> = ["inout", "_"]

  /// The modules generated code qualifies names with: a model name equal to one of them
  /// would hide the module.
  static let modules: Set<String> = ["Swift", "InterplayRuntime"]

  /// A name as a Swift identifier in a declaration, type or member reference: in
  /// backticks when it is a keyword.
  static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`" + name + "`" : name
  }

  /// A name as an argument label where a function is called or a case constructed.
  static func argumentLabel(_ name: String) -> String {
    callSiteKeywords.contains(name) ? "`" + name + "`" : name
  }

  /// A standard-library type, qualified: `Swift.String`.
  static func standard(_ name: String) -> String { "Swift." + name }

  /// An InterplayRuntime type, qualified: `InterplayRuntime.RuntimeValue`.
  static func runtime(_ name: String) -> String { "InterplayRuntime." + name }

  /// Whether a text is an identifier Swift can say (in backticks where it is a keyword):
  /// an ASCII letter or `_`, then ASCII letters, digits and `_`, as Interplay's own names.
  static func isIdentifier(_ text: String) -> Bool {
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard let first = text.unicodeScalars.first, isLetter(first) else { return false }
    return text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
  }

  /// An actor path as one type name: `Platform.Clock` gives `PlatformClock`.
  static func typeName(ofPath path: String) -> String {
    path.split(separator: ".").joined()
  }

  /// A type name with a lower-case first letter: `PlatformClock` gives `platformClock`.
  static func lowerCamel(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }

  /// A Swift string literal of a text.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// The Swift type of a model type: `Swift.Bool`, `Swift.Int` for a range, else the
  /// generated enum or token struct (found in the namespace the code is written in).
  static func swiftType(_ type: TypeID, in model: Model) -> String {
    let modelType = model[type]
    switch modelType.kind {
    case .bool: return standard("Bool")
    case .int: return standard("Int")
    case .enumeration, .opaque, .error: return identifier(modelType.name)
    }
  }
}
