import Foundation
import FuzzDriver
import InterplayDrivers

/// The scratch folder the probes write their input into: one per fuzzing process.
nonisolated(unsafe) private var scratch: String?

/// libFuzzer's entry point: one input, the whole pipeline. A defect the probe sees is a
/// crash, so libFuzzer saves the input; a trap or a sanitizer report anywhere below is
/// one too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  if scratch == nil {
    let folder = NSTemporaryDirectory() + "interplay-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    scratch = folder
  }
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let outcome = PipelineProbe.run(bytes, in: scratch!)
  if let defect = outcome.defect { fatalError("pipeline defect: \(defect)") }
  return 0
}

/// The executable's entry: SwiftPM links an executable target's `main` to this symbol,
/// so it hands the command line to libFuzzer's driver.
@_cdecl("interplay_fuzz_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
