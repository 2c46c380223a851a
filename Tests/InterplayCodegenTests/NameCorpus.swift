/// Models whose names are Swift's keywords, its standard-library types, the runtime's
/// types and the generated code's own members, in every role a name takes in a model,
/// for `GenerateSwiftNamesTests`.
enum NameCorpus {
  /// Swift's keywords and contextual keywords that Interplay takes as names. (`actor`,
  /// `defer`, `else`, `enum`, `false`, `final`, `if`, `import`, `in`, `internal`, `true`,
  /// `type` and `var` are Interplay keywords too, so no model can use them as names.)
  static let keywords = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "extension", "fileprivate",
    "func", "init", "inout", "let", "nonisolated", "open", "operator", "package",
    "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "break", "case", "catch", "continue", "default", "do",
    "fallthrough", "for", "guard", "repeat", "return", "switch", "throw", "where", "while", "Any",
    "as", "await", "is", "nil", "self", "Self", "super", "throws", "try", "any", "associativity",
    "async", "consume", "convenience", "copy", "didSet", "discard", "dynamic", "each", "get",
    "indirect", "infix", "isolated", "lazy", "left", "macro", "mutating", "none", "nonmutating",
    "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right",
    "sending", "set", "some", "then", "Type", "unowned", "weak", "willSet", "__FILE__",
    "__LINE__", "__COLUMN__", "__FUNCTION__", "__DSO_HANDLE__",
  ]

  /// Standard-library names, literal-type names and the module itself is refused.
  static let standardLibrary = [
    "String", "Int", "Bool", "Double", "Float", "Array", "Dictionary", "Set", "Optional",
    "Sendable", "Error", "Never", "Void", "AnyObject", "Character", "Result", "Task", "Hashable",
    "Equatable", "Comparable", "CaseIterable", "Codable", "Identifiable", "UInt", "Actor",
    "MainActor", "IntegerLiteralType", "StringLiteralType", "BooleanLiteralType", "print",
  ]

  /// Every public InterplayRuntime type the generated code (of `gen swift` and
  /// `gen tests`) names.
  static let runtime = [
    "ModelValue", "ModelNotification", "RuntimeValue", "StubOutbox", "StubActor",
    "StubNotification", "AsyncStubBridge", "StubBindings", "ConformanceCase", "ConformanceStep",
    "Action",
  ]

  /// The generated code's own members, parameters and locals.
  static let generated = [
    "caseName", "arguments", "runtimeValue", "rawValue", "index", "count", "base", "Base",
    "Implementation", "typed", "problem", "notification", "outbox", "bind", "a0", "a1",
    "observe", "receiveReply", "actions", "name", "payload", "lhs", "rhs", "action", "Generated",
    "enumCase", "token", "wait", "Stubs", "modelName", "sequences", "bindings", "allCases",
  ]

  /// Every name of the corpus, in a fixed order.
  static let names = keywords + standardLibrary + runtime + generated

  /// Names a role refuses, with why: the test checks each refusal on its own model.
  static let refusedInNamespace: Set<String> = ["Stubs", "modelName", "sequences"]

  /// The names a model type can take: not `Int` and `Bool`, which Interplay reads as its
  /// own types wherever a type is written, nor `Self` (a refusal).
  static let typeNames = names.filter {
    !refusedInNamespace.contains($0) && !["Int", "Bool", "Self"].contains($0)
  }

  /// Names as types and as cases: `Payloads` (system `String`) declares every name it can
  /// as a type (a token type, an enum without payloads whose one case is named like it,
  /// or an enum with payloads), then an enum `Words` with every name as a case, an enum
  /// `Shapes` with a case per name carrying the type of that name (else `Bool`) under
  /// that label, a stub `Requests` with such a request per name and a reply of that type,
  /// and a stub `Events` with such an event per name (unlabelled), observed by the
  /// modelled `Driver`, whose variables carry every name too.
  static var payloads: String {
    var lines = ["system String"]
    for (index, name) in typeNames.enumerated() {
      switch index % 3 {
      case 0: lines.append("type \(name)(2)")
      case 1:
        // `allCases` cannot be a case of an enum without payloads (a refusal).
        lines.append("enum \(name) { \(name == "allCases" ? "first" : name), other }")
      default: lines.append("enum \(name) { \(name)(\(name): Bool), other(Int(0...1)) }")
      }
    }
    let types = Set(typeNames)
    func type(_ name: String) -> String { types.contains(name) ? name : "Bool" }
    let words = names.filter { $0 != "allCases" }
    lines.append("enum Words { \(words.joined(separator: ", ")) }")
    lines.append(
      "enum Shapes { \(names.map { "\($0)(\($0): \(type($0)))" }.joined(separator: ", ")) }")
    lines.append("service Requests {")
    let requests = names.map { "\($0)(\($0): \(type($0))) -> \(type($0))" }
    lines.append("  request { \(requests.joined(separator: " ")) }")
    lines.append("}")
    lines.append("service Events {")
    let events = names.map { "\($0)(\(type($0)))" } + ["words(Words)", "shapes(Shapes)"]
    lines.append("  event { \(events.joined(separator: " ")) }")
    lines.append("}")
    lines.append("behaviour Driver {")
    lines.append("  observes Events.event")
    lines.append("  requests Requests.request")
    for name in names { lines.append("  var \(name): Bool = false") }
    lines.append("  initial state Idle {")
    for name in names {
      lines.append(
        "    on Events.\(name)(x) -> Idle { send Requests.\(name)(x) \(name) = !\(name) }")
      lines.append("    on reply Requests.\(name)(x) -> Idle")
    }
    lines.append("    on Events.words(x) -> Idle")
    lines.append("    on Events.shapes(x) -> Idle")
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Names as actors: `Actors` (system `Type`) declares every name as an actor with a
  /// request case named like it (labelled like it, with a reply) and an event; stubs
  /// where the `Stubs` property is free, else a modelled actor answering its request
  /// (names that differ only in the case of their first letter, such as `Any` and `any`).
  /// The modelled `Driver` observes and requests all of them.
  static var actors: String {
    // A stub cannot be `Self` or `self` (its `Stubs` property would be `self`), and two
    // modelled ones would share the conformance cases `selfConformance`: refusals.
    let actorNames = names.filter { !refusedInNamespace.contains($0) && $0 != "self" }
    var properties: Set<String> = ["self", "bindings"]
    var lines = ["system Type"]
    for (index, name) in actorNames.enumerated() {
      let property = name.prefix(1).lowercased() + name.dropFirst()
      let stub = properties.insert(property).inserted
      // Default URIs ignore case: `Any` and `any` would share one.
      lines.append("\(stub ? "service" : "behaviour") \(name) uri \"/actor/\(index)\" {")
      lines.append("  request { \(name)(\(name): Bool) -> Bool }")
      lines.append("  event { pinged }")
      if !stub {
        lines.append("  initial state Idle { on \(name)(x) -> Idle { reply x emit pinged } }")
      }
      lines.append("}")
    }
    lines.append("behaviour Driver {")
    lines.append("  observes \(actorNames.map { $0 + ".event" }.joined(separator: ", "))")
    lines.append("  requests \(actorNames.map { $0 + ".request" }.joined(separator: ", "))")
    lines.append("  initial state Idle {")
    for name in actorNames {
      lines.append("    on \(name).pinged -> Idle { send \(name).\(name)(true) }")
      lines.append("    on reply \(name).\(name)(x) -> Idle")
    }
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Names as systems: one small model each, whose actor and enum are named like the
  /// system, so the namespace holds a type of its own name.
  static let systemNames = [
    "Self", "init", "Any", "Never", "Sendable", "IntegerLiteralType", "StringLiteralType",
    "ModelValue", "Stubs", "Protocol", "class",
  ]

  /// The model named `name`.
  static func system(_ name: String) -> String {
    let actor = refusedInNamespace.contains(name) || name == "Self" ? "Service" : name
    return """
      system \(name)
      enum \(name)Kind { \(name), other }
      service \(actor) {
        request { go(\(name)Kind) -> \(name)Kind }
        event { went(kind: \(name)Kind) }
      }
      behaviour Watcher {
        observes \(actor).event
        requests \(actor).request
        initial state Idle {
          on \(actor).went(k) -> Idle { send \(actor).go(k) }
          on reply \(actor).go(k) -> Idle
        }
      }

      """
  }
}
