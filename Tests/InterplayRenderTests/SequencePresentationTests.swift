import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import Testing

@testable import InterplayRender

/// What a sequence diagram shows beyond the checkable names: display text for actors and
/// cases, a label per message, a title, numbering and a declared participant order. None
/// of it changes what the sequence means.
@Suite struct SequencePresentationTests {
  static let source = """
    system Login
    enum Code { good, bad }
    presentation Browser "Web browser" budget 2 {
      event { signIn }
    }
    service IdP "Identity Provider" {
      request { token(code: Code) "POST /token with the code" -> Bool }
    }
    behaviour Client {
      observes Browser.event
      requests IdP.request
      initial state Idle {
        on Browser.signIn -> Waiting { send IdP.token(good) }
      }
      state Waiting {
        on reply IdP.token(ok) -> Idle
        ignore Browser.signIn
      }
    }
    sequence CodeFlow title "Authorization code flow" autonumber participants(IdP, Client) {
      Browser -> Client: signIn "the user signs in"
      Client -> IdP: token(good)
      IdP --> Client: token(true) "access token"
    }
    """

  @Test func displayTextLabelsTitleNumbersAndOrderAreDrawn() throws {
    let model = try RenderFixtures.model(Self.source, fileName: "Login.ipl")
    let sequence = try #require(model.sequences.first)
    let diagram = SequenceDiagram(sequence, in: model)
    #expect(diagram.title == "Authorization code flow")
    #expect(diagram.participants.map(\.name) == ["Identity Provider", "Client", "Web browser"])
    let labels = diagram.items.compactMap { item -> String? in
      if case .message(let message) = item { return message.label }
      return nil
    }
    #expect(
      labels == [
        "1. the user signs in", "2. POST /token with the code(good)", "3. access token",
      ])
  }

  @Test func theyDoNotChangeWhatTheSequenceMeans() throws {
    let model = try RenderFixtures.model(Self.source, fileName: "Login.ipl")
    let plain = try RenderFixtures.model(
      Self.source.replacingOccurrences(of: " \"the user signs in\"", with: "")
        .replacingOccurrences(of: " \"access token\"", with: ""), fileName: "Login.ipl")
    let labelled = try #require(model.sequences.first?.items)
    let unlabelled = try #require(plain.sequences.first?.items)
    #expect(labelled.count == unlabelled.count)
    #expect(model.actors.first { $0.name == "IdP" }?.displayName == "Identity Provider")
    #expect(model.actors.first { $0.name == "IdP" }?.name == "IdP")
  }

  @Test func theFormatterKeepsThem() throws {
    let source = SourceFile(path: "Login.ipl", text: Self.source)
    let parsed = Parser.parse(source, file: FileID(0))
    #expect(parsed.diagnostics.isEmpty)
    let formatted = Formatter.format(parsed.syntax, source: source)
    for written in [
      "presentation Browser \"Web browser\" budget 2",
      "service IdP \"Identity Provider\"",
      "token(code: Code) \"POST /token with the code\" -> Bool",
      "sequence CodeFlow title \"Authorization code flow\" autonumber participants(IdP, Client)",
      "Browser -> Client: signIn \"the user signs in\"",
      "IdP --> Client: token(true) \"access token\"",
    ] {
      #expect(formatted.contains(written), "\(written)")
    }
  }
}
