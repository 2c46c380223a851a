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
    // Step 2: the keypad stub emits `equals`: the actor and the message are marked,
    // no statechart (a stub has none).
    let third = try HeadlessChromium.dom(url + "?step=2")
    #expect(third.contains("<li class=\"step current\" data-step=\"2\">"))
    #expect(third.contains("step 2 of 4"))
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
