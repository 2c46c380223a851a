import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 child channel with a ``ConnectionDeadlineHandler`` first in its
/// pipeline, and Hummingbird's own idle timeout set to the same time.
struct GuardedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  /// The channel that speaks HTTP/1.
  let base: HTTP1Channel
  /// How long a connection may go without an answer.
  let timeout: TimeAmount

  /// Hummingbird's HTTP/1 channel for `responder`, closing idle connections after
  /// `timeout`.
  init(responder: @escaping HTTPChannelHandler.Responder, timeout: TimeAmount) {
    self.base = HTTP1Channel(responder: responder, configuration: .init(idleTimeout: timeout))
    self.timeout = timeout
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(
        ConnectionDeadlineHandler(timeout: timeout), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return base.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}
