import Foundation
import InterplayTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real `interplay preview` process on a free port, for the preview and browser tests:
/// started on some model files, read until it prints its URL, stopped with SIGINT.
final class PreviewProcess {
  struct Failure: Error, CustomStringConvertible { var description: String }

  let process = Process()
  private let output = Pipe()
  /// `http://127.0.0.1:<port>/`
  private(set) var url = ""

  /// The port the server listens on.
  var port: Int {
    Int(url.split(separator: ":").last?.split(separator: "/").first ?? "") ?? 0
  }

  init(_ paths: [String], arguments: [String] = []) throws {
    process.executableURL = CommandLineRun.executable
    process.arguments = ["preview", "--port", "0"] + arguments + paths
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var text = ""
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, process.isRunning {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("serving ") }) {
        url = String(line.split(separator: " ")[1])
        return
      }
    }
    stop()
    throw Failure(description: "no URL printed: \(text)")
  }

  /// Stops the server with SIGINT (Ctrl-C) and waits for it; returns its exit status.
  @discardableResult func stop() -> Int32 {
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The body of `path` (relative to the URL), fetched with URLSession.
  func fetch(_ path: String) throws -> String {
    let target = try requireURL(url + path)
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var body: String?
    nonisolated(unsafe) var failure: Error?
    let task = URLSession.shared.dataTask(with: target) { data, _, error in
      body = data.map { String(decoding: $0, as: UTF8.self) }
      failure = error
      done.signal()
    }
    task.resume()
    guard done.wait(timeout: .now() + 30) == .success else {
      throw Failure(description: "no answer from \(target)")
    }
    if let failure { throw failure }
    return body ?? ""
  }

  /// The page once its searches have ended (each save serves its lint and diagrams
  /// first) and its version: polled until the version stands still around a page that
  /// carries it and searches nothing; nil after `seconds`.
  func settled(seconds: Double = 60) throws -> (page: String, version: String)? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let version = try fetch("version")
      let page = try fetch("")
      if page.contains("<meta name=\"interplay-version\" content=\"\(version)\"/>"),
        !page.contains("searching…"), try fetch("version") == version
      {
        return (page, version)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// Polls `version` until it differs from `old`; nil after `seconds`.
  func nextVersion(after old: String, seconds: Double = 60) throws -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let version = try fetch("version")
      if version != old { return version }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  deinit { stop() }
}

private func requireURL(_ text: String) throws -> URL {
  guard let url = URL(string: text) else { throw PreviewProcess.Failure(description: text) }
  return url
}
