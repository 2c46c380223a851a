import Foundation
import InterplayTestSupport

/// A machine's fonts reduced to one family: a private fontconfig configuration that sees
/// only the font files of one Debian package, for running `interplay` (a new process,
/// since fontconfig reads its configuration once per process) as if on a machine that
/// has only those fonts. The system's `conf.d` rules (aliases such as Helvetica to
/// Liberation Sans, sans-serif to DejaVu Sans) still apply.
enum FontSetup: String, CaseIterable, Sendable, CustomStringConvertible {
  /// DejaVu alone: what a fresh Debian machine has (wider than Helvetica).
  case dejavu
  /// Liberation alone: Helvetica's metrics.
  case liberation

  /// The package the files come from (listed by `Scripts/install-deps.sh`).
  var package: String {
    switch self {
    case .dejavu: "fonts-dejavu-core"
    case .liberation: "fonts-liberation"
    }
  }

  /// Where the package puts them.
  var folder: String {
    switch self {
    case .dejavu: "/usr/share/fonts/truetype/dejavu"
    case .liberation: "/usr/share/fonts/truetype/liberation"
    }
  }

  /// The files of the package (the same folder may hold other packages' files, such as
  /// fonts-dejavu-extra's).
  var files: [String] {
    switch self {
    case .dejavu:
      [
        "DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSerif",
        "DejaVuSerif-Bold",
      ].map { $0 + ".ttf" }
    case .liberation:
      ["Sans", "SansNarrow", "Serif", "Mono"].flatMap { family in
        ["Regular", "Bold", "Italic", "BoldItalic"].map { "Liberation\(family)-\($0).ttf" }
      }
    }
  }

  /// The family fontconfig must resolve the diagram font to.
  var family: String {
    switch self {
    case .dejavu: "DejaVu Sans"
    case .liberation: "Liberation Sans"
    }
  }

  var description: String { rawValue }

  /// Links the package's files into `folder/fonts`, writes `folder/fonts.conf` that sees
  /// only them, and returns the environment that selects it (`FONTCONFIG_FILE`). Files
  /// missing from this machine are returned too, so the test can name them.
  func install(in folder: TemporaryFolder) -> (environment: [String: String], missing: [String]) {
    let fonts = folder.path + "/fonts"
    try? FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
    var missing: [String] = []
    for file in files {
      let source = self.folder + "/" + file
      if FileManager.default.fileExists(atPath: source) {
        try? FileManager.default.createSymbolicLink(
          atPath: fonts + "/" + file, withDestinationPath: source)
      } else {
        missing.append(source)
      }
    }
    let configuration = folder.write(
      "fonts.conf",
      """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>
        <dir>\(fonts)</dir>
        <include ignore_missing="yes">/etc/fonts/conf.d</include>
        <cachedir>\(folder.path)/cache</cachedir>
      </fontconfig>
      """)
    return (["FONTCONFIG_FILE": configuration], missing)
  }
}
