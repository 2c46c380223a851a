/// The data a chart can carry: integer variables (`<data id expr>` with an integer
/// value, `<assign>`), and conditions over them and `In()`. This is the part of the
/// ECMAScript data model that is plain integer arithmetic; anything else (strings,
/// objects, `_event`, functions) is reported.
extension ScxmlTranslator {
  /// Collects every `<data>` of the document (early binding: all are created, with
  /// their values, when the chart starts) into ``variables``.
  mutating func collectData() {
    var models: [Element] = []
    var stack = root.children.reversed() as [Element]
    while let element = stack.popLast() {
      // What is inside a data model is its data, reported there when it is not.
      if element.name == "datamodel" {
        models.append(element)
      } else {
        stack.append(contentsOf: element.children.reversed())
      }
    }
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
    // A lossy export writes each integer's declared range in Interplay's namespace.
    let rangeKey = interplayPrefix.map { $0 + ":range" }
    checkAttributes(data, allowed: Set(["id", "expr"] + (rangeKey.map { [$0] } ?? [])))
    guard let id = data.attributes["id"] else { return problem(data, "<data> without an id") }
    guard data.children.isEmpty, data.text.allSatisfy(\.isWhitespace) else {
      return problem(data, "the value of '\(id)' is not an integer expression")
    }
    guard let expr = data.attributes["expr"] else {
      return problem(data, "'\(id)' has no value (undefined is not translated)")
    }
    let name = Self.identifier(id)
    variables[id] = name
    if let rangeKey, let text = data.attributes[rangeKey] {
      guard let match = text.wholeMatch(of: /\s*(-?[0-9]+)\s*\.\.\.\s*(-?[0-9]+)\s*/),
        let lower = Int(match.1), let upper = Int(match.2), lower <= upper
      else {
        return problem(data, "the range '\(text.prefix(60))' of '\(id)' is not LO...HI")
      }
      declaredRanges[name] = lower...upper
    }
    guard let value = expressionTokens(expr, at: data, depth: 1) else { return }
    if let type = variableTypes[id] {
      typedVariables.append(
        (name, type, value.joined(separator: " "), (data.line, data.column)))
      return
    }
    ranges.variables.append(
      ScxmlRangeAnalysis.Variable(
        name: name, id: id, initial: value, line: data.line, column: data.column))
  }

  /// The declarations of the variables, each with its range (derived from the chart, the
  /// one its `interplay:range` gives, or the one the options give, which wins), and a
  /// note saying which and why.
  mutating func declareVariables() {
    let fallback = ScxmlImport.defaultIntegerRange
    let derived = ranges.ranges(default: fallback)
    for variable in ranges.variables {
      guard let outcome = derived[variable.name] else { continue }
      var lower = outcome.lower
      var upper = outcome.upper
      var reason = outcome.reason
      if let chosen = options.integerRange {
        lower = chosen.lowerBound
        upper = chosen.upperBound
        reason = "--int-range gives it"
      } else if let declared = declaredRanges[variable.name] {
        lower = declared.lowerBound
        upper = declared.upperBound
        reason = "its interplay:range gives it, the range it was exported with"
      }
      let location = ScxmlImport.Problem(
        id: "import.int-range", line: variable.line, column: variable.column, message: "")
      let (width, overflow) = upper.subtractingReportingOverflow(lower)
      guard lower > Int.min, !overflow, width < UInt32.max else {
        var refused = location
        refused.message =
          "'\(variable.id)' would need Int(\(lower)...\(upper)) (\(reason)), more than the \(UInt32.max) values of an Interplay type; give a narrower range with --int-range"
        problems.append(refused)
        continue
      }
      source = (variable.line, variable.column)
      var note = location
      note.message = "'\(variable.id)' is declared Int(\(lower)...\(upper)): \(reason)"
      notes.append(note)
      line(
        1,
        "var \(variable.name): Int(\(lower)...\(upper)) = "
          + variable.initial.joined(separator: " "))
    }
    for variable in typedVariables {
      source = variable.source
      line(1, "var \(variable.name): \(typeText(variable.type)) = \(variable.initial)")
    }
  }

  /// `<assign location expr>` as an assignment; `depth` is the nesting of its block.
  mutating func assignment(_ element: Element, depth: Int) -> String? {
    checkAttributes(element, allowed: ["location", "expr"])
    guard let location = element.attributes["location"], let name = variables[location] else {
      problem(element, "<assign> to '\(element.attributes["location"] ?? "")', no integer variable")
      return nil
    }
    guard element.children.isEmpty, let expr = element.attributes["expr"],
      let value = expressionTokens(expr, at: element, depth: depth)
    else {
      if element.attributes["expr"] == nil { problem(element, "<assign> without an expr") }
      return nil
    }
    ranges.assignments.append((name, value))
    return "\(name) = " + value.joined(separator: " ")
  }

