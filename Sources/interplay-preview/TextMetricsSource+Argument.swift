import ArgumentParser
import InterplayRender

/// `--text-metrics engine|table`, as `interplay render` and `report` take it (the same
/// conformance as theirs: this executable is a module of its own).
extension TextMetrics.Source: ExpressibleByArgument {}
