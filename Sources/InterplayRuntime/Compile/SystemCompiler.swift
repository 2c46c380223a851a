import InterplayDiagnostics
import InterplayModel

/// Builds the tables and state layout of a ``CompiledSystem`` from a resolved model.
struct SystemCompiler {
  let model: Model
  let options: CompileOptions
  var tables = SystemTables()
  var diagnostics: [Diagnostic] = []
  /// The first timer slot of each `send ... after`, by where it is written.
  var timerSites: [SourceRange: Int] = [:]
  /// The timer slot of each `after` transition.
  var afterSlots: [TransitionKey: Int] = [:]
  /// Global index of the first property of each data model.
  var propertyBase: [Int] = []
  /// Global index of the first registration of each data model.
  var registrationBase: [Int] = []

  init(model: Model, options: CompileOptions) {
    self.model = model
    self.options = options
  }

  mutating func run() -> SystemTables {
    let computed = ValueDomains(model: model)
    tables.domains = computed.domains.map { $0! }
    // The resolver bounds every declared type (`limit.type-values`); an integer type
    // still too wide is the hull of an intermediate result, which nothing stores.
    for type in computed.tooLarge {
      if case .int = model[type].kind { continue }
      let declared = model[type].range ?? model.actors.first?.range
      guard let range = declared else { continue }
      diagnostics.append(
        .error(
          "runtime.type-too-large",
          "type '\(model[type].name)' has more values than a state word holds (\(UInt32.max))",
          at: range))
    }
    buildNotifiers()
    buildProperties()
    buildRegistrations()
    // Queue entry headers hold a case id and a sender in the bits ``QueueEntryLayout``
    // gives them; the resolver's limits are derived from it, so this is a backstop.
    if let first = model.actors.first,
      tables.cases.count > ModelLimits.maxNotificationCases
        || model.actors.count > ModelLimits.maxActors
    {
      diagnostics.append(
        .error(
          "runtime.model-too-large",
          "the model has \(tables.cases.count) notification cases and \(model.actors.count) actors; the runtime holds at most \(ModelLimits.maxNotificationCases) and \(ModelLimits.maxActors)",
          at: first.nameRange))
    }
    layOutActors()
    layOutScopes()
    layOutDataModels()
    layOutTimers()
    compileCharts()
    tables.blankWords = blankWords()
    return tables
  }

  // MARK: - Notifiers and cases

  private mutating func buildNotifiers() {
    var observers = Array(repeating: [Int](), count: model.notifiers.count)
    for actor in model.actors {
      for notifier in actor.observes where !observers[notifier.rawValue].contains(actor.id.rawValue)
      {
        observers[notifier.rawValue].append(actor.id.rawValue)
      }
    }
    for notifier in model.notifiers {
      let policy: NotifierTable.PolicyKind =
        switch notifier.policy {
        case .fifo: .fifo
        case .coalesce: .coalesce
        case .latest: .latest
        }
      tables.notifiers.append(
        NotifierTable(
          owner: notifier.owner.rawValue, isRequest: notifier.kind == .request, policy: policy,
          // A default capacity given as an option is held to the model's limit.
          capacity: max(
            1, min(notifier.capacity ?? options.defaultCapacity, ModelLimits.maxCapacity)),
          firstGid: tables.cases.count, caseCount: notifier.cases.count,
          observers: observers[notifier.id.rawValue].sorted()))
      for (index, notificationCase) in notifier.cases.enumerated() {
        let ref = NotificationRef(notifier: notifier.id, caseIndex: index)
        tables.cases.append(
          CaseTable(
            notifier: notifier.id.rawValue, name: notificationCase.name,
            qualifiedName: model.qualifiedName(of: ref),
            parameters: notificationCase.parameters.map { domainTriple($0.type) },
            reply: notificationCase.replyType.map { domainTriple($0) }, registration: -1))
      }
    }
  }

  func domainTriple(_ type: TypeID) -> CaseTable.Domain {
    let domain = tables.domains[type.rawValue]
    return CaseTable.Domain(
      lower: domain.lower, cardinality: domain.cardinality, type: type.rawValue)
  }

  /// The global case id of a notification reference.
  func gid(_ ref: NotificationRef) -> Int {
    tables.notifiers[ref.notifier.rawValue].firstGid + ref.caseIndex
  }

  // MARK: - Data models

  private mutating func buildProperties() {
    for dataModel in model.dataModels {
      propertyBase.append(tables.properties.count)
      for property in dataModel.properties {
        let domain = tables.domains[property.type.rawValue]
        tables.properties.append(
          PropertyTable(
            name: dataModel.name + "." + property.name, word: 0, lower: domain.lower,
            cardinality: domain.cardinality, type: property.type.rawValue,
            initial: ordinal(of: property.initial, domain: domain)))
      }
    }
  }

  /// The global case id a registration is delivered as.
  func gid(_ ref: RegistrationRef) -> Int {
    tables.registrations[registrationBase[ref.dataModel.rawValue] + ref.index].gid
  }

  func propertyIndex(_ ref: PropertyRef) -> Int {
    propertyBase[ref.dataModel.rawValue] + ref.index
  }

  private mutating func buildRegistrations() {
    for dataModel in model.dataModels {
      registrationBase.append(tables.registrations.count)
      for registration in dataModel.registrations {
        // Each registration is delivered as its own notification, `Data.registration`.
        let caseID = tables.cases.count
        tables.cases.append(
          CaseTable(
            notifier: -1, name: registration.name,
            qualifiedName: dataModel.name + "." + registration.name, parameters: [],
            reply: nil, registration: tables.registrations.count))
        tables.registrations.append(
          RegistrationTable(
            name: dataModel.name + "." + registration.name, kind: registration.kind,
            owner: registration.owner.rawValue, reads: registration.reads.map(propertyIndex),
            writes: registration.writes.map(propertyIndex),
            rank: registration.kind == .hard ? (registration.priority ?? Int(Int32.max)) : 0,
            gid: caseID))
      }
    }
    computeSmartLevels()
    let kindOrder: [RegistrationKind: Int] = [.hard: 0, .smart: 1, .recurring: 2]
    tables.dispatchOrder = tables.registrations.indices.sorted { a, b in
      let left = tables.registrations[a]
      let right = tables.registrations[b]
      return (kindOrder[left.kind]!, left.rank, a) < (kindOrder[right.kind]!, right.rank, b)
    }
  }

  /// Smart registrations run by level (``SmartDependencies``, the levels lint reports and
  /// the topology draws): readers run after every writer. A data model whose smart
  /// registrations form a cycle (a lint error) keeps them at rank 0, in document order.
  private mutating func computeSmartLevels() {
    for (index, dataModel) in model.dataModels.enumerated() {
      let graph = SmartDependencies(dataModel)
      guard let levels = graph.levels() else { continue }
      for (node, level) in levels.enumerated() {
        tables.registrations[registrationBase[index] + graph.smart[node]].rank = level
      }
    }
  }
}
