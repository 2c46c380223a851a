import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime

// Simulates an exhaustive breadth-first search split across machines by a partition
// function over states (each machine stores and expands the states it owns and sends
// each successor it does not own to its owner), on the graph the checker explores here:
// how evenly the states spread and how many transitions cross machines.
//
// Partition functions: `uniform` hashes the whole state; `actor X` hashes only actor X's
// words (configuration, variables, queue), so steps that leave X alone stay on their
// machine (Lerda and Sisto's locality idea).
//
// usage: interplay-partition-sim MODEL [MACHINES...]   (default 2 4 8 16)

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: interplay-partition-sim MODEL [MACHINES...]\n".utf8))
  exit(64)
}
let machineCounts = arguments.count > 2 ? arguments.dropFirst(2).compactMap { Int($0) } : [2, 4, 8, 16]
let compiled = CheckDriver.compile(paths: [arguments[1]], options: CheckRunOptions())
guard let system = compiled.systems.first?.system else {
  FileHandle.standardError.write(Data("cannot compile \(arguments[1])\n".utf8))
  exit(65)
}
let checked = ModelChecker(system: system).run()
let graph = ModelChecker(system: system).exploreGraph()
let count = graph.count
var words: [[UInt32]] = []
words.reserveCapacity(count)
for index in 0..<count { words.append(graph.state(index).words) }
let successors = (0..<count).map { graph.successors(of: $0) }
let transitions = successors.reduce(0) { $0 + $1.count }

func mix(_ words: ArraySlice<UInt32>) -> UInt64 {
  var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
  for word in words {
    hash = (hash ^ UInt64(word)) &* 0xBF58_476D_1CE4_E5B9
    hash ^= hash >> 31
  }
  return hash
}

struct Outcome {
  var name: String
  var crossing: Int
  var largest: Int
}

func simulate(_ name: String, machines: Int, key: (Int) -> UInt64) -> Outcome {
  let owner = (0..<count).map { Int(key($0) % UInt64(machines)) }
  var load = Array(repeating: 0, count: machines)
  for machine in owner { load[machine] += 1 }
  var crossing = 0
  for (state, targets) in successors.enumerated() {
    for target in targets where owner[target] != owner[state] { crossing += 1 }
  }
  return Outcome(name: name, crossing: crossing, largest: load.max() ?? 0)
}

let packed = checked.statistics.packedStateBytes
print(
  "\(system.model.name): \(count) states, \(transitions) transitions, depth \(checked.statistics.depth) (BFS levels: synchronisation rounds), \(packed) bytes per packed state"
)
print("")
print("| machines | partition | states on the fullest machine (ideal) | transitions crossing machines | bytes sent |")
print("|---:|---|---:|---:|---:|")
let modelled = (0..<system.actorCount).filter { !system.actorWords(of: $0).isEmpty }
for machines in machineCounts {
  let uniform = simulate("uniform", machines: machines) { mix(words[$0][...]) }
  // The actor whose words spread the states at most 1.5 times the ideal load with the
  // fewest crossings.
  let ideal = (count + machines - 1) / machines
  let byActor = modelled.map { actor -> Outcome in
    let range = system.actorWords(of: actor)
    return simulate("actor \(system.actorName(actor))", machines: machines) {
      mix(words[$0][range])
    }
  }.filter { Double($0.largest) <= Double(ideal) * 1.5 }.min { $0.crossing < $1.crossing }
  for outcome in [uniform] + (byActor.map { [$0] } ?? []) {
    let share = Double(outcome.crossing) / Double(max(transitions, 1)) * 100
    print(
      "| \(machines) | \(outcome.name) | \(outcome.largest) (\(ideal)) | \(outcome.crossing) (\(String(format: "%.1f", share)) %) | \(String(format: "%.1f", Double(outcome.crossing * packed) / 1_048_576)) MiB |"
    )
  }
}
