import Foundation

/// A JSON value: what a JSON-RPC message of the language server is made of, and what
/// `interplay merge` reads check reports as.
///
/// Decoded with `JSONDecoder` and encoded with `JSONEncoder` (sorted keys, so the same
/// message is always the same bytes). Integers stay integers; any other number is a double.
public enum JSON: Hashable, Sendable {
  /// `null`
  case null
  /// `true` or `false`
  case bool(Bool)
  /// A number without fraction or exponent that fits in `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An object.
  case object([String: JSON])

  /// The member of an object with a key (`null` for anything else).
  public subscript(key: String) -> JSON {
    if case .object(let members) = self { return members[key] ?? .null }
    return .null
  }

  /// The element of an array at an index (`null` when out of bounds or not an array).
  public subscript(index: Int) -> JSON {
    if case .array(let elements) = self, elements.indices.contains(index) {
      return elements[index]
    }
    return .null
  }

  /// The string, if this is one.
  public var stringValue: String? { if case .string(let s) = self { s } else { nil } }

  /// The integer, if this is one (or a double with an integral value).
  public var intValue: Int? {
    switch self {
    case .int(let value): value
    case .double(let value) where value.rounded() == value && abs(value) < 9e15: Int(value)
    default: nil
    }
  }

  /// The number as a double, if this is a number.
  public var doubleValue: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// The boolean, if this is one.
  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }

  /// The elements, if this is an array.
  public var arrayValue: [JSON]? { if case .array(let a) = self { a } else { nil } }

  /// The members, if this is an object.
  public var objectValue: [String: JSON]? { if case .object(let o) = self { o } else { nil } }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  /// Parses JSON text; nil when it is not valid JSON.
  public static func parse(_ data: Data) -> JSON? {
    try? JSONDecoder().decode(JSON.self, from: data)
  }

  /// The compact JSON text, keys sorted.
  public func serialized() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }
}

extension JSON: Codable {
  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  /// Encodes the value as JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value.isFinite ? value : 0)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A string from a literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer from a literal.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A boolean from a literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array from a literal.
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  /// An object from a literal; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
  /// `null` from `nil`.
  public init(nilLiteral: ()) { self = .null }
}
