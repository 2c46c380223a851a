import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Hostile names in the text exports: quotes, newlines, `;`, `#`, `%%`, `-->`,
/// `@enduml`, `<script>`, control and bidirectional characters and other unicode stay
/// text, never syntax. The model is ``HostileNameTests``' one, plus a statechart and a
/// sequence whose names and strings try to end the diagram or start statements.
@Suite struct TextEscapingExportTests {
  static let breakouts = #"""
    system Breakout
    service Svc uri "/x\n@enduml\n!include /etc/passwd" {
      request { go }
    }
    behaviour B {
      requests Svc.request
      initial state S {
        entry { assert true, "a;b #59; %% c --> d\n@enduml\nend note\#u{1B}[31m \#u{202E}rtl 😀 é" }
        always -> S { send Svc.go }
      }
    }
    sequence Seq {
      note over B, Svc: "x\"; Svc->>B: forged\n@enduml\n%%{init: {}}%%"
      B -> Svc: go
      opt "-->> ]] [[ ` $$x$$ **b** __u__ //i// ~~w~~ <U+0041> &#65;" {
        B -> Svc: go
      }
    }
    """#

  static func diagrams() throws -> [Diagram] {
    try HostileNameTests.diagrams()
      + ModelDiagrams.diagrams(for: try RenderFixtures.model(Self.breakouts))
  }

  @Test func mermaidTextStaysText() throws {
    for diagram in try Self.diagrams() {
      let text = try #require(diagram.mermaid)
      let body = text.components(separatedBy: "\n---\n").dropFirst().joined()
      // Outside entity codes and `<br/>`, no `;`, `#`, `%`, `"` inside a label, `<` or `>`
      // but the arrows this exporter writes.
      let stripped = body.replacingOccurrences(
        of: "#[0-9]+;", with: "", options: .regularExpression
      ).replacingOccurrences(of: "<br/>", with: "")
      #expect(!stripped.contains(";"), "\(diagram.fileStem)")
      #expect(!stripped.contains("%%"), "\(diagram.fileStem)")
      #expect(!stripped.contains("<script") && !stripped.contains("@enduml"))
      #expect(!text.unicodeScalars.contains { TextEscapes.isControl($0) && $0 != "\n" })
      // The forged message stays inside its note.
      for line in body.split(separator: "\n") where line.contains("forged") {
        #expect(line.hasPrefix("  Note over "), "\(line)")
      }
    }
  }

  @Test func plantUMLTextStaysText() throws {
    for diagram in try Self.diagrams() {
      let text = try #require(diagram.plantUML)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.filter { $0 == "@enduml" }.count == 1 && lines.first == "@startuml")
      #expect(!lines.contains { $0.hasPrefix("!") || $0.hasPrefix("end note") })
      #expect(!text.contains("<script") && !text.contains("<U+0041>") && !text.contains("\"" + "]"))
      #expect(!text.contains("//i//") && !text.contains("**b**") && !text.contains("__u__"))
      #expect(!text.unicodeScalars.contains { TextEscapes.isControl($0) && $0 != "\n" })
    }
  }

  @Test func escapingFunctions() {
    #expect(MermaidText.label(#"a"b;c#d"#) == "a#34;b#59;c#35;d")
    #expect(MermaidText.label("x --> y - z") == "x #45;#45;#62; y - z")
    #expect(MermaidText.label("two\nlines", multiline: true) == "two<br/>lines")
    #expect(MermaidText.label("two\nlines") == "two#92;u#123;A#125;lines")
    #expect(MermaidText.label("é😀") == "#233;#128512;")
    #expect(
      MermaidText.frontMatter(title: #"a "b" <c> \d"#)
        == "---\ntitle: \"a \\\"b\\\" ‹c› \\\\d\"\n---\n")
    #expect(PlantUMLText.label("@enduml") == "&#64;enduml")
    #expect(PlantUMLText.label("a / b // c - d -- e") == "a / b &#47;&#47; c - d &#45;&#45; e")
    #expect(PlantUMLText.label("x\ny", multiline: true) == "x\\ny")
    #expect(PlantUMLText.label("x\u{1B}y") == "x&#92;u&#123;1B&#125;y")
    #expect(PlantUMLText.quoted(#"say "hi""#) == "\"say &#34;hi&#34;\"")
  }
}
