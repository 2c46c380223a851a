import Foundation

/// Runs blocking work on a thread of its own, so that it may wait for async stub code
/// (``InterplayRuntime/AsyncStubBridge``) without holding a thread of the concurrency pool.
enum DedicatedThread {
  /// The result of `body`, run on a new thread.
  static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: body()) }
      thread.stackSize = 16 << 20
      thread.start()
    }
  }
}
