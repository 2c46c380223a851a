/// What a declared name is: the kinds of ``SymbolID`` a ``SymbolTable`` declares, with the
/// finer distinctions an outline shows (an enum or an opaque type, a node or a property).
public enum SymbolKind: String, Hashable, Sendable, CaseIterable {
  /// `system Name`
  case system
  /// An actor of any role.
  case actor
  /// A `request` or `event` notifier.
  case notifier
  /// A notification case of a notifier.
  case notificationCase = "case"
  /// A state or region.
  case state
  /// A history pseudostate.
  case history
  /// A choice or junction pseudostate.
  case choice
  /// An actor variable.
  case variable
  /// `enum Name`
  case enumeration = "enum"
  /// A case of an enum.
  case enumCase = "enum case"
  /// `type Name`: an opaque token type.
  case opaqueType = "type"
  /// `stack Name`
  case stack
  /// `scope Name`
  case scope
  /// `data Name`: a Quantwm data model.
  case dataModel = "data"
  /// A node of a data model's property tree without a type.
  case dataNode = "node"
  /// A property of a data model (a node with a type included).
  case dataProperty = "data property"
  /// A registration of a data model.
  case registration
  /// `sequence Name`
  case sequence
  /// `property Name`: an event-ordering property.
  case property
  /// `invariant Name`
  case invariant
}
