import Glibc

/// The processors this process may run on.
enum ProcessorCount {
  /// The number of processors online, at least 1.
  static var online: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
