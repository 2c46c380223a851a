/// A Graphviz layout engine.
public enum LayoutEngine: String, Hashable, Sendable, CaseIterable {
  /// Layered drawing of directed graphs: topology and statecharts.
  case dot
  /// Spring model; ignores clusters. A fallback for big graphs.
  case neato
  /// Multiscale force-directed; ignores clusters. The fallback for very big graphs.
  case sfdp
  /// No layout: every node is pinned by its `pos`; edges without `pos` are routed.
  case nop
  /// No layout at all: nodes and edges are pinned by their `pos`. Sequence diagrams.
  case nop2
}

/// What a renderer produces.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
  /// Scalable vector graphics.
  case svg
  /// A raster image (Cairo).
  case png
}
