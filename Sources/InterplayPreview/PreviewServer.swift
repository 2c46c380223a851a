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
/// text, never cached), `/status` (the version, whether a search is still running, and
/// how many pages were built, as JSON).
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
    let memory = ReportMemory()
    let state = PreviewState(
      page: ReportBuilder.build(paths: paths, options: options, memory: memory, searches: false))
    let router = Router()
    router.get("/") { _, _ in await Self.response(state, "index.html") }
    router.get("/index.html") { _, _ in await Self.response(state, "index.html") }
    router.get("/assets/:name") { _, context in
      await Self.response(state, "assets/" + (context.parameters.get("name") ?? ""))
    }
    router.get("/version") { _, _ in
      Self.bytes(Array(await state.version.utf8), type: "text/plain; charset=utf-8")
    }
    router.get("/status") { _, _ in
      Self.bytes(Array(await state.status.utf8), type: "application/json")
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
      // Each build comes in two pages: lint and diagrams at once (and every search the
      // memory still has), then the searches when they end. A save while a build runs
      // cancels it (its search stops at its next budget check) and starts a new one: one
      // slow model does not hold back the fix saved after it, and only the newest build
      // is ever shown.
      var running = Self.build(paths, options, memory, state, rebuilt, quick: false)
      while let next = await watcher.nextChange(after: snapshot) {
        snapshot = next
        running.cancellation.cancel()
        await running.build.value
        running = Self.build(paths, options, memory, state, rebuilt, quick: true)
      }
    }
    defer { watching.cancel() }
    try await app.runService()
  }

  /// Starts a build of the page: with `quick`, first the page whose searches are left for
  /// later, then (when it left any) the whole page. Either is served only if no newer
  /// save cancelled the build.
  private static func build(
    _ paths: [String], _ options: ReportOptions, _ memory: ReportMemory, _ state: PreviewState,
    _ rebuilt: @escaping @Sendable (String) -> Void, quick: Bool
  ) -> (build: Task<Void, Never>, cancellation: SearchCancellation) {
    let cancellation = SearchCancellation()
    var options = options
    options.check.cancellation = cancellation
    let build = Task.detached {
      if quick {
        let page = ReportBuilder.build(
          paths: paths, options: options, memory: memory, searches: false)
        guard !cancellation.isCancelled else { return }
        await state.replace(with: page)
        rebuilt(await state.version)
        guard page.isSearching else { return }
      } else {
        guard await state.isSearching else { return }
      }
      let page = ReportBuilder.build(paths: paths, options: options, memory: memory)
      guard !cancellation.isCancelled else { return }
      await state.replace(with: page)
      rebuilt(await state.version)
    }
    return (build, cancellation)
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
