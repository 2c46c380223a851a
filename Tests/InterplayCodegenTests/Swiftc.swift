import Foundation

/// `swiftc -typecheck` of some files, in Swift 6 mode, against a module folder.
enum Swiftc {
  /// The exit status and standard error of the type check.
  static func typecheck(_ files: [String], modules: String) throws -> (
    status: Int32, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Generated", "-I", modules]
      + files
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
