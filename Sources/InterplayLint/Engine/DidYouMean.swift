import InterplayDiagnostics
import InterplayModel

/// "Did you mean" suggestions for misspelled rule, profile and setting names: the
/// suppression comments' here, the configuration file's in InterplayPipeline.
public enum DidYouMean {
  /// The candidate closest to `name`, if one is close enough to be a likely typo.
  ///
  /// Distance is the optimal-string-alignment distance on lower-cased text (a swapped pair
  /// of letters costs one); the limit is a third of the name's length, at least one. Ties go
  /// to the earlier candidate, so the answer depends only on the candidates' order.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    Suggestions.closest(to: name, among: candidates)
  }

  /// The note and fix-it proposing `suggestion` for the name written at `range`.
  public static func fix(
    _ name: String, at range: SourceRange, suggestion: String?
  ) -> (notes: [DiagnosticNote], fixIts: [FixIt]) {
    guard let suggestion else { return ([], []) }
    return (
      [DiagnosticNote("did you mean '\(suggestion)'?", at: range)],
      [
        FixIt(
          "replace '\(name)' with '\(suggestion)'",
          edits: [TextEdit(range: range, replacement: suggestion)])
      ]
    )
  }
}
