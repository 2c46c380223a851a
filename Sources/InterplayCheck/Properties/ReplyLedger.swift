import InterplayModel
import InterplayRuntime

/// Counts, per requester, the requests it sent that are owed a reply and have not been
/// answered: what the `deadlock` check needs to tell a rest from a requester waiting
/// forever.
///
/// It observes step records only: a request whose case declares a reply type and that
/// was queued at its handler adds one to its sender's count; a reply delivered to the
/// requester (queued, or dropped because the requester is gone) takes one away; a pop
/// clears the counts of the popped scope's actors, who wait for nothing any more. One
/// product word per actor that requests a notifier with a reply type; no words at all
/// for models without such requests. In every model where handlers answer in the step
/// that takes the request, the count is a function of the queues and adds no states.
struct ReplyLedger: Sendable {
  /// Per actor: its word within the ledger, or -1.
  let slot: [Int]
  /// The number of words.
  let width: Int
  /// Per scope: its actors.
  let members: [[Int]]
  let system: CompiledSystem

  init(system: CompiledSystem) {
    self.system = system
    let model = system.model
    var slot = Array(repeating: -1, count: model.actors.count)
    var width = 0
    for actor in model.actors {
      let awaits = actor.requests.contains { notifier in
        model[notifier].cases.contains { $0.replyType != nil }
      }
      if awaits {
        slot[actor.id.rawValue] = width
        width += 1
      }
    }
    self.slot = slot
    self.width = width
    members = model.scopes.map { scope in
      model.actors.filter { $0.scope == scope.id }.map(\.id.rawValue)
    }
  }

  /// Updates the counts at `words[base...]` by a step's record.
  func update(_ record: StepRecord, _ words: inout [UInt32], base: Int) {
    guard width > 0 else { return }
    for event in record.events {
      switch event {
      case .delivered(let delivery):
        let entry = delivery.entry
        if entry.isReply {
          guard delivery.receiver < slot.count, slot[delivery.receiver] >= 0 else { continue }
          let word = base + slot[delivery.receiver]
          if words[word] > 0 { words[word] -= 1 }
        } else if delivery.outcome == .queued, entry.sender < slot.count, slot[entry.sender] >= 0,
          system.expectsReply(entry.gid)
        {
          words[base + slot[entry.sender]] += 1
        }
      case .pop(let scope):
        for actor in members[scope] where slot[actor] >= 0 { words[base + slot[actor]] = 0 }
      default:
        break
      }
    }
  }

  /// The first actor whose count is not zero in the product words at `base`, if any.
  func waitingActor(_ words: UnsafePointer<UInt32>) -> Int? {
    guard width > 0 else { return nil }
    for (actor, offset) in slot.enumerated() where offset >= 0 && words[offset] != 0 {
      return actor
    }
    return nil
  }
}
