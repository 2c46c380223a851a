import InterplayDiagnostics

/// A resolved, type-checked interaction model: plain values indexed by integer ids.
///
/// Every array is in document order (files in load order, root first), so ids are
/// stable for a given input. Nothing here refers back to the syntax tree.
public struct Model: Hashable, Sendable {
  /// The system name: `system Name`, else the root file's name without extension.
  public var name: String
  /// Where the system is named: the name of its `system` declaration, else the start of
  /// the root file; nil for a model built without source.
  public var nameRange: SourceRange?
  /// Every type used, interned: `Bool` is ``TypeID`` 0.
  public var types: [ModelType]
  /// Every actor, parents before children, scope companions included.
  public var actors: [Actor]
  /// Every notifier, in the order of their owners' declarations.
  public var notifiers: [Notifier]
  /// The scope stacks.
  public var stacks: [Stack]
  /// The scopes.
  public var scopes: [Scope]
  /// The Quantwm data models.
  public var dataModels: [DataModel]
  /// The authored sequences.
  public var sequences: [InteractionSequence]
  /// The event-ordering properties.
  public var properties: [Property]
  /// The state invariants.
  public var invariants: [Invariant]
  /// The user topology rules.
  public var rules: [TopologyRule]
  /// The rule profiles turned on.
  public var profiles: [ProfileSetting]
  /// The built-in check settings as written (every check is on unless switched off).
  public var checks: [CheckSetting]

  /// Creates a model.
  public init(
    name: String, types: [ModelType] = [Model.boolType], actors: [Actor] = [],
    notifiers: [Notifier] = [], stacks: [Stack] = [], scopes: [Scope] = [],
    dataModels: [DataModel] = [], sequences: [InteractionSequence] = [],
    properties: [Property] = [], invariants: [Invariant] = [], rules: [TopologyRule] = [],
    profiles: [ProfileSetting] = [], checks: [CheckSetting] = []
  ) {
    self.name = name
    self.types = types
    self.actors = actors
    self.notifiers = notifiers
    self.stacks = stacks
    self.scopes = scopes
    self.dataModels = dataModels
    self.sequences = sequences
    self.properties = properties
    self.invariants = invariants
    self.rules = rules
    self.profiles = profiles
    self.checks = checks
  }

  /// The `Bool` type, always at ``boolTypeID``.
  public static let boolType = ModelType(name: "Bool", kind: .bool)
  /// The id of `Bool`.
  public static let boolTypeID = TypeID(0)

  /// The type with an id.
  public subscript(type: TypeID) -> ModelType { types[type.rawValue] }
  /// The actor with an id.
  public subscript(actor: ActorID) -> Actor { actors[actor.rawValue] }
  /// The notifier with an id.
  public subscript(notifier: NotifierID) -> Notifier { notifiers[notifier.rawValue] }
  /// The notification case a reference names.
  public subscript(notification: NotificationRef) -> NotificationCase {
    notifiers[notification.notifier.rawValue].cases[notification.caseIndex]
  }
  /// The scope with an id.
  public subscript(scope: ScopeID) -> Scope { scopes[scope.rawValue] }
  /// The stack with an id.
  public subscript(stack: StackID) -> Stack { stacks[stack.rawValue] }
  /// The data model with an id.
  public subscript(dataModel: DataModelID) -> DataModel { dataModels[dataModel.rawValue] }
  /// The registration a reference names.
  public subscript(registration: RegistrationRef) -> Registration {
    dataModels[registration.dataModel.rawValue].registrations[registration.index]
  }
  /// The variable a reference names.
  public subscript(variable: VariableRef) -> Variable {
    actors[variable.actor.rawValue].variables[variable.index]
  }
  /// The property a reference names.
  public subscript(property: PropertyRef) -> Variable {
    dataModels[property.dataModel.rawValue].properties[property.index]
  }

  /// Whether a built-in check is on: the last setting written wins, default on.
  public func isEnabled(_ check: BuiltinCheck) -> Bool {
    checks.last { $0.check == check }?.isEnabled ?? true
  }

  /// The actor with a dotted path, if any.
  public func actor(path: String) -> ActorID? {
    actors.first { $0.path == path }?.id
  }

  /// `Actor.case` for a notification reference: the owner's path and the case name.
  public func qualifiedName(of notification: NotificationRef) -> String {
    let notifier = self[notification.notifier]
    return self[notifier.owner].path + "." + notifier.cases[notification.caseIndex].name
  }

  /// `Data.registration` for a registration reference: the data model's and its own name.
  public func qualifiedName(of registration: RegistrationRef) -> String {
    self[registration.dataModel].name + "." + self[registration].name
  }
}
