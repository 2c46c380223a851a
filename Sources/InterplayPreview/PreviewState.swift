import InterplayReport

/// The page being served and its version; replaced whenever the models change.
actor PreviewState {
  private(set) var page: ReportPage
  /// How many times the page was rebuilt after a change.
  private(set) var rebuilds = 0

  init(page: ReportPage) { self.page = page.live() }

  /// Serves `page` from now on.
  func replace(with page: ReportPage) {
    self.page = page.live()
    rebuilds += 1
  }

  /// The bytes of one file of the page, if it has it.
  func file(_ path: String) -> [UInt8]? { page[path] }

  /// The version of the page served.
  var version: String { page.version }
}
