import InterplayDiagnostics

/// The semantic tokens last sent for each document, so `textDocument/semanticTokens/full/delta`
/// can answer with what changed since a result the client still holds.
///
/// Each full or delta answer gets a new `resultId`. A delta request naming the document's
/// last id gets one edit: the tokens' data between the longest common prefix and suffix
/// of the old and new data, replaced (LSP's `SemanticTokensDelta`). A request naming any
/// other id (an older one, or one the server never gave) gets the whole data again, as the
/// protocol allows, with a fresh id.
public struct SemanticTokenResults: Sendable {
  /// Per URI: the id and data of the last answer.
  private var last: [String: (id: String, data: [Int])] = [:]
  /// The number of the next result id.
  private var next = 1

  /// No answer sent yet.
  public init() {}

  /// The answer for `uri`'s tokens `data`: a delta against `previous` when that is the
  /// last id sent for it, else the whole data; either way remembered under a new id.
  public mutating func answer(uri: String, data: [Int], previous: String?) -> JSON {
    let id = String(next)
    next += 1
    defer { last[uri] = (id, data) }
    guard let previous, let known = last[uri], known.id == previous else {
      return ["resultId": .string(id), "data": .array(data.map(JSON.int))]
    }
    let old = known.data
    var prefix = 0
    while prefix < old.count, prefix < data.count, old[prefix] == data[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < data.count - prefix,
      old[old.count - 1 - suffix] == data[data.count - 1 - suffix]
    {
      suffix += 1
    }
    if prefix == old.count, prefix == data.count {
      return ["resultId": .string(id), "edits": []]
    }
    let inserted = data[prefix..<(data.count - suffix)]
    return [
      "resultId": .string(id),
      "edits": [
        [
          "start": .int(prefix), "deleteCount": .int(old.count - suffix - prefix),
          "data": .array(inserted.map(JSON.int)),
        ]
      ],
    ]
  }

  /// Forgets what was sent for `uri` (the document was closed).
  public mutating func forget(uri: String) { last[uri] = nil }
}
