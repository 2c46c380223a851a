import InterplayDiagnostics

/// Comment placement, blank lines and braced bodies.
extension FormatPrinter {
  /// Writes the blank line due before a member or comment starting at `start`, if any:
  /// always when forced (between top-level declarations), otherwise where the source
  /// had at least one empty line and the member is not the first of its body.
  mutating func separate(before start: Int) {
    if forceBlank || (!atBodyStart && hasBlankLine(from: lastEnd, to: start)) {
      blankLine()
    }
    forceBlank = false
    atBodyStart = false
  }

  /// Prints, each on its own line, every comment that starts before `offset`,
  /// keeping single blank lines the source had around them.
  mutating func ownLineComments(before offset: Int) {
    while let comment = pending, comment.range.start < offset {
      separate(before: comment.range.start)
      line(Self.cleaned(comment))
      lastEnd = max(lastEnd, comment.range.end)
      next += 1
    }
  }

  /// Prints, each on its own line, the comments written inside a node before `offset`
  /// (between tokens of a declaration header or of a one-line node).
  mutating func hoistComments(before offset: Int) {
    while let comment = pending, comment.range.start < offset {
      line(Self.cleaned(comment))
      next += 1
    }
  }

  /// Appends to the last line the comments that follow a node ending at `end` on the
  /// same source line (and before the enclosing closing brace).
  mutating func trailingComments(after end: Int) {
    guard end > 0, !lines.isEmpty else { return }
    let endLine = sourceLine(end - 1)
    while let comment = pending, comment.range.start >= end, comment.range.start < limit,
      sourceLine(comment.range.start) == endLine
    {
      lines[lines.count - 1] += " " + Self.cleaned(comment)
      lastEnd = max(lastEnd, comment.range.end)
      next += 1
    }
  }

  /// Whether a comment not printed yet starts inside `range`.
  func hasComments(in range: Range<Int>) -> Bool {
    var index = next
    while index < comments.count, comments[index].range.start < range.upperBound {
      if comments[index].range.start >= range.lowerBound { return true }
      index += 1
    }
    return false
  }

  /// The offset of the first `{` at or after `offset` that is not inside a comment
  /// (only whitespace, keywords and comments may come first); `offset` if none.
  func openBrace(from offset: Int) -> Int {
    let bytes = source.bytes
    var index = max(0, offset)
    var commentIndex = next
    while index < bytes.count {
      while commentIndex < comments.count, comments[commentIndex].range.end <= index {
        commentIndex += 1
      }
      if commentIndex < comments.count, comments[commentIndex].range.start <= index {
        index = comments[commentIndex].range.end
        continue
      }
      if bytes[index] == UInt8(ascii: "{") { return index }
      index += 1
    }
    return offset
  }

  /// The offset of the `}` that ends `range` (or its end if it has none).
  func closeBrace(of range: SourceRange) -> Int {
    let last = range.end - 1
    guard last >= range.start, last < source.bytes.count, source.bytes[last] == UInt8(ascii: "}")
    else { return range.end }
    return last
  }

  /// Prints the members of a body whose `header {` line was just written, then the
  /// comments before its closing brace (or before `flushUntil`, the next opening brace
  /// of an `} else {` chain). The caller writes the `}` line.
  mutating func body<Item>(
    open: Int, close: Int, flushUntil: Int? = nil, items: [Item], range: (Item) -> SourceRange,
    print: (inout FormatPrinter, Item) -> Void
  ) {
    let firstStart = items.first.map { range($0).start } ?? close
    let openLine = sourceLine(open)
    while let comment = pending, comment.range.start > open, comment.range.start < firstStart,
      sourceLine(comment.range.start) == openLine
    {
      lines[lines.count - 1] += " " + Self.cleaned(comment)
      next += 1
    }
    let savedLimit = limit
    depth += 1
    limit = close
    atBodyStart = true
    lastEnd = open + 1
    for (index, item) in items.enumerated() {
      let itemRange = range(item)
      ownLineComments(before: itemRange.start)
      separate(before: itemRange.start)
      limit = index + 1 < items.count ? range(items[index + 1]).start : close
      print(&self, item)
      lastEnd = max(lastEnd, itemRange.end)
    }
    ownLineComments(before: flushUntil ?? close)
    depth -= 1
    limit = savedLimit
    atBodyStart = false
    lastEnd = max(lastEnd, close + 1)
  }

  /// Prints `header {`, the members and `}` with trailing comments after `end`; or
  /// `header {}` when the body holds neither members nor comments.
  mutating func braced<Item>(
    _ header: String, open: Int, close: Int, end: Int, items: [Item],
    range: (Item) -> SourceRange, print: (inout FormatPrinter, Item) -> Void
  ) {
    hoistComments(before: open)
    if items.isEmpty, !hasComments(in: open..<close) {
      line(header + " {}")
    } else {
      line(header + " {")
      body(open: open, close: close, items: items, range: range, print: print)
      line("}")
    }
    trailingComments(after: end)
  }
}
