import Foundation

/// Event data, in the forms `interplay export scxml --lossy` writes: `<param name expr>`
/// on a `<send>` (a payload), `_event.data.NAME` read in a transition (a binding of its
/// trigger), string literals (cases of one enum, `Text`), `reply.X.c` events (the reply
/// to the request `X.c` the chart sends) and `<send event="reply.S.r"
/// targetexpr="_event.origin">` in the transition taking the request `r` (`reply v`).
///
/// Types come from what the chart does with a value, nothing else: a string literal is
/// `Text`, `true`, `false`, a comparison, `!`, `&&`, `||` and `In()` are `Bool`, a lone
/// variable or field its own type, any other value `Int` (with the range the options
/// give, else ``ScxmlImport/defaultIntegerRange``). A field only read is `Bool` when it
/// stands alone as a condition or beside `&&`, `||`, `!`; `Text` when compared with a
/// string; else `Int`. A reply whose value is never read is declared `Bool`.
extension ScxmlTranslator {
  /// The type of an imported value.
  enum ValueType: Equatable {
    case int, bool, text
  }

  /// The declared type of a value of type `type`.
  func typeText(_ type: ValueType) -> String {
    switch type {
    case .bool: return "Bool"
    case .text: return Self.textTypeName
    case .int:
      let range = options.integerRange ?? ScxmlImport.defaultIntegerRange
      return "Int(\(range.lowerBound)...\(range.upperBound))"
    }
  }

  /// The name a trigger binds the field `field` to: its identifier, with `_event` added
  /// when a variable has that name (a binding would hide it).
  func bindingName(_ field: String) -> String {
    let name = Self.identifier(field)
    return Set(variables.values).contains(name) ? name + "_event" : name
  }

  /// The enum holding every string literal of the chart.
  static let textTypeName = "Text"

