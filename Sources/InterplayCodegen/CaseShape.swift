import InterplayModel

/// One case of a generated enum with its payload: how it is declared, matched and
/// converted to and from the executor's values.
struct CaseShape {
  /// The model's case name.
  var name: String
  /// The payload: each value's label as the model writes it (nil when unlabeled) and
  /// Swift type.
  var parameters: [(label: String?, type: String)]

  init(name: String, parameters: [Parameter], model: Model) {
    self.name = name
    self.parameters = parameters.map { ($0.label, SwiftNames.swiftType($0.type, in: model)) }
  }

  init(name: String, payload: [(label: String?, type: String)]) {
    self.name = name
    self.parameters = payload
  }

  /// The case name as a Swift identifier.
  var identifier: String { SwiftNames.identifier(name) }

  /// The payload as declared: `place: Place`, `_: Swift.Bool` (`unlabeled` is the text of
  /// a value without label: empty in a case, `_` in a method).
  func declaredValues(unlabeled: String) -> [String] {
    parameters.map { parameter in
      (parameter.label.map { SwiftNames.identifier($0) + ": " } ?? unlabeled) + parameter.type
    }
  }

  /// The payload as passed where the case is built or a method called: `place: a0`.
  var passedValues: [String] {
    parameters.enumerated().map { index, parameter in
      (parameter.label.map { SwiftNames.argumentLabel($0) + ": " } ?? "") + "a\(index)"
    }
  }

  /// `case present(place: Place)`, with a doc comment.
  func declare(_ out: inout SwiftWriter) {
    out.doc("`\(name)`.")
    guard !parameters.isEmpty else {
      out.line("case \(identifier)")
      return
    }
    out.line("case \(identifier)(\(declaredValues(unlabeled: "").joined(separator: ", ")))")
  }

  /// `.present(let a0)`: the pattern binding each value.
  var bindingPattern: String {
    guard !parameters.isEmpty else { return "." + identifier }
    return "." + identifier + "("
      + parameters.indices.map { "let a\($0)" }.joined(separator: ", ") + ")"
  }

  /// `.present(place: a0)`: the value built from converted values.
  var construction: String {
    guard !parameters.isEmpty else { return "." + identifier }
    return "." + identifier + "(" + passedValues.joined(separator: ", ") + ")"
  }

  /// The `caseName`, `arguments` and `init?(caseName:arguments:)` members of an enum.
  ///
  /// A payload value is converted with `.init(runtimeValue:)` against its declared type,
  /// never by naming the type in an expression, where a case of the same name would be
  /// found first.
  static func writeCodec(_ shapes: [CaseShape], _ out: inout SwiftWriter) {
    let string = SwiftNames.standard("String")
    let values = "[" + SwiftNames.runtime("RuntimeValue") + "]"
    out.doc("The case name, as the model writes it.")
    out.block("public var caseName: \(string)") { out in
      out.switchBlock("switch self") { out in
        for shape in shapes {
          out.line("case .\(shape.identifier): \(SwiftNames.literal(shape.name))")
        }
      }
    }
    out.line()
    out.doc("The payload, as the executor's values.")
    out.block("public var arguments: \(values)") { out in
      out.switchBlock("switch self") { out in
        for shape in shapes {
          let values = shape.parameters.indices.map { "a\($0).runtimeValue" }
          out.line("case \(shape.bindingPattern): [\(values.joined(separator: ", "))]")
        }
      }
    }
    out.line()
    out.doc("The case with a name and payload; nil when there is none or a value does not fit.")
    out.block("public init?(caseName: \(string), arguments: \(values))") { out in
      out.switchBlock("switch (caseName, arguments.count)") { out in
        for shape in shapes {
          out.line("case (\(SwiftNames.literal(shape.name)), \(shape.parameters.count)):")
          for (index, parameter) in shape.parameters.enumerated() {
            out.line(
              "  guard let a\(index): \(parameter.type) = .init(runtimeValue: arguments[\(index)])"
                + " else { return nil }")
          }
          out.line("  self = \(shape.construction)")
        }
        out.line("default: return nil")
      }
    }
  }
}
