import Foundation
import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

/// Every fixture with one token dropped or duplicated: the parser never crashes, keeps
/// diagnostics inside the file, and every error node touches a diagnostic.
@Suite struct MutationTests {
  enum Mutation: String, CaseIterable {
    case drop, duplicate, swapWithNext, openBrace, closeBrace
  }

  /// The mutated bytes, and a description for failure messages.
  static func mutate(
    _ bytes: [UInt8], _ token: Token, next: Token?, _ mutation: Mutation
  ) -> [UInt8] {
    let range = token.range.offsets
    switch mutation {
    case .drop:
      return Array(bytes[..<range.lowerBound] + bytes[range.upperBound...])
    case .duplicate:
      return Array(
        bytes[..<range.upperBound] + [UInt8(ascii: " ")] + bytes[range] + bytes[range.upperBound...]
      )
    case .swapWithNext:
      guard let next else { return bytes }
      let second = next.range.offsets
      return Array(
        bytes[..<range.lowerBound] + bytes[second] + bytes[range.upperBound..<second.lowerBound]
          + bytes[range] + bytes[second.upperBound...])
    case .openBrace:
      return Array(bytes[..<range.lowerBound] + [UInt8(ascii: "{")] + bytes[range.upperBound...])
    case .closeBrace:
      return Array(bytes[..<range.lowerBound] + [UInt8(ascii: "}")] + bytes[range.upperBound...])
    }
  }

  @Test(arguments: SyntaxFixtures.urls)
  func everyTokenDroppedOrDuplicated(_ url: URL) throws {
    let source = try SyntaxFixtures.source(url)
    let tokens = Lexer.tokenize(source, file: FileID(0)).tokens.dropLast()
    #expect(tokens.count > 50)
    var failures: [String] = []
    var reported = 0
    // Cascade budget: one mistake should yield about one diagnostic.
    var simpleMutations = 0
    var simpleDiagnostics = 0
    var worst = 0
    for (index, token) in tokens.enumerated() {
      for mutation in Mutation.allCases {
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let bytes = Self.mutate(source.bytes, token, next: next, mutation)
        let result = Parser.parse(SourceFile(path: "m.ipl", bytes: bytes), file: FileID(0))
        if !result.diagnostics.isEmpty { reported += 1 }
        if mutation == .drop || mutation == .duplicate {
          simpleMutations += 1
          simpleDiagnostics += result.diagnostics.count
          worst = max(worst, result.diagnostics.count)
        }
        let outside = result.diagnostics.filter { $0.range.end > bytes.count }
        let uncovered = ErrorNodes(result.syntax).uncovered(by: result.diagnostics)
        if !outside.isEmpty || !uncovered.isEmpty {
          let location = source.location(of: token.range.start)
          failures.append(
            "\(mutation) token \(index) '\(token.text(in: source))' at \(location.line):\(location.column)"
          )
        }
      }
    }
    #expect(failures == [], "\(url.lastPathComponent)")
    #expect(worst <= 5, "\(url.lastPathComponent): a single mistake gave \(worst) diagnostics")
    #expect(
      Double(simpleDiagnostics) <= 1.5 * Double(simpleMutations),
      "\(url.lastPathComponent): \(simpleDiagnostics) diagnostics for \(simpleMutations) mistakes")
    // Most single-token mutations break the model; the parser must notice at least a
    // quarter of them (some, like dropping an optional comma, are still valid).
    #expect(reported > tokens.count / 2, "\(url.lastPathComponent): \(reported) reported")
  }
}
