import InterplaySyntax

// The resolver's one place that turns what the syntax wrote into the model's enums.

extension ActorRole {
  /// The role a role keyword names.
  init(_ keyword: RoleKeyword) {
    switch keyword {
    case .actor: self = .actor
    case .behaviour: self = .behaviour
    case .service: self = .service
    case .presentation: self = .presentation
    }
  }
}

extension NotifierKind {
  /// The kind a `request` or `event` keyword introduces.
  init(_ keyword: NotifierKeyword) {
    switch keyword {
    case .request: self = .request
    case .event: self = .event
    }
  }
}

extension DeliveryPolicy {
  /// The policy a policy keyword names.
  init(_ keyword: PolicyKeyword) {
    switch keyword {
    case .fifo: self = .fifo
    case .coalesce: self = .coalesce
    case .latest: self = .latest
    }
  }
}

extension StateKind {
  /// The kind a state modifier makes.
  init(_ modifier: StateModifier) {
    switch modifier {
    case .normal: self = .normal
    case .final: self = .final
    case .parallel: self = .parallel
    }
  }
}

extension UnaryOperator {
  /// The operator a unary operator token stands for.
  init(_ syntax: UnaryOperatorSyntax) {
    switch syntax {
    case .not: self = .not
    case .negate: self = .negate
    }
  }
}

extension BinaryOperator {
  /// The operator a binary operator token stands for.
  init(_ syntax: BinaryOperatorSyntax) {
    switch syntax {
    case .or: self = .or
    case .and: self = .and
    case .equal: self = .equal
    case .notEqual: self = .notEqual
    case .less: self = .less
    case .lessEqual: self = .lessEqual
    case .greater: self = .greater
    case .greaterEqual: self = .greaterEqual
    case .add: self = .add
    case .subtract: self = .subtract
    case .multiply: self = .multiply
    case .divide: self = .divide
    case .remainder: self = .remainder
    }
  }
}

extension FragmentKind {
  /// The kind a fragment keyword introduces.
  init(_ keyword: FragmentKeyword) {
    switch keyword {
    case .alt: self = .alt
    case .opt: self = .opt
    case .loop: self = .loop
    case .par: self = .par
    case .group: self = .group
    }
  }
}

extension RegistrationKind {
  /// The kind a registration keyword declares.
  init(_ keyword: RegistrationKeyword) {
    switch keyword {
    case .hard: self = .hard
    case .smart: self = .smart
    case .recurring: self = .recurring
    }
  }
}

extension NoteSide {
  /// The side a side note's keyword names.
  init(_ keyword: NoteSideKeyword) {
    switch keyword {
    case .left: self = .left
    case .right: self = .right
    }
  }
}
