import InterplayModel

/// The model's declared types: enums and opaque token types.
extension SwiftGenerator {
  func writeType(_ type: ModelType, _ out: inout SwiftWriter) {
    let name = SwiftNames.identifier(type.name)
    let value = SwiftNames.runtime("RuntimeValue")
    let modelValue = SwiftNames.runtime("ModelValue")
    switch type.kind {
    case .enumeration(let cases) where cases.allSatisfy({ $0.parameters.isEmpty }):
      inNamespace(&out) { out in
        out.doc("`enum \(type.name)` of the model.")
        out.block(
          "public enum \(name): \(SwiftNames.standard("String")), \(modelValue), "
            + SwiftNames.standard("CaseIterable")
        ) { out in
          for enumCase in cases {
            out.doc("`\(enumCase.name)`.")
            out.line("case \(SwiftNames.identifier(enumCase.name))")
          }
          out.line()
          out.doc("`.enumCase(rawValue, [])`.")
          out.line("public var runtimeValue: \(value) { .enumCase(self.rawValue, []) }")
          out.line()
          out.doc("The case of an `.enumCase` without payload.")
          out.block("public init?(runtimeValue: \(value))") { out in
            out.line("guard case .enumCase(let name, let payload) = runtimeValue, payload.isEmpty")
            out.line("else { return nil }")
            out.line("self.init(rawValue: name)")
          }
        }
      }
    case .enumeration(let cases):
      inNamespace(&out) { out in
        out.doc("`enum \(type.name)` of the model.")
        out.block("public enum \(name): \(modelValue)") { out in
          let shapes = cases.map {
            CaseShape(name: $0.name, parameters: $0.parameters, model: model)
          }
          for shape in shapes { shape.declare(&out) }
          out.line()
          out.doc("`.enumCase(name, payload)`.")
          out.block("public var runtimeValue: \(value)") { out in
            out.line(".enumCase(self.caseName, self.arguments)")
          }
          out.line()
          CaseShape.writeCodec(shapes, &out)
          out.line()
          out.doc("The case of an `.enumCase`, its payload converted.")
          out.block("public init?(runtimeValue: \(value))") { out in
            out.line(
              "guard case .enumCase(let name, let payload) = runtimeValue else { return nil }")
            out.line("self.init(caseName: name, arguments: payload)")
          }
        }
      }
    case .opaque(let count):
      inNamespace(&out) { out in
        out.doc("`type \(type.name)(\(count))` of the model: one of \(count) opaque tokens.")
        out.block("public struct \(name): \(modelValue), \(SwiftNames.standard("Comparable"))") {
          out in
          out.doc("The number of tokens.")
          out.line("public static let count: \(SwiftNames.standard("Int")) = \(count)")
          out.doc("The token's number, from 0.")
          out.line("public var index: \(SwiftNames.standard("Int"))")
          out.line()
          out.doc("The token numbered `index`.")
          out.line("public init(_ index: \(SwiftNames.standard("Int"))) { self.index = index }")
          out.line()
          out.doc("`.token(index)`.")
          out.line("public var runtimeValue: \(value) { .token(self.index) }")
          out.line()
          out.doc("The token of a `.token`.")
          out.block("public init?(runtimeValue: \(value))") { out in
            out.line("guard case .token(let index) = runtimeValue else { return nil }")
            out.line("self.index = index")
          }
          out.line()
          out.doc("Orders tokens by number.")
          out.line(
            "public static func < (lhs: \(name), rhs: \(name)) -> \(SwiftNames.standard("Bool")) {"
              + " lhs.index < rhs.index }")
        }
      }
    case .bool, .int, .error:
      return
    }
  }
}
