#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Parser {
  /// Nesting (of bodies and parentheses, as the parser counts it) up to which parsing runs
  /// on the caller's stack; deeper input is parsed again on a thread with a large stack.
  static let inlineNestingLimit = 48

  /// The stack size of the parsing thread: room for ``maximumDepth`` levels of the
  /// recursive descent even in unoptimized builds, whatever stack the caller runs on
  /// (a task or test thread may have as little as 512 KiB).
  static let largeStackSize = 64 << 20

  /// Runs `body` on a new thread with a large stack and waits for it; runs it in place if
  /// the thread cannot be created.
  static func onLargeStack<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      var result: T?
      let job = StackJob { result = body() }
      let context = Unmanaged.passRetained(job).toOpaque()
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, largeStackSize)
      #if canImport(Darwin)
        var thread: pthread_t?
      #else
        var thread = pthread_t()
      #endif
      let created = pthread_create(
        &thread, &attributes,
        { context in
          #if canImport(Darwin)
            let job = Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue()
          #else
            guard let context else { return nil }
            let job = Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue()
          #endif
          job.run()
          return nil
        }, context)
      if created == 0 {
        #if canImport(Darwin)
          if let thread { pthread_join(thread, nil) }
        #else
          pthread_join(thread, nil)
        #endif
      } else {
        Unmanaged<StackJob>.fromOpaque(context).release()
        job.run()
      }
      guard let result else { preconditionFailure("the parsing thread did not run") }
      return result
    }
  }
}

/// The work handed to the parsing thread; the caller waits for it, so nothing is shared
/// while both run.
private final class StackJob: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
