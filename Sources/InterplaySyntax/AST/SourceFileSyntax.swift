import InterplayDiagnostics

/// The parse of one `.ipl` file: every declaration, in source order.
public struct SourceFileSyntax: Hashable, Sendable {
  /// The file parsed.
  public var file: FileID
  /// The top-level declarations in source order (error nodes included).
  public var declarations: [Declaration]
  /// Comments, kept so the formatter can reproduce them.
  public var comments: [Comment]

  /// Creates a file syntax tree.
  public init(file: FileID, declarations: [Declaration], comments: [Comment] = []) {
    self.file = file
    self.declarations = declarations
    self.comments = comments
  }
}

/// A comment with its text (delimiters included).
public struct Comment: Hashable, Sendable {
  /// The comment text, `//` or `/* */` included.
  public var text: String
  /// Where it was written.
  public var range: SourceRange

  /// Creates a comment.
  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// A top-level declaration.
public enum Declaration: Hashable, Sendable {
  /// `system Name`
  case system(SystemDecl)
  /// `import "file.ipl"`
  case importFile(ImportDecl)
  /// `profile bsp`
  case profile(ProfileDecl)
  /// `check deadlock off`
  case check(CheckDecl)
  /// `type URL(3)`
  case opaqueType(OpaqueTypeDecl)
  /// `enum Place { home, work }`
  case enumeration(EnumDecl)
  /// `service Service { ... }` and the other roles.
  case actor(ActorDecl)
  /// `stack AppStack`
  case stack(StackDecl)
  /// `scope Hosting on AppStack { ... }`
  case scope(ScopeDecl)
  /// `data Playlist { ... }`
  case data(DataDecl)
  /// `sequence Name { ... }`
  case sequence(SequenceDecl)
  /// `property Name: pattern scope`
  case property(PropertyDecl)
  /// `invariant Name: expr`
  case invariant(InvariantDecl)
  /// `forbid`, `allow only`, `hub`
  case rule(TopologyRuleDecl)
  /// Input that could not be parsed as a declaration.
  case error(ErrorSyntax)

  /// The range of the whole declaration.
  public var range: SourceRange {
    switch self {
    case .system(let d): d.range
    case .importFile(let d): d.range
    case .profile(let d): d.range
    case .check(let d): d.range
    case .opaqueType(let d): d.range
    case .enumeration(let d): d.range
    case .actor(let d): d.range
    case .stack(let d): d.range
    case .scope(let d): d.range
    case .data(let d): d.range
    case .sequence(let d): d.range
    case .property(let d): d.range
    case .invariant(let d): d.range
    case .rule(let d): d.range
    case .error(let d): d.range
    }
  }
}

/// `system Name`: names the model.
public struct SystemDecl: Hashable, Sendable {
  /// The system name.
  public var name: Identifier
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, range: SourceRange) {
    self.name = name
    self.range = range
  }
}

/// `import "other.ipl"`: path relative to the importing file.
public struct ImportDecl: Hashable, Sendable {
  /// The imported path as written.
  public var path: StringLiteral
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(path: StringLiteral, range: SourceRange) {
    self.path = path
    self.range = range
  }
}

/// `profile bsp`: turns on a rule profile.
public struct ProfileDecl: Hashable, Sendable {
  /// The profile name.
  public var name: Identifier
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, range: SourceRange) {
    self.name = name
    self.range = range
  }
}

/// `check deadlock [off]`: switches a built-in check on (the default) or off.
public struct CheckDecl: Hashable, Sendable {
  /// The built-in check name.
  public var name: Identifier
  /// Whether `off` was written.
  public var isOff: Bool
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, isOff: Bool, range: SourceRange) {
    self.name = name
    self.isOff = isOff
    self.range = range
  }
}

/// `stack Name`: a scope stack.
public struct StackDecl: Hashable, Sendable {
  /// The stack name.
  public var name: Identifier
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(name: Identifier, range: SourceRange) {
    self.name = name
    self.range = range
  }
}

/// `scope Name on Stack { actors }`: companion actors alive while the scope is pushed.
public struct ScopeDecl: Hashable, Sendable {
  /// The scope name.
  public var name: Identifier
  /// The stack it is pushed on.
  public var stack: Identifier?
  /// The companion actors.
  public var actors: [ActorDecl]
  /// Members that failed to parse.
  public var errors: [ErrorSyntax]
  /// The whole declaration.
  public var range: SourceRange
  /// Creates the declaration.
  public init(
    name: Identifier, stack: Identifier?, actors: [ActorDecl], errors: [ErrorSyntax] = [],
    range: SourceRange
  ) {
    self.name = name
    self.stack = stack
    self.actors = actors
    self.errors = errors
    self.range = range
  }
}
