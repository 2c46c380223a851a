import InterplayModel

/// What a lossy export keeps of the values an SCXML session cannot see, and of the
/// integer ranges ECMAScript cannot declare.
///
/// An SCXML session reads and writes only its own data model, so another actor's
/// variable or a Quantwm data model's property the chart uses becomes a `<data>` of the
/// chart's own (a copy: it starts with the value's initial value, and only this chart
/// writes it). ECMAScript numbers have no range, so every integer `<data>` carries its
/// declared range in Interplay's namespace, `interplay:range="LO...HI"`, which an SCXML
/// processor ignores (SCXML allows attributes of other namespaces) and `interplay import
/// scxml` reads back.
extension ScxmlExporter {
  /// A value outside the actor that a lossy export writes as a `<data>` of the chart.
  enum MirroredValue: Hashable {
    /// Another actor's variable.
    case variable(VariableRef)
    /// A data-model property.
    case property(PropertyRef)
  }

  /// The prefix the export binds ``ScxmlExport/interplayNamespace`` to.
  static let interplayPrefix = "interplay"

  /// The `<data>` id of a value outside the actor: its owner's path or data model's name,
  /// `_`, and its name, with `_` for every `.` (`Playlist_selection_row`), so that it is
  /// an ECMAScript identifier; `_2`, `_3`, ... added when a variable, another copy or a
  /// state (XML ids are one namespace) has that name.
  mutating func mirror(_ value: MirroredValue) -> String {
    if let name = mirrors[value] { return name }
    let raw =
      switch value {
      case .variable(let ref): model[ref.actor].path + "_" + model[ref].name
      case .property(let ref): model.dataModels[ref.dataModel.rawValue].name + "_" + model[ref].name
      }
    let taken = Set(actor.variables.map(\.name)).union(mirrors.values).union(stateIDs)
      .union(historyIDs)
    var name = Self.ncName(raw.replacingOccurrences(of: ".", with: "_"))
    if taken.contains(name) {
      var suffix = 2
      while taken.contains(name + "_\(suffix)") { suffix += 1 }
      name += "_\(suffix)"
    }
    mirrors[value] = name
    mirrorOrder.append(value)
    return name
  }

  /// The variable or property a copy stands for, and how it is written in a comment
  /// (`Playlist.selection.row`, `Player.volume`).
  func mirrored(_ value: MirroredValue) -> (variable: Variable, name: String) {
    switch value {
    case .variable(let ref):
      return (model[ref], model[ref.actor].path + "." + model[ref].name)
    case .property(let ref):
      return (model[ref], model.dataModels[ref.dataModel.rawValue].name + "." + model[ref].name)
    }
  }

  /// The `interplay:range` attribute of an integer variable in a lossy export (nil for
  /// any other type, and in a strict export), recording that the document uses it.
  mutating func rangeAttribute(_ variable: Variable) -> (String, String?) {
    let name = Self.interplayPrefix + ":range"
    guard lossy, case .int(let lower, let upper) = model[variable.type].kind else {
      return (name, nil)
    }
    usesInterplayNamespace = true
    return (name, "\(lower)...\(upper)")
  }
}
