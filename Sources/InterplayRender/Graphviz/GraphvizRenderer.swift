import CGraphviz
import Glibc
import Synchronization

/// Renders DOT text with libgvc, in-process.
///
/// Graphviz keeps process-wide state (cgraph, gvc and pathplan globals) and is not
/// thread-safe, even with separate contexts. So every Graphviz call in this process
/// goes through ``lock``, and the one `GVC_t` is created on first use and kept: a
/// context per render would cost time and leak memory.
public enum GraphvizRenderer {
  /// What a render produced.
  public struct Output: Sendable {
    /// The image bytes.
    public var bytes: [UInt8]
    /// Warnings Graphviz reported while still producing the image, in order.
    public var warnings: [String]
  }

  /// The one Graphviz context of the process, created under the lock on first use, and
  /// what its text layout has measured (see ``textWidth(_:)``).
  struct Session: ~Copyable {
    var context: OpaquePointer?
    /// Widths the text layout plugin gave, nil where it gave none; bounded.
    var textWidths: [TextSpan: Double?] = [:]

    mutating func gvc() -> OpaquePointer? {
      if context == nil {
        _ = agseterrf(collectGraphvizMessage)
        cgv_report_warnings()
        context = gvContext()
      }
      return context
    }
  }

  /// Serialises every Graphviz call in the process.
  static let lock = Mutex(Session())

  /// Lays out `dot` with `engine` and renders it as `format`.
  public static func render(
    dot: String, engine: LayoutEngine, format: ImageFormat
  ) throws(GraphvizError) -> Output {
    let result: Result<Output, GraphvizError> = lock.withLock { session in
      graphvizMessages = ""
      defer { graphvizMessages = "" }
      _ = agreseterrors()
      guard let gvc = session.gvc() else {
        return .failure(GraphvizError(stage: .layout, messages: ["cannot create a context"]))
      }
      guard let graph = cgv_memread(dot) else {
        return .failure(GraphvizError(stage: .parse, messages: takeMessages()))
      }
      defer { agclose(graph) }
      guard gvLayout(gvc, graph, engine.rawValue) == 0, agerrors() < AGERR.rawValue else {
        return .failure(GraphvizError(stage: .layout, messages: takeMessages()))
      }
      // Graphviz 2.42 frees a rank's node list twice after dot lays a labelled edge flat
      // (see cgv_repair_flat_label_ranks); repaired first, every layout is freed.
      if engine == .dot { cgv_repair_flat_label_ranks(graph) }
      defer { gvFreeLayout(gvc, graph) }
      var data: UnsafeMutablePointer<CChar>?
      var length: UInt32 = 0
      let status = gvRenderData(gvc, graph, format.rawValue, &data, &length)
      defer { if let data { gvFreeRenderData(data) } }
      guard status == 0, let data, agerrors() < AGERR.rawValue else {
        return .failure(GraphvizError(stage: .render, messages: takeMessages()))
      }
      let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
      return .success(Output(bytes: Array(bytes), warnings: takeMessages()))
    }
    return try result.get()
  }

  /// The messages collected since the last call, one per line; call under the lock.
  private static func takeMessages() -> [String] {
    let lines = graphvizMessages.split(whereSeparator: \.isNewline).map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    graphvizMessages = ""
    return lines.filter { !$0.isEmpty }
  }
}

/// Text Graphviz reported during the current render. Graphviz calls the error function
/// in pieces (`Error`, `: `, message), so they are concatenated and split into lines
/// later. Only read and written while `GraphvizRenderer`'s lock is held.
nonisolated(unsafe) private var graphvizMessages = ""

/// The error function handed to Graphviz (`agseterrf`); runs under the lock.
private func collectGraphvizMessage(_ text: UnsafeMutablePointer<CChar>?) -> Int32 {
  if let text { graphvizMessages += String(cString: text) }
  return 0
}
