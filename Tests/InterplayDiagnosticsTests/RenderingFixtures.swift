import InterplayDiagnostics
import InterplayTestSupport

/// Three small files and diagnostics on them that exercise every renderer feature:
/// notes with and without ranges, a note in another file, fix-its that replace and
/// insert, a range over two lines, tabs, non-ASCII paths and text (accents, CJK,
/// an emoji outside the BMP), an empty last line, and every severity.
enum RenderingFixtures {
  /// `models/app.ipl`: an unknown state with a note, a location-less note and a fix-it.
  static let app = MarkedSource(
    """
    system App
    actor 5️⃣Light6️⃣ {
      initial state 1️⃣Idle2️⃣ {
        on go -> 3️⃣Idel4️⃣
      }
    }

    """)

  /// `modèles/café ☕.ipl`: tabs, non-ASCII text and a range spanning two lines.
  static let cafe = MarkedSource(
    """
    system Café
    actor Ühr {
    \tstate 1️⃣Ünbenutzt {
    \t}2️⃣
    \tvar n: Int(0...3) = 3️⃣"日本🙂"4️⃣
    }

    """)

  /// `broken.ipl`: ends inside an actor, so the insertion point is on an empty last line.
  static let broken = MarkedSource(
    """
    system Broken
    actor 1️⃣A2️⃣ 3️⃣{
    4️⃣
    """)

  static let appPath = "models/app.ipl"
  static let cafePath = "modèles/café ☕.ipl"
  static let brokenPath = "broken.ipl"

  /// The three files, loaded in the order app, café, broken (file ids 0, 1, 2).
  static var sources: SourceSet {
    var sources = SourceSet()
    sources.add(app.sourceFile(path: appPath))
    sources.add(cafe.sourceFile(path: cafePath))
    sources.add(broken.sourceFile(path: brokenPath))
    return sources
  }

  static let appFile = FileID(0)
  static let cafeFile = FileID(1)
  static let brokenFile = FileID(2)

  /// The range between two markers of a fixture.
  static func range(
    _ file: FileID, _ source: MarkedSource, _ start: String, _ end: String
  ) -> SourceRange {
    SourceRange(file: file, start: source.markers[start]!, end: source.markers[end]!)
  }

  static var unknownState: Diagnostic {
    .error(
      "resolve.unknown-state", "unknown state 'Idel'",
      at: range(appFile, app, "3️⃣", "4️⃣"),
      notes: [
        DiagnosticNote("'Idle' declared here", at: range(appFile, app, "1️⃣", "2️⃣")),
        DiagnosticNote("states are resolved per actor", at: nil),
      ],
      fixIts: [
        FixIt(
          "replace 'Idel' with 'Idle'",
          edits: [TextEdit(range: range(appFile, app, "3️⃣", "4️⃣"), replacement: "Idle")])
      ])
  }

  static var unreachableState: Diagnostic {
    .warning(
      "lint.unreachable-state", "state 'Ünbenutzt' is never entered",
      at: range(cafeFile, cafe, "1️⃣", "2️⃣"))
  }

  static var typeMismatch: Diagnostic {
    .error(
      "type.mismatch", "cannot assign a string to 'Int(0...3)'",
      at: range(cafeFile, cafe, "3️⃣", "4️⃣"),
      notes: [DiagnosticNote("actor 'Light' declared here", at: range(appFile, app, "5️⃣", "6️⃣"))],
      fixIts: [
        FixIt(
          "replace with '0'",
          edits: [TextEdit(range: range(cafeFile, cafe, "3️⃣", "4️⃣"), replacement: "0")])
      ])
  }

  static var stubActor: Diagnostic {
    Diagnostic(
      "lint.stub-actor", .note, "actor 'A' has no statechart and is treated as a stub",
      at: range(brokenFile, broken, "1️⃣", "2️⃣"))
  }

  static var missingBrace: Diagnostic {
    .error(
      "parse.expected-brace", "expected '}' to close actor 'A'",
      at: .point(brokenFile, broken.markers["4️⃣"]!),
      notes: [
        DiagnosticNote("actor 'A' starts here", at: .point(brokenFile, broken.markers["3️⃣"]!))
      ],
      fixIts: [
        FixIt(
          "insert '}'",
          edits: [TextEdit(range: .point(brokenFile, broken.markers["4️⃣"]!), replacement: "}")])
      ])
  }

  /// Every fixture diagnostic, deliberately out of order: renderers must sort.
  static var diagnostics: [Diagnostic] {
    [missingBrace, typeMismatch, stubActor, unknownState, unreachableState]
  }
}