  /// The string literals of an expression, in order (not the ids of `In()`).
  static func stringLiterals(_ source: String) -> [String] {
    // Swift's regular expressions are slow: most values hold no quote at all.
    guard source.contains("'") else { return [] }
    // `In('id')` names a state, not a string.
    return source.replacing(/In\(\s*'[^']*'\s*\)/, with: "").matches(of: /'([^']*)'/).map {
      String($0.1)
    }
  }

  /// The fields `_event.data.NAME` an expression reads, in order.
  static func dataFields(_ source: String) -> [String] {
    guard source.contains("_event") else { return [] }
    return source.matches(of: /_event\.data\.([A-Za-z_$][A-Za-z0-9_$]*)/).map { String($0.1) }
  }

  /// The type of a value expression (see the extension's comment).
  func valueType(_ source: String) -> ValueType {
    let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.contains(/===|!==|==|!=|<|>|&&|\|\||In\(|(^|[^=!<>])!/) { return .bool }
    if trimmed.contains("'") { return .text }
    if trimmed == "true" || trimmed == "false" { return .bool }
    if let type = variableTypes[trimmed] { return type }
    if let match = trimmed.wholeMatch(of: /_event\.data\.([A-Za-z_$][A-Za-z0-9_$]*)/) {
      return readTypes[String(match.1)] ?? .int
    }
    return .int
  }

  /// The type an attribute shows for a field it reads: assigned as it is, its
  /// variable's; in a condition, see ``readType(of:in:)``; a value alone shows nothing.
  func fieldType(_ field: String, in node: Element, key: String) -> ValueType? {
    let value = (node.attributes[key] ?? "").trimmingCharacters(in: .whitespaces)
    if node.name == "assign", value == "_event.data." + field {
      return node.attributes["location"].flatMap { variableTypes[$0] } ?? .int
    }
    if key != "cond", value == "_event.data." + field { return nil }
    return Self.readType(of: field, in: value)
  }

  /// The type a condition or value shows for a field it reads.
  static func readType(of field: String, in source: String) -> ValueType {
    let name = "_event.data." + field
    guard let range = source.range(of: name) else { return .int }
    let before = source[..<range.lowerBound].replacing(/[\s(]/, with: "")
    let after = source[range.upperBound...].replacing(/[\s)]/, with: "")
    if after.hasPrefix("==") || after.hasPrefix("!=") || before.hasSuffix("=") {
      return (after.contains("'") || before.contains("'")) ? .text : .int
    }
    let boolBefore =
      before.isEmpty || before.hasSuffix("!") || before.hasSuffix("&&")
      || before.hasSuffix("||")
    let boolAfter = after.isEmpty || after.hasPrefix("&&") || after.hasPrefix("||")
    return boolBefore && boolAfter && !before.hasSuffix("-") ? .bool : .int
  }

  /// The request event a `reply.X.c` event answers, when the chart sends `X.c` to `#_X`.
  func answeredRequest(_ event: String) -> (actor: String, caseName: String)? {
    guard event.hasPrefix("reply.") else { return nil }
    return requestSends[String(event.dropFirst("reply.".count))]
  }

  /// Collects the strings, the fields of every event and the reply types, before any
  /// state is written.
  mutating func collectPayloads() {
    for element in document where element.name == "data" {
      guard let id = element.attributes["id"], let expr = element.attributes["expr"] else {
        continue
      }
      let trimmed = expr.trimmingCharacters(in: .whitespaces)
      if trimmed == "true" || trimmed == "false" {
        variableTypes[id] = .bool
      } else if trimmed.wholeMatch(of: /'[^']*'/) != nil {
        variableTypes[id] = .text
      }
    }
    var strings: [String] = []
    for element in document {
      for key in ["expr", "cond"] {
        if let value = element.attributes[key] { strings += Self.stringLiterals(value) }
      }
    }
    var seen: Set<String> = []
    var caseOfString: [String: String] = [:]
    for string in strings where seen.insert(string).inserted {
      let name = Self.identifier(string)
      if let other = caseOfString[name] {
        problem(root, "the strings '\(other)' and '\(string)' would be the same enum case")
        continue
      }
      caseOfString[name] = string
      textCases.append(name)
      textCase[string] = name
    }
    // What each transition reads, for the fields' types: `readTypes` by field name.
    for element in document where element.name == "transition" {
      var stack = [element]
      while let node = stack.popLast() {
        stack += node.children
        for key in ["cond", "expr"] {
          guard let value = node.attributes[key] else { continue }
          for field in Self.dataFields(value) {
            guard let type = fieldType(field, in: node, key: key) else { continue }
            if readTypes[field] ?? .int == .int { readTypes[field] = type }
          }
        }
      }
    }
    for element in document where element.name == "send" {
      guard let event = element.attributes["event"] else { continue }
      for param in element.children where param.name == "param" {
        guard let name = param.attributes["name"], let expr = param.attributes["expr"] else {
          continue
        }
        addField(name, type: valueType(expr), to: event)
      }
    }
    for element in document where element.name == "transition" {
      let descriptors = Self.descriptors(element.attributes["event"])
      guard descriptors.count == 1, let event = descriptors.first else { continue }
      var stack = [element]
      while let node = stack.popLast() {
        stack += node.children
        for key in ["cond", "expr"] {
          let value = node.attributes[key] ?? ""
          for field in Self.dataFields(value) {
            let type = fieldType(field, in: node, key: key) ?? readTypes[field] ?? .int
            if answeredRequest(event) != nil, field == "value" {
              if replyTypes[event] ?? .int == .int { replyTypes[event] = type }
            } else {
              addField(field, type: type, to: event)
            }
          }
        }
        // `reply v` answers the request this transition takes.
        if node.name == "send", node.attributes["targetexpr"] == "_event.origin",
          let value = node.children.first(where: { $0.attributes["name"] == "value" }),
          let expr = value.attributes["expr"], replyTypes[event] == nil
        {
          replyTypes[event] = valueType(expr)
        }
      }
    }
  }

  private mutating func addField(_ name: String, type: ValueType, to event: String) {
    if let index = fields[event, default: []].firstIndex(where: { $0.name == name }) {
      if fields[event]![index].type == .int, type != .int { fields[event]![index].type = type }
    } else {
      fields[event, default: []].append((name, type))
    }
  }

  /// A case's declaration: its name, its payload's parameters and its reply type.
  func caseDeclaration(_ name: String, event: String, replyEvent: String? = nil) -> String {
    var text = name
    let payload = fields[event] ?? []
    if !payload.isEmpty {
      text +=
        "("
        + payload.map { Self.identifier($0.name) + ": " + typeText($0.type) }.joined(
          separator: ", ") + ")"
    }
    if let reply = replyTypes[replyEvent ?? event] { text += " -> " + typeText(reply) }
    return text
  }

  /// The arguments of a `<send>` with `<param>`s: one per field of its event, in order;
  /// nil (reported) when a param names no field or the send leaves one out.
  mutating func arguments(of element: Element, event: String, depth: Int) -> String? {
    let params = element.children.filter { $0.name == "param" }
    for child in element.children where child.name != "param" {
      problem(child, "<\(child.name)> in <send> is not translated")
      return nil
    }
    guard !params.isEmpty else { return "" }
    var values: [String: String] = [:]
    for param in params {
      checkAttributes(param, allowed: ["name", "expr"])
      guard let name = param.attributes["name"], let expr = param.attributes["expr"],
        let value = expression(expr, at: param, depth: depth, isCondition: false)
      else {
        if param.attributes["expr"] == nil { problem(param, "<param> without a name and expr") }
        return nil
      }
      values[name] = value
    }
    var written: [String] = []
    for field in fields[event] ?? [] {
      guard let value = values[field.name] else {
        problem(element, "the send of '\(event)' gives no <param name='\(field.name)'>")
        return nil
      }
      written.append(value)
    }
    return "(" + written.joined(separator: ", ") + ")"
  }
}