  /// An SCXML condition or value expression as Interplay text (see
  /// ``expressionTokens(_:at:depth:)``); a condition is kept for the variables' ranges.
  mutating func expression(_ source: String, at element: Element, depth: Int, isCondition: Bool)
    -> String?
  {
    guard let tokens = expressionTokens(source, at: element, depth: depth) else { return nil }
    if isCondition { ranges.conditions.append(tokens) }
    return tokens.joined(separator: " ")
  }

  /// An SCXML expression as Interplay tokens: integer literals (64-bit, as Interplay's),
  /// the chart's variables, `true`, `false`, `In('id')`, parentheses and the operators
  /// `+ - * / % == != === !== < <= > >= && || !`. Nil (reported) otherwise, and when it
  /// would nest deeper than the parser reads at `depth` (every parenthesis and operator
  /// counted, as an upper bound of the parser's nesting).
  mutating func expressionTokens(_ source: String, at element: Element, depth: Int) -> [String]? {
    var output: [String] = []
    var rest = Substring(source)
    var nesting = 0
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      if rest.isEmpty { break }
      if let call = rest.prefixMatch(of: /In\(\s*'([^']*)'\s*\)/) {
        let id = String(call.1)
        guard let path = paths[id] else {
          problem(element, "In('\(id)') names no state of the chart")
          return nil
        }
        // A history pseudostate is never part of the configuration.
        output.append(
          elements[id]?.name == "history" ? "false" : "(\(ScxmlImport.behaviourName) in \(path))")
        nesting += 1
        rest = rest[call.range.upperBound...]
      } else if let number = rest.prefixMatch(of: /[0-9]+/) {
        guard Int(number.0) != nil else {
          problem(
            element,
            "the integer \(number.0.prefix(40))\(number.0.count > 40 ? "..." : "") in an expression is beyond 64 bits, Interplay's integers",
            id: "import.integer")
          return nil
        }
        output.append(String(number.0))
        rest = rest[number.range.upperBound...]
      } else if rest.first == "'", let literal = rest.prefixMatch(of: /'([^']*)'/) {
        guard let name = textCase[String(literal.1)] else {
          problem(element, "the string '\(literal.1)' is not a case of the chart's strings")
          return nil
        }
        output.append(Self.textTypeName + "." + name)
        rest = rest[literal.range.upperBound...]
      } else if rest.hasPrefix("_event.data."),
        let field = rest.prefixMatch(of: /_event\.data\.([A-Za-z_$][A-Za-z0-9_$]*)/)
      {
        let name = String(field.1)
        guard bindings.contains(name) else {
          problem(
            element,
            "'_event.data.\(name)' is read where no one event carrying '\(name)' is taken")
          return nil
        }
        output.append(bindingName(name))
        rest = rest[field.range.upperBound...]
      } else if let word = rest.prefixMatch(of: /[A-Za-z_$][A-Za-z0-9_$]*/) {
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
      } else if let op = rest.prefixMatch(of: /(===|!==|==|!=|<=|>=|&&|\|\||[-+*\/%<>!()])/) {
        let text = String(op.0)
        output.append(text == "===" ? "==" : text == "!==" ? "!=" : text)
        if text != ")" { nesting += 1 }
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
    guard Self.isWellFormed(output) else {
      problem(element, "the expression '\(source.prefix(60))' is not well-formed")
      return nil
    }
    guard fits(depth, nesting, at: element, "the expression '\(source.prefix(60))'") else {
      return nil
    }
    return output
  }

  /// Whether tokens alternate operands and operators as an expression does, with
  /// balanced parentheses (`In()` is one operand; `-` may prefix an operand, `!` one at
  /// the start, after `(`, `&&`, `||` or `!`).
  static func isWellFormed(_ tokens: [String]) -> Bool {
    var expectsOperand = true
    var open = 0
    var previous: String?
    for token in tokens {
      defer { previous = token }
      switch token {
      case "(":
        guard expectsOperand else { return false }
        open += 1
      case ")":
        guard !expectsOperand, open > 0 else { return false }
        open -= 1
      case "!":
        // Interplay's `!` negates a comparison or a conjunction, never an operand of an
        // arithmetic or comparison operator (found by fuzzing: `x + !1` did not parse).
        guard expectsOperand, ["(", "&&", "||", "!", nil].contains(previous) else {
          return false
        }
      case "-" where expectsOperand:
        continue
      case _ where ScxmlRangeAnalysis.operators.contains(token):
        guard !expectsOperand else { return false }
        expectsOperand = true
      default:
        guard expectsOperand else { return false }
        expectsOperand = false
      }
    }
    return !expectsOperand && open == 0
  }
}
