import Foundation
import InterplayDrivers

/// The scratch folder the probes write their input into: one per fuzzing process.
nonisolated(unsafe) private var scratch: String?

/// libFuzzer's entry point: one input, the whole pipeline. A defect the probe sees is a
/// crash, so libFuzzer saves the input; a trap or a sanitizer report anywhere below is
/// one too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  if scratch == nil {
    let folder = NSTemporaryDirectory() + "interplay-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    scratch = folder
  }
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let outcome = PipelineProbe.run(bytes, in: scratch!)
  if let defect = outcome.defect { fatalError("pipeline defect: \(defect)") }
  return 0
}
