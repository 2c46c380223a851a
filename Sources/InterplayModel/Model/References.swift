/// A variable of an actor: ``Actor/variables`` at `index`.
public struct VariableRef: Hashable, Comparable, Sendable {
  /// The actor that declares the variable.
  public let actor: ActorID
  /// The index into the actor's ``Actor/variables``.
  public let index: Int
  /// Creates a reference.
  public init(actor: ActorID, index: Int) {
    self.actor = actor
    self.index = index
  }
  /// Orders by actor, then index.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.actor.rawValue, lhs.index) < (rhs.actor.rawValue, rhs.index)
  }
}

/// A property of a data model: ``DataModel/properties`` at `index`.
public struct PropertyRef: Hashable, Comparable, Sendable {
  /// The data model.
  public let dataModel: DataModelID
  /// The index into the data model's ``DataModel/properties``.
  public let index: Int
  /// Creates a reference.
  public init(dataModel: DataModelID, index: Int) {
    self.dataModel = dataModel
    self.index = index
  }
  /// Orders by data model, then index.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.dataModel.rawValue, lhs.index) < (rhs.dataModel.rawValue, rhs.index)
  }
}

/// One notification case of one notifier: ``Notifier/cases`` at `caseIndex`.
///
/// This is also what properties call an event (`Actor.case`).
public struct NotificationRef: Hashable, Comparable, Sendable {
  /// The notifier.
  public let notifier: NotifierID
  /// The index into the notifier's ``Notifier/cases``.
  public let caseIndex: Int
  /// Creates a reference.
  public init(notifier: NotifierID, caseIndex: Int) {
    self.notifier = notifier
    self.caseIndex = caseIndex
  }
  /// Orders by notifier, then case.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.notifier.rawValue, lhs.caseIndex) < (rhs.notifier.rawValue, rhs.caseIndex)
  }
}

/// A notification named in a property pattern (`Presentation.present`).
public typealias EventRef = NotificationRef

/// A registration of a data model: ``DataModel/registrations`` at `index`.
///
/// A triggered registration is delivered to its owner as the notification
/// `Data.registration`, which a transition, `ignore` or `defer` names.
public struct RegistrationRef: Hashable, Comparable, Sendable {
  /// The data model.
  public let dataModel: DataModelID
  /// The index into the data model's ``DataModel/registrations``.
  public let index: Int
  /// Creates a reference.
  public init(dataModel: DataModelID, index: Int) {
    self.dataModel = dataModel
    self.index = index
  }
  /// Orders by data model, then index.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.dataModel.rawValue, lhs.index) < (rhs.dataModel.rawValue, rhs.index)
  }
}
