extension Diagnostic {
  /// This diagnostic with every range moved through `map` (an old range to where the
  /// same construct is written now); nil when a range has no new place, so a caller
  /// falls back to computing the diagnostic again.
  public func relocated(_ map: [SourceRange: SourceRange]) -> Diagnostic? {
    guard let range = map[range] else { return nil }
    var notes: [DiagnosticNote] = []
    for note in self.notes {
      guard let old = note.range else {
        notes.append(note)
        continue
      }
      guard let new = map[old] else { return nil }
      notes.append(DiagnosticNote(note.message, at: new))
    }
    var fixIts: [FixIt] = []
    for fixIt in self.fixIts {
      var edits: [TextEdit] = []
      for edit in fixIt.edits {
        guard let new = map[edit.range] else { return nil }
        edits.append(TextEdit(range: new, replacement: edit.replacement))
      }
      fixIts.append(FixIt(fixIt.message, edits: edits))
    }
    return Diagnostic(id, severity, message, at: range, notes: notes, fixIts: fixIts)
  }
}
