/// Unpacking stored states into their words: the first thing done with every state the
/// search expands, so it is kept to a few instructions per word.
extension StateCodec {
  /// Where one word's bits are, as unpacking reads them: twelve bytes per word, so the
  /// table of a large state stays in the cache.
  struct Window: Sendable {
    /// The byte its 64-bit window starts at, and its first bit in that window.
    var byte: UInt32
    var shift: UInt8
    /// Its bits.
    var mask: UInt32
  }

  /// Headers of at most this many bits are decoded through a table (4 bytes a code).
  static let headerTableBits = 14

  /// The value of every code of ``headerBits`` bits.
  func headerTable() -> [UInt32] {
    guard let word = headerWords.first else { return [] }
    let field = fields[Int(word)]
    return (0..<(1 << headerBits)).map { Self.decode(UInt64($0), field) }
  }

  /// Unpacks a packed state into its words.
  func unpack(_ packed: UnsafePointer<UInt32>) -> [UInt32] {
    [UInt32](unsafeUninitializedCapacity: kinds.count) { buffer, initialized in
      unpack(packed, into: buffer.baseAddress!)
      initialized = kinds.count
    }
  }

  /// Unpacks only the words `indexes` (ascending, each once) of a packed state into
  /// their places in `target`, leaving its other words as they were: for a check that
  /// reads a few words of each state (the invariants), where unpacking all of them was
  /// most of its cost.
  func unpack(
    _ packed: UnsafePointer<UInt32>, words indexes: [Int], into target: UnsafeMutablePointer<UInt32>
  ) {
    let raw = UnsafeRawPointer(packed)
    for index in indexes {
      let window = windows[index]
      let bits = raw.loadUnaligned(fromByteOffset: Int(window.byte), as: UInt64.self)
      let code = UInt32(truncatingIfNeeded: bits &>> UInt64(window.shift)) & window.mask
      if kinds[index] != .header {
        target[index] = code
      } else {
        target[index] =
          headerValues.isEmpty ? Self.decode(UInt64(code), fields[index]) : headerValues[Int(code)]
      }
    }
  }

  /// Unpacks a packed state into `target` (``kinds`` `.count` words).
  ///
  /// Every word is first read as a plain value, a shift and a mask; the headers' codes
  /// are then mapped to their values through ``headerValues``. Decoding each word by its
  /// kind in one pass costs two more variable shifts per word, and most words are plain.
  func unpack(_ packed: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>) {
    let raw = UnsafeRawPointer(packed)
    windows.withUnsafeBufferPointer { windows in
      for index in 0..<windows.count {
        let window = windows[index]
        let bits = raw.loadUnaligned(fromByteOffset: Int(window.byte), as: UInt64.self)
        target[index] =
          UInt32(truncatingIfNeeded: bits &>> UInt64(window.shift)) & window.mask
      }
    }
    headerWords.withUnsafeBufferPointer { headers in
      headerValues.withUnsafeBufferPointer { values in
        if values.isEmpty {
          for word in headers {
            let field = fields[Int(word)]
            target[Int(word)] = Self.decode(UInt64(target[Int(word)]), field)
          }
        } else {
          for word in headers { target[Int(word)] = values[Int(target[Int(word)])] }
        }
      }
    }
  }
}
