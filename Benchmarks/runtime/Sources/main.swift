import Foundation
import InterplayCheck
import InterplayPipeline
import InterplayRuntime

// Measures the schedule's throughput on a model: notifications taken per second on the
// executor's deterministic schedule (a run of the engine's schedule strategy), and the
// bare step function's rate.
//
// usage: interplay-runtime-bench MODEL [STEPS]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: interplay-runtime-bench MODEL [STEPS]\n".utf8))
  exit(64)
}
let steps = arguments.count >= 3 ? Int(arguments[2]) ?? 2_000_000 : 2_000_000
let lint = ModelPipeline.load(paths: [arguments[1]], options: .linting)
guard let model = lint.models.first, lint.status == .clean,
  case .success(let system) = CompiledSystem.compile(model)
else {
  FileHandle.standardError.write(Data("cannot load \(arguments[1])\n".utf8))
  exit(65)
}

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Counts the notifications taken.
struct Counter: ScheduleScript {
  var taken = 0
  mutating func observe(_ step: ScheduledStep) -> Bool {
    if step.record.taken != nil { taken += 1 }
    return false
  }
  mutating func injection(at state: SystemState) -> Step? { nil }
}

// 1. The schedule (global send order) through the engine: step function, store, monitors.
var taken = 0
let executorTime = seconds {
  taken =
    ScheduleRun(system: system, schedule: Schedule(system: system), maxSteps: steps)
    .run(Counter()).script.taken
}

// 2. The bare step function, applying the only enabled step each time.
var state = system.initialState(detail: .essential).0
var applied = 0
let stepTime = seconds {
  for _ in 0..<steps {
    guard let step = system.enabledSteps(in: state).first else { break }
    state = system.apply(step, to: state, detail: .essential).0
    applied += 1
  }
}

func rate(_ count: Int, _ time: Double) -> String {
  String(format: "%.0f", Double(count) / time)
}
print("model: \(model.name), \(system.wordCount) state words")
print(
  "executor: \(taken) notifications in \(String(format: "%.3f", executorTime)) s = \(rate(taken, executorTime)) notifications/s"
)
print(
  "step function (enabledSteps + apply): \(applied) steps in \(String(format: "%.3f", stepTime)) s = \(rate(applied, stepTime)) steps/s"
)
