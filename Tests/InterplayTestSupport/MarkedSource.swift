import InterplayDiagnostics

/// Source text with position markers (`1️⃣`, `2️⃣`, ...) stripped out and remembered.
///
/// Tests write the markers where a finding is expected, so the expected positions
/// live in the source itself instead of in hand-counted line and column numbers.
public struct MarkedSource: Sendable {
  /// The text with every marker removed.
  public let text: String
  /// Byte offset in `text` of each marker, keyed by the marker itself.
  public let markers: [String: Int]

  /// The marker emoji, in order.
  public static let markerNames = [
    "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟",
  ]

  /// Strips the markers out of `marked`.
  public init(_ marked: String) {
    var output = ""
    var markers: [String: Int] = [:]
    var offset = 0
    var remaining = Substring(marked)
    outer: while let first = remaining.first {
      for name in Self.markerNames where remaining.hasPrefix(name) {
        precondition(markers[name] == nil, "marker \(name) used twice")
        markers[name] = offset
        remaining = remaining.dropFirst(name.count)
        continue outer
      }
      output.append(first)
      offset += String(first).utf8.count
      remaining = remaining.dropFirst()
    }
    self.text = output
    self.markers = markers
  }

  /// The source file of the stripped text.
  public func sourceFile(path: String = "test.ipl") -> SourceFile {
    SourceFile(path: path, text: text)
  }

  /// The `line:column` of a marker.
  public func location(_ marker: String) -> SourceLocation {
    guard let offset = markers[marker] else {
      preconditionFailure("no marker \(marker) in source")
    }
    return SourceFile(path: "", text: text).location(of: offset)
  }
}

/// A diagnostic reduced to what per-marker assertions compare: marker, id and message.
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
  /// The marker where the diagnostic starts.
  public let marker: String
  /// The diagnostic id.
  public let id: String
  /// The exact message.
  public let message: String

  /// Creates an expectation.
  public init(_ marker: String, _ id: String, _ message: String) {
    self.marker = marker
    self.id = id
    self.message = message
  }

  /// `1️⃣ [id] message`
  public var description: String { "\(marker) [\(id)] \(message)" }
}

extension MarkedSource {
  /// Maps diagnostics onto markers: a diagnostic starting at no marker is reported
  /// with its `line:col` so the failure message shows where it actually was.
  public func findings(_ diagnostics: [Diagnostic]) -> [ExpectedFinding] {
    let byOffset = Dictionary(markers.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
    let file = sourceFile()
    return Diagnostic.sorted(diagnostics).map { diagnostic in
      let marker =
        byOffset[diagnostic.range.start]
        ?? {
          let loc = file.location(of: diagnostic.range.start)
          return "\(loc.line):\(loc.column)"
        }()
      return ExpectedFinding(marker, diagnostic.id.rawValue, diagnostic.message)
    }
  }
}
