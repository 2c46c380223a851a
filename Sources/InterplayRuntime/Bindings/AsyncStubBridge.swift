import Dispatch

/// Runs async Swift stub code from the executor, which steps synchronously.
///
/// The executor calls ``StubActor/receive(_:_:)`` synchronously; generated bindings call
/// the async methods of a typed stub through ``wait(_:)``, which blocks the calling
/// thread until the body finishes on the concurrency pool. Call it only from a thread
/// of your own, never from a task of the pool: `InterplayTesting` runs the executor on
/// a dedicated thread for exactly that reason.
public enum AsyncStubBridge {
  /// Runs `body` to completion and returns its result, blocking this thread meanwhile.
  public static func wait<Result: Sendable>(
    _ body: @escaping @Sendable () async -> Result
  ) -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      box.value = await body()
      done.signal()
    }
    done.wait()
    return box.value!
  }
}

/// The result of a bridged call: written by the task once, read after the semaphore.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  var value: Value?
}
