extension CompiledAction {
  /// The arguments of a send or emit; none for any other action.
  var arguments: [Argument] {
    switch self {
    case .send(_, let arguments), .emit(_, let arguments): arguments
    default: []
    }
  }
}
