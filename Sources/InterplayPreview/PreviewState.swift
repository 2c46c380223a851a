import InterplayReport

/// The page being served and its version; replaced whenever the models change.
actor PreviewState {
  private(set) var page: ReportPage
  /// How many times the page was rebuilt after a change.
  private(set) var rebuilds = 0
  /// Whether the page served leaves a search for a later build.
  var isSearching: Bool { page.isSearching }

  /// The version of the page served: the version of the report's content, which the
  /// served `index.html` carries.
  private(set) var version: String

  init(page: ReportPage) {
    self.page = page.live()
    version = page.version
  }

  /// Serves `page` from now on.
  func replace(with page: ReportPage) {
    self.page = page.live()
    version = page.version
    rebuilds += 1
  }

  /// `{"builds":N,"searching":B,"version":"V"}`: how many pages were built after the
  /// first (a save makes one, or two when a search had to run), whether the page served
  /// still waits for a search, and its version.
  var status: String {
    "{\"builds\":\(rebuilds),\"searching\":\(page.isSearching),\"version\":\"\(version)\"}"
  }

  /// The bytes of one file of the page, if it has it.
  func file(_ path: String) -> [UInt8]? { page[path] }
}
