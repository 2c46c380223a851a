/// The last `capacity` elements appended, counting those pushed out.
struct RingBuffer<Element> {
  private var storage: [Element] = []
  private var start = 0
  let capacity: Int
  /// How many elements were pushed out by later ones.
  private(set) var dropped = 0

  init(capacity: Int) { self.capacity = max(capacity, 1) }

  mutating func append(_ element: Element) {
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[start] = element
      start = (start + 1) % capacity
      dropped += 1
    }
  }

  /// The kept elements, oldest first.
  var elements: [Element] { Array(storage[start...] + storage[..<start]) }
}
