import NIOCore

/// Closes a connection that has not been answered for a while: each connection has
/// `timeout` from when it opens, and again from each write of the server, to deliver a
/// request and get an answer started. Reads never extend it.
///
/// So an idle connection closes `timeout` after its last answer, and a client that sends
/// a request slowly (a byte at a time, headers or body) cannot hold a connection longer
/// than `timeout` past the last answer, however it paces its bytes. It sits first in the
/// pipeline, below the HTTP codec, and only watches bytes go by.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias OutboundIn = IOData

  private let timeout: TimeAmount
  private var deadline: Scheduled<Void>?

  /// Creates a handler closing after `timeout` without an answer.
  init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { restart(context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  func channelActive(context: ChannelHandlerContext) {
    restart(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    context.fireChannelInactive()
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    restart(context)
    context.write(data, promise: promise)
  }

  private func restart(_ context: ChannelHandlerContext) {
    deadline?.cancel()
    let loop = context.eventLoop.assumeIsolated()
    deadline = loop.scheduleTask(in: timeout) {
      context.close(promise: nil)
    }
  }
}
