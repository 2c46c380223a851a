import Foundation
import InterplayTestSupport
import Testing

/// The report in a real browser (headless Chromium): the page's script highlights the
/// step named in the address, and `interplay preview` shows a saved change. Chromium is
/// installed by `Scripts/install-deps.sh`: a machine without it fails here, it does not
/// skip. Screenshots are left in the temporary folder for a person to look at.
@Suite(.serialized) struct BrowserTests {
  static let bad = "bad/Calculator/divide-guard-after-divide.ipl"

  @Test func chromiumIsInstalled() {
    #expect(
      HeadlessChromium.isInstalled,
      "\(HeadlessChromium.path) is missing: run Scripts/install-deps.sh (package chromium)")
  }

  @Test func theStaticReportHighlightsTheStepInTheAddress() throws {
    try #require(HeadlessChromium.isInstalled, "chromium is missing: run Scripts/install-deps.sh")
    let folder = TemporaryFolder()
    let model = try PreviewTests.copy(Self.bad, into: folder)
    let run = try CommandLineRun.run(["report", model, "--output", folder.path + "/report"])
    #expect(run.status == 0, "\(run.errors)")
    let url = "file://" + folder.path + "/report/index.html"
    let start = try HeadlessChromium.dom(url)
    #expect(start.contains("<li class=\"step current\" data-step=\"0\">"))
    // Step 3: the keypad stub emits `equals`: the actor and the message are marked,
    // no statechart (a stub has none).
    let third = try HeadlessChromium.dom(url + "?step=3")
    #expect(third.contains("<li class=\"step current\" data-step=\"3\">"))
    #expect(third.contains("step 3 of 4"))
    #expect(third.contains("current-actor") && third.contains("current-message"))
    #expect(!third.contains("current-state") && !third.contains("current-transition"))
    // Step 4: the calculator takes `equals` and divides by zero: its state after the step,
    // the transition and the message to the display are marked too.
    let last = try HeadlessChromium.dom(url + "?step=4")
    #expect(last.contains("step 4 of 4"))
    for mark in ["current-actor", "current-state", "current-transition", "current-message"] {
      #expect(last.contains(mark), "\(mark) is not marked at step 4")
    }
    try HeadlessChromium.screenshot(url + "?step=4", to: folder.path + "/step4.png")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/step4.png"))
    if let keep = ProcessInfo.processInfo.environment["INTERPLAY_SCREENSHOTS"] {
      try? FileManager.default.copyItem(
        atPath: folder.path + "/step4.png", toPath: keep + "/report-step4.png")
    }
  }

  /// The steps in view in a dumped page's first step list (`data-in-view="a-b"`).
  static func stepsInView(_ dom: String) throws -> ClosedRange<Int> {
    let marker = try #require(dom.range(of: "data-in-view=\""))
    let value = dom[marker.upperBound...].prefix { $0 != "\"" }
    let bounds = value.split(separator: "-").compactMap { Int($0) }
    try #require(bounds.count == 2, "data-in-view=\"\(value)\"")
    return bounds[0]...bounds[1]
  }

  /// Issue #33: the page follows the step. A 19-step counterexample is longer than its
  /// step list's scroll box: opened at its first step, the last is out of view; opened at
  /// `?step=18`, the list has scrolled so the last step is in view.
  @Test func theStepListFollowsTheCurrentStep() throws {
    try #require(HeadlessChromium.isInstalled, "chromium is missing: run Scripts/install-deps.sh")
    let folder = TemporaryFolder()
    let model = try PreviewTests.copy("bad/RunningLights/resume-without-history.ipl", into: folder)
    let run = try CommandLineRun.run(["report", model, "--output", folder.path + "/report"])
    #expect(run.status == 0, "\(run.errors)")
    let url = "file://" + folder.path + "/report/index.html"
    let first = try Self.stepsInView(try HeadlessChromium.dom(url))
    #expect(first.contains(0) && !first.contains(18), "\(first)")
    let last = try HeadlessChromium.dom(url + "?step=18")
    #expect(last.contains("<li class=\"step current\" data-step=\"18\">"))
    let shown = try Self.stepsInView(last)
    #expect(shown.contains(18) && !shown.contains(0), "\(shown)")
    // Headless Chromium paints a page its script scrolled that many pixels too low: the
    // blank band at the top of this screenshot is the scroll, not the page.
    try HeadlessChromium.screenshot(url + "?step=18", to: folder.path + "/step18.png")
    if let keep = ProcessInfo.processInfo.environment["INTERPLAY_SCREENSHOTS"] {
      try? FileManager.default.copyItem(
        atPath: folder.path + "/step18.png", toPath: keep + "/report-step18.png")
    }
  }

  /// Issue #33: at the Calculator counterexample's last step (`?step=last`, in a window
  /// too short to show the whole trace: the trace's top below the header leaves step 4
  /// past the window's bottom), the page has scrolled so the highlighted step is inside
  /// the visible area (below the sticky header, above the window's bottom), and
  /// the state table shown is that step's, with the values `check` prints for the run.
  @Test func theLastStepIsInViewWithItsStateTable() throws {
    try #require(HeadlessChromium.isInstalled, "chromium is missing: run Scripts/install-deps.sh")
    let folder = TemporaryFolder()
    let model = try PreviewTests.copy(Self.bad, into: folder)
    let run = try CommandLineRun.run(["report", model, "--output", folder.path + "/report"])
    #expect(run.status == 0, "\(run.errors)")
    let check = try CommandLineRun.run(["check", model])
    let trace = check.output.split(separator: "\n").map(String.init)
    let url = "file://" + folder.path + "/report/index.html"
    let dom = try HeadlessChromium.dom(url + "?step=last", width: 1200, height: 700)
    #expect(dom.contains("<li class=\"step current\" data-step=\"4\">"))
    #expect(dom.contains("step 4 of 4"))
    // The step's box in the window, against the visible area: "top bottom above below".
    let marker = try #require(dom.range(of: "data-current-at=\""))
    let at = dom[marker.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap {
      Int($0)
    }
    try #require(at.count == 4, "data-current-at=\"\(at)\"")
    #expect(
      at[0] >= at[2] && at[1] <= at[3], "step 4 at \(at[0])-\(at[1]), visible \(at[2])-\(at[3])")
    // The one table shown is step 4's; its values are the run `check` printed.
    let start = try #require(dom.range(of: "<table class=\"state current\" data-step=\"4\">"))
    let end = try #require(dom.range(of: "</table>", range: start.upperBound..<dom.endIndex))
    #expect(dom.components(separatedBy: "class=\"state current\"").count == 2)
    let table = try XMLSummary(String(dom[start.lowerBound..<end.upperBound]))
    let rows = try #require(table.stateTables[""]?.first)
    func value(_ owner: String, _ field: String) -> String? {
      rows.first { $0.owner == owner && $0.field == field }?.value
    }
    let now = try #require(trace.last { $0.hasPrefix("    now Calculator: ") })
    #expect(value("Calculator", "state") == String(now.dropFirst("    now Calculator: ".count)))
    let shown = try #require(trace.last { $0.contains("send Calculator -> Display: ") })
    let message = shown.split(separator: ": ")[1].split(separator: " ")[0]
    #expect(value("Display", "queue") == "Display.\(message) from Calculator")
    #expect(trace.contains { $0.contains("send Keypad -> Calculator: operation(divide)") })
    #expect(value("Calculator", "op") == "divide")
    #expect(!trace.contains { $0.contains("send Keypad -> Calculator: digit") })
    #expect(value("Calculator", "first") == "0" && value("Calculator", "second") == "0")
    // Step 4 takes the queued `equals` into `Result`: those two cells changed, no other.
    #expect(rows.filter(\.changed).map(\.field) == ["state", "queue"])
    #expect(rows.filter(\.changed).allSatisfy { $0.owner == "Calculator" })
    try HeadlessChromium.screenshot(url + "?step=last", to: folder.path + "/last.png")
    if let keep = ProcessInfo.processInfo.environment["INTERPLAY_SCREENSHOTS"] {
      try? FileManager.default.copyItem(
        atPath: folder.path + "/last.png", toPath: keep + "/report-state-table.png")
    }
  }

  @Test func thePreviewShowsASavedChange() throws {
    try #require(HeadlessChromium.isInstalled, "chromium is missing: run Scripts/install-deps.sh")
    let folder = TemporaryFolder()
    let model = try PreviewTests.copy(Self.bad, into: folder)
    let server = try PreviewProcess([model])
    _ = try #require(try server.settled())
    let before = try HeadlessChromium.dom(server.url + "?step=1")
    #expect(before.contains("FirstOperand"))
    #expect(before.contains("<li class=\"step current\" data-step=\"1\">"))
    let version = try server.fetch("version")
    let text = try String(contentsOfFile: model, encoding: .utf8)
    try text.replacingOccurrences(of: "FirstOperand", with: "LeftOperand").write(
      toFile: model, atomically: true, encoding: .utf8)
    _ = try #require(try server.nextVersion(after: version))
    _ = try #require(try server.settled())
    let after = try HeadlessChromium.dom(server.url + "?step=3")
    #expect(after.contains("LeftOperand") && !after.contains("FirstOperand"))
    #expect(after.contains("<li class=\"step current\" data-step=\"3\">"))
    try HeadlessChromium.screenshot(server.url + "?step=3", to: folder.path + "/preview.png")
    if let keep = ProcessInfo.processInfo.environment["INTERPLAY_SCREENSHOTS"] {
      try? FileManager.default.copyItem(
        atPath: folder.path + "/preview.png", toPath: keep + "/preview-step3.png")
    }
    #expect(server.stop() == 0)
  }
}
