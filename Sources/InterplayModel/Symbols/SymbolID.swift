/// One thing the resolver declares and binds names to, identified by the model's own ids:
/// what a ``SymbolTable`` declaration and each reference to it share.
public enum SymbolID: Hashable, Sendable {
  /// The system (`system Name`).
  case system
  /// An enum or opaque type.
  case type(TypeID)
  /// A case of an enum, by index in ``ModelType/enumCases``.
  case enumCase(TypeID, Int)
  /// An actor.
  case actor(ActorID)
  /// A request or event notifier.
  case notifier(NotifierID)
  /// A case of a notifier.
  case notificationCase(NotificationRef)
  /// A state or region of an actor's chart.
  case state(ActorID, StateID)
  /// A history pseudostate of an actor's chart.
  case history(ActorID, HistoryID)
  /// A choice or junction pseudostate of an actor's chart.
  case choice(ActorID, ChoiceID)
  /// A variable of an actor.
  case variable(VariableRef)
  /// A scope stack.
  case stack(StackID)
  /// A scope.
  case scope(ScopeID)
  /// A data model.
  case dataModel(DataModelID)
  /// A data-model property (a node with a type is one).
  case dataProperty(PropertyRef)
  /// A node without a type, by index in ``DataModel/nodes``.
  case dataNode(DataModelID, Int)
  /// A registration of a data model.
  case registration(RegistrationRef)
  /// A sequence, by index in ``Model/sequences``.
  case sequence(Int)
  /// An event-ordering property, by index in ``Model/properties``.
  case property(Int)
  /// An invariant, by index in ``Model/invariants``.
  case invariant(Int)
}
