/// Sends to other sessions, in the form `interplay export scxml` writes them: an event
/// `X.case` sent to `#_X` is a request to the actor `X` (a stub of the imported system
/// that takes it), and an event `A.case` sent to `#_parent` without a delay is an event
/// the chart emits to its parent. Any other target is reported where it is sent.
extension ScxmlTranslator {
  /// Where a `<send>` goes when it is one of those forms: the stub actor's name (nil for
  /// the parent) and the case name; nil otherwise.
  func externalSend(_ element: Element) -> (actor: String?, caseName: String)? {
    guard let target = element.attributes["target"], target.hasPrefix("#_"),
      target != "#_internal", let event = element.attributes["event"]
    else { return nil }
    let session = String(target.dropFirst(2))
    if session == "parent" {
      guard element.attributes["delay"] == nil, let dot = event.lastIndex(of: "."),
        !event[event.index(after: dot)...].isEmpty
      else { return nil }
      return (nil, Self.identifier(String(event[event.index(after: dot)...])))
    }
    guard !session.hasPrefix("scxml_"), event.hasPrefix(session + "."),
      !event.dropFirst(session.count + 1).contains(".")
    else { return nil }
    return (stubName(session), Self.identifier(String(event.dropFirst(session.count + 1))))
  }

  /// The name of the stub actor for a session id: an identifier, never `Machine` or
  /// `Parent`.
  func stubName(_ session: String) -> String {
    let name = Self.typeName(session.replacingOccurrences(of: ".", with: "_"))
    return name == ScxmlImport.behaviourName || name == "Parent" ? name + "_" : name
  }

  /// Collects the stub actors with their request cases, and the emitted cases, in
  /// document order; and the events and ids of every send, for `<cancel>`.
  mutating func collectTargets() {
    var stubIndex: [String: Int] = [:]
    var stubCases: [Set<String>] = []
    var emittedCases: Set<String> = []
    for element in document where element.name == "send" {
      // For `<cancel sendid>`: the events sent with each id, the ids of each event.
      if let event = element.attributes["event"] {
        sendIDs[event, default: []].insert(element.attributes["id"])
        if let id = element.attributes["id"] { sendEvents[id, default: []].insert(event) }
      }
      guard let external = externalSend(element), let event = element.attributes["event"] else {
        continue
      }
      if let actor = external.actor {
        requestSends[event] = (actor, external.caseName)
        if let index = stubIndex[actor] {
          if stubCases[index].insert(external.caseName).inserted {
            stubs[index].cases.append((external.caseName, event))
          }
        } else {
          stubIndex[actor] = stubs.count
          stubs.append((actor, [(external.caseName, event)]))
          stubCases.append([external.caseName])
        }
      } else if emittedCases.insert(external.caseName).inserted {
        emitted.append((external.caseName, event))
      }
    }
  }
}
