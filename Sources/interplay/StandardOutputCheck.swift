@preconcurrency import Glibc
import InterplayDiagnostics

/// Makes a lost write an error rather than a silent success or a kill.
///
/// A report printed to a full disk (`> /dev/full`) fails only when the buffer is flushed,
/// after the command has chosen its exit code, so the check runs when the process exits:
/// a failed flush or an earlier failed write prints one line to standard error and exits
/// 73 (an output cannot be written). SIGXFSZ is ignored so that a file-size limit makes
/// a write fail with EFBIG, which the file writers report, instead of killing the process
/// and leaving temporary files behind.
enum StandardOutputCheck {
  /// Installs the check; call once, before any output.
  static func install() {
    signal(SIGXFSZ, SIG_IGN)
    atexit {
      errno = 0
      let flushFailed = fflush(stdout) != 0
      let reason = errno
      guard flushFailed || ferror(stdout) != 0 else { return }
      let cause = reason != 0 ? String(cString: strerror(reason)) : "a write failed"
      let line = "error: cannot write standard output: \(cause)\n"
      _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      _exit(Int32(ExitStatus.outputError.rawValue))
    }
  }
}
