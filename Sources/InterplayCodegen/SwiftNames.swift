import InterplayModel

/// How model names become Swift names in generated code.
enum SwiftNames {
  /// Swift's reserved words, which a generated declaration must write in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any",
    "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "async", "some", "any", "consume", "borrowing", "consuming", "package", "Type", "Protocol",
  ]

  /// A name as a Swift identifier: in backticks when it is a reserved word.
  static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`" + name + "`" : name
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

  /// The Swift type of a model type: `Bool`, `Int` for a range, else the generated
  /// enum or token struct.
  static func swiftType(_ type: TypeID, in model: Model) -> String {
    let modelType = model[type]
    switch modelType.kind {
    case .bool: return "Bool"
    case .int: return "Int"
    case .enumeration, .opaque, .error: return identifier(modelType.name)
    }
  }

  /// The label a payload parameter has in a generated case or method: the model's
  /// label, else none.
  static func label(_ parameter: Parameter) -> String? {
    parameter.label.map(identifier)
  }
}
