import Foundation
import InterplayModel
import InterplayPipeline
import InterplayRender

// In-process rendering times for the render benchmark (Benchmarks/render/run.sh).
//
// For every model given, every diagram of the kinds asked for is built from the
// resolved model (DOT graph, size guard, DOT text) and rendered to SVG in-process, `runs`
// times. Printed per diagram, tab-separated: name, median wall milliseconds, mean CPU
// milliseconds (user + system, so a machine busy with other work skews it less), node
// count. The DOT of each diagram is written into the work folder so the script can time
// `dot -Tsvg` on exactly the same graph.
//
// Sequence diagrams measure their text with Graphviz's text layout (TextMetrics.engine),
// whose answers are remembered in the process: the warm-up render pays for measuring,
// the timed ones find the widths remembered, as a long-lived process would. With
// INTERPLAY_BENCH_TEXT_METRICS=table they are measured with the Helvetica table instead.
//
// usage: interplay-render-bench WORK_DIR RUNS MODEL[:kind] ...
//        interplay-render-bench --dot FILE ENGINE RUNS     (one DOT file, for experiments)

let arguments = CommandLine.arguments
let textMetrics = TextMetrics(
  ProcessInfo.processInfo.environment["INTERPLAY_BENCH_TEXT_METRICS"].flatMap(
    TextMetrics.Source.init(rawValue:)) ?? .engine)

func cpuMilliseconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let user = Double(usage.ru_utime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec) / 1e3
  let system = Double(usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_stime.tv_usec) / 1e3
  return user + system
}

/// Runs `body` `runs` times: the median wall time and the mean CPU time, in milliseconds.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
  try body()  // warm-up: the first render loads Graphviz's plugins
  var walls: [Double] = []
  let cpuStart = cpuMilliseconds()
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    walls.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  let cpu = (cpuMilliseconds() - cpuStart) / Double(runs)
  return (walls.sorted()[runs / 2], cpu)
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }

if arguments.count == 5, arguments[1] == "--dot",
  let engine = LayoutEngine(rawValue: arguments[3]), let runs = Int(arguments[4]), runs > 0
{
  let dot = try String(contentsOfFile: arguments[2], encoding: .utf8)
  let time = try measure(runs: runs) {
    _ = try GraphvizRenderer.render(dot: dot, engine: engine, format: .svg)
  }
  print(format(time.wall) + "\t" + format(time.cpu))
  exit(0)
}

guard arguments.count >= 4, let runs = Int(arguments[2]), runs > 0 else {
  FileHandle.standardError.write(
    Data("usage: interplay-render-bench WORK_DIR RUNS MODEL[:kind] ...\n".utf8))
  exit(64)
}
let work = arguments[1]

/// Builds one diagram of a model from scratch, the way `ModelDiagrams` does.
func builders(_ model: Model, kinds: Set<Diagram.Kind>) -> [(String, () -> Diagram)] {
  let all = ModelDiagrams.diagrams(for: model, kinds: kinds, textMetrics: textMetrics)
  return all.map { diagram in
    let make: () -> Diagram
    switch diagram.kind {
    case .topology:
      make = { ModelDiagrams.diagrams(for: model, kinds: [.topology], textMetrics: textMetrics)[0] }
    case .statechart:
      let actor = model.actor(path: diagram.subject)!
      make = {
        Diagram(
          kind: .statechart, subject: diagram.subject, fileStem: diagram.fileStem,
          graph: StatechartDiagram(model: model, actor: actor).graph, engine: .dot)
      }
    case .sequence:
      let sequence = model.sequences.first { $0.name == diagram.subject }!
      make = {
        ModelDiagrams.sequenceDiagram(
          SequenceDiagram(sequence, in: model), model: model.name, textMetrics: textMetrics)
      }
    }
    return (diagram.fileStem, make)
  }
}

for argument in arguments.dropFirst(3) {
  let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
  let kinds: Set<Diagram.Kind> =
    parts.count > 1 ? [Diagram.Kind(rawValue: parts[1])!] : Set(Diagram.Kind.allCases)
  let report = ModelPipeline.load(paths: [parts[0]], options: .linting)
  guard let model = report.models.first, report.status == .clean else {
    FileHandle.standardError.write(Data("cannot load \(parts[0])\n".utf8))
    exit(65)
  }
  for (name, make) in builders(model, kinds: kinds) {
    let diagram = make()
    try diagram.dot.write(toFile: work + "/" + name + ".dot", atomically: true, encoding: .utf8)
    let time = try measure(runs: runs) { _ = try make().render(.svg) }
    print(
      [name, format(time.wall), format(time.cpu), String(diagram.graph.allNodes.count)]
        .joined(separator: "\t"))
  }
}
