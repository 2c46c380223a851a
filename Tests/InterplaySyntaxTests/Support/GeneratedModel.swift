/// Large valid models made of numbered copies of one realistic chunk.
enum GeneratedModel {
  /// One chunk: a behaviour, its service and a sequence, all numbered `index`.
  static func chunk(_ index: Int) -> String {
    """
    // Chunk \(index): a behaviour driving a service.
    behaviour B\(index) {
      var count: Int(0...3) = 0
      observes S\(index).event
      requests S\(index).request
      initial state Idle {
        entry { count = 0 }
        on S\(index).ready(x) [count < 3 && x] -> Busy { send S\(index).go(count + 1) }
        ignore S\(index).tick
      }
      state Busy {
        on reply S\(index).go(ok) -> Idle { emit finished  assert ok, "went" }
      }
      event { finished }
    }
    service S\(index) {
      request coalesce { go(n: Int(0...3)) -> Bool }
      event { ready(Bool), tick }
    }
    sequence Q\(index) {
      B\(index) -> S\(index): go(1)
      S\(index) --> B\(index): go(true)
    }

    """
  }

  /// A model of at least `bytes` bytes.
  static func model(bytes: Int) -> String {
    var text = "system Generated\n"
    text.reserveCapacity(bytes + 1024)
    var index = 0
    while text.utf8.count < bytes {
      text += chunk(index)
      index += 1
    }
    return text
  }
}
