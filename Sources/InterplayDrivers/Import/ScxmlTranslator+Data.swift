/// The data a chart can carry: integer variables (`<data id expr>` with an integer
/// value, `<assign>`), and conditions over them and `In()`. This is the part of the
/// ECMAScript data model that is plain integer arithmetic; anything else (strings,
/// objects, `_event`, functions) is reported.
extension ScxmlTranslator {
  /// The range every imported variable is declared with: wide enough for counters,
  /// narrow enough that a state packs small. A value outside it is an overflow fault.
  static let variableRange = "Int(-1000...1000)"

  /// Collects every `<data>` of the document (early binding: all are created, with
  /// their values, when the chart starts) into ``variables``.
  mutating func collectData() {
    var models: [Element] = []
    func visit(_ element: Element) {
      for child in element.children {
        if child.name == "datamodel" { models.append(child) } else { visit(child) }
      }
    }
    visit(root)
    for model in models {
      for data in model.children {
        guard data.name == "data" else {
          problem(data, "<\(data.name)> in <datamodel> is not translated")
          continue
        }
        declare(data)
      }
    }
  }

  private mutating func declare(_ data: Element) {
    checkAttributes(data, allowed: ["id", "expr"])
    guard let id = data.attributes["id"] else { return problem(data, "<data> without an id") }
    guard data.children.isEmpty, data.text.allSatisfy(\.isWhitespace) else {
      return problem(data, "the value of '\(id)' is not an integer expression")
    }
    guard let expr = data.attributes["expr"] else {
      return problem(data, "'\(id)' has no value (undefined is not translated)")
    }
    let name = Self.identifier(id)
    variables[id] = name
    guard let value = expression(expr, at: data) else { return }
    variableDeclarations.append("var \(name): \(Self.variableRange) = \(value)")
  }

  /// `<assign location expr>` as an assignment.
  mutating func assignment(_ element: Element) -> String? {
    checkAttributes(element, allowed: ["location", "expr"])
    guard let location = element.attributes["location"], let name = variables[location] else {
      problem(element, "<assign> to '\(element.attributes["location"] ?? "")', no integer variable")
      return nil
    }
    guard element.children.isEmpty, let expr = element.attributes["expr"],
      let value = expression(expr, at: element)
    else {
      if element.attributes["expr"] == nil { problem(element, "<assign> without an expr") }
      return nil
    }
    return "\(name) = \(value)"
  }

  /// An SCXML condition or value expression as Interplay text: integer literals, the
  /// chart's variables, `true`, `false`, `In('id')`, parentheses and the operators
  /// `+ - * / % == != === !== < <= > >= && || !`. Nil (reported) otherwise.
  mutating func expression(_ source: String, at element: Element) -> String? {
    var output: [String] = []
    var rest = Substring(source)
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      if rest.isEmpty { break }
      if let call = rest.firstMatch(of: /^In\(\s*'([^']*)'\s*\)/) {
        let id = String(call.1)
        guard let path = paths[id] else {
          problem(element, "In('\(id)') names no state of the chart")
          return nil
        }
        // A history pseudostate is never part of the configuration.
        output.append(
          elements[id]?.name == "history" ? "false" : "(\(ScxmlImport.behaviourName) in \(path))")
        rest = rest[call.range.upperBound...]
      } else if let number = rest.firstMatch(of: /^[0-9]+/) {
        output.append(String(number.0))
        rest = rest[number.range.upperBound...]
      } else if let word = rest.firstMatch(of: /^[A-Za-z_$][A-Za-z0-9_$]*/) {
        let text = String(word.0)
        if text == "true" || text == "false" {
          output.append(text)
        } else if let name = variables[text] {
          output.append(name)
        } else {
          problem(element, "'\(text)' in '\(source)' is not an integer variable of the chart")
          return nil
        }
        rest = rest[word.range.upperBound...]
      } else if rest.hasPrefix("++") || rest.hasPrefix("--") {
        problem(
          element, "'\(rest.prefix(2))' in '\(source)' changes a variable inside an expression")
        return nil
      } else if let op = rest.firstMatch(of: /^(===|!==|==|!=|<=|>=|&&|\|\||[-+*\/%<>!()])/) {
        let text = String(op.0)
        output.append(text == "===" ? "==" : text == "!==" ? "!=" : text)
        rest = rest[op.range.upperBound...]
      } else {
        problem(element, "the expression '\(source)' is not integer arithmetic the chart can hold")
        return nil
      }
    }
    guard !output.isEmpty else {
      problem(element, "an empty expression")
      return nil
    }
    return output.joined(separator: " ")
  }
}
