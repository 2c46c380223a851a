/// Notification cases by name.
extension ModelBuilder {
  /// The index of the first case of `notifier` named `name`, through a dictionary per
  /// notifier built on first use (and again when the notifier has gained cases since):
  /// scanning the cases for every trigger made 100,000 transitions on a notifier of
  /// 100,000 cases quadratic.
  func caseIndex(_ notifier: NotifierID, named name: String) -> Int? {
    let cases = model.notifiers[notifier.rawValue].cases
    if let index = caseIndexes[notifier.rawValue], index.count == cases.count {
      return index.names[name]
    }
    var names: [String: Int] = [:]
    names.reserveCapacity(cases.count)
    for (position, notification) in cases.enumerated() where names[notification.name] == nil {
      names[notification.name] = position
    }
    caseIndexes[notifier.rawValue] = (cases.count, names)
    return names[name]
  }
}
