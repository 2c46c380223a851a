import InterplayModel
import InterplayRuntime

/// One system the pipeline found: a root file and the files it imports, every one of
/// which parsed.
public struct PipelineSystem: Sendable {
  /// The resolved model (with any budgets the options set, once compiled).
  public var model: Model
  /// The paths of its files, the root first.
  public var files: [String]
  /// Whether resolution reported no input error (after the rules in force took over the
  /// resolver diagnostics they supersede): only such a model is compiled.
  public var isResolved: Bool
  /// The compiled system; nil when the model has input errors, did not compile, or the
  /// pipeline stopped before compiling.
  public var compiled: CompiledSystem?

  /// Creates a system.
  public init(model: Model, files: [String], isResolved: Bool, compiled: CompiledSystem? = nil) {
    self.model = model
    self.files = files
    self.isResolved = isResolved
    self.compiled = compiled
  }
}
