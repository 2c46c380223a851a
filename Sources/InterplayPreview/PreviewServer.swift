import Foundation
import Hummingbird
import HummingbirdCore
import InterplayCheck
import InterplayDrivers
import InterplayReport
import Logging
import NIOCore

/// `interplay preview`: serves the HTML report of some models on 127.0.0.1 and rebuilds
/// it whenever a model file changes; the page polls `version` and reloads itself.
///
/// Routes: `/` (`index.html`), `/assets/<file>`, `/version` (the page's version, plain
/// text, never cached).
///
/// Only requests whose `Host` is a loopback name with the bound port are answered
/// (``LoopbackHosts``); any other gets 421 (Misdirected Request). A connection that goes
/// ``timeout`` without an answer is closed, whether it is idle or sends a request too
/// slowly (``ConnectionDeadlineHandler``).
public struct PreviewServer: Sendable {
  /// The models.
  public var paths: [String]
  /// How the report is built.
  public var options: ReportOptions
  /// The port to listen on; 0 picks a free one.
  public var port: Int
  /// How often the model files are polled.
  public var pollInterval: Duration
  /// How long a connection may go without an answer before it is closed.
  public var timeout: Duration

  /// Creates a server.
  public init(
    paths: [String], options: ReportOptions = ReportOptions(), port: Int = 8040,
    pollInterval: Duration = .milliseconds(250), timeout: Duration = .seconds(30)
  ) {
    self.paths = paths
    self.options = options
    self.port = port
    self.pollInterval = pollInterval
    self.timeout = timeout
  }

  /// Builds the page, starts listening and serves until SIGINT or SIGTERM. `started` is
  /// called with the URL once the server listens; `rebuilt` after each rebuild, with the
  /// new version.
  public func run(
    started: @escaping @Sendable (String) -> Void,
    rebuilt: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws {
    let watcher = FileWatcher(paths: paths, interval: pollInterval)
    var snapshot = watcher.snapshot()
    let state = PreviewState(page: ReportBuilder.build(paths: paths, options: options))
    let router = Router()
    router.get("/") { _, _ in await Self.response(state, "index.html") }
    router.get("/index.html") { _, _ in await Self.response(state, "index.html") }
    router.get("/assets/:name") { _, context in
      await Self.response(state, "assets/" + (context.parameters.get("name") ?? ""))
    }
    router.get("/version") { _, _ in
      Self.bytes(Array(await state.version.utf8), type: "text/plain; charset=utf-8")
    }
    var logger = Logger(label: "interplay-preview")
    logger.logLevel = .error
    let hosts = LoopbackHosts()
    let routes = router.buildResponder()
    let responder = CallbackResponder<BasicRequestContext> { request, context in
      guard hosts.allows(request.head.authority) else {
        return Response(
          status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
          body: .init(byteBuffer: ByteBuffer(string: "misdirected request: not a loopback host\n")))
      }
      return try await routes.respond(to: request, context: context)
    }
    let timeout = TimeAmount(self.timeout)
    let app = Application(
      responder: responder,
      server: HTTPServerBuilder { GuardedHTTP1Channel(responder: $0, timeout: timeout) },
      configuration: .init(address: .hostname("127.0.0.1", port: port)),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? port
        hosts.bind(port: bound)
        started("http://127.0.0.1:\(bound)/")
      },
      logger: logger)
    let paths = self.paths
    let options = self.options
    let watching = Task {
      // A save while a rebuild runs cancels it (its search stops at its next budget
      // check) and starts a new one: one slow model does not hold back the fix saved
      // after it, and only the newest build is ever shown.
      var running: (build: Task<Void, Never>, cancellation: SearchCancellation)?
      while let next = await watcher.nextChange(after: snapshot) {
        snapshot = next
        if let running {
          running.cancellation.cancel()
          await running.build.value
        }
        let cancellation = SearchCancellation()
        var buildOptions = options
        buildOptions.check.cancellation = cancellation
        let build = Task.detached {
          let page = ReportBuilder.build(paths: paths, options: buildOptions)
          guard !cancellation.isCancelled else { return }
          await state.replace(with: page)
          rebuilt(await state.version)
        }
        running = (build, cancellation)
      }
    }
    defer { watching.cancel() }
    try await app.runService()
  }

  private static func response(_ state: PreviewState, _ path: String) async -> Response {
    guard let bytes = await state.file(path) else {
      return Response(status: .notFound, body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
    }
    let type =
      path.hasSuffix(".html")
      ? "text/html; charset=utf-8"
      : path.hasSuffix(".css")
        ? "text/css; charset=utf-8"
        : path.hasSuffix(".js") ? "text/javascript; charset=utf-8" : "image/svg+xml"
    return Self.bytes(bytes, type: type)
  }

  private static func bytes(_ bytes: [UInt8], type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
