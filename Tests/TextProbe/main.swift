import InterplayRender

// interplay-text-probe: measures text with InterplayRender's TextMetrics, for tests that
// must measure under another fontconfig than their own process has (fontconfig is set
// up once per process, so FONTCONFIG_FILE only takes effect in a new one).
//
// Reads lines `SOURCE<TAB>SIZE<TAB>FLAGS<TAB>TEXT` from standard input (SOURCE `engine`
// or `table`; FLAGS any of `b` for bold and `i` for italic, or `-`) and prints one line
// per input line: the width in points, then the counts of widths the engine, the
// table and the fallback gave while measuring it (`WIDTH<TAB>ENGINE<TAB>TABLE<TAB>FALLBACK`).
while let line = readLine(strippingNewline: true) {
  let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
  guard fields.count == 4, let source = TextMetrics.Source(rawValue: String(fields[0])),
    let size = Double(fields[1])
  else {
    print("error: cannot read '\(line)'")
    continue
  }
  let before = TextMetrics.counts
  let width = TextMetrics(source).width(
    of: String(fields[3]), fontSize: size, bold: fields[2].contains("b"),
    italic: fields[2].contains("i"))
  let after = TextMetrics.counts
  print(
    "\(width)\t\(after.engine - before.engine)\t\(after.table - before.table)\t"
      + "\(after.fallback - before.fallback)")
}
