import Foundation
import FuzzDriver
import InterplayDiagnostics
import InterplayDrivers

/// The scratch file the probes write their input into: one per fuzzing process.
nonisolated(unsafe) private var scratch: String?

/// libFuzzer's entry point: one input imported as an SCXML file, as `interplay import
/// scxml` does. The importer must report, never trap. A translation that does not lex or
/// parse (`import.invalid` naming a `lex.` or `parse.` error) is a defect, so a crash: the
/// importer checks its literals, nesting and expressions itself; one the resolver refuses
/// (an expression mixing integers and Booleans) is a located refusal like any other.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  if scratch == nil {
    let folder = NSTemporaryDirectory() + "interplay-fuzz-scxml-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    scratch = folder + "/input.scxml"
  }
  let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: count)) } ?? Data()
  guard FileManager.default.createFile(atPath: scratch!, contents: bytes) else {
    fatalError("cannot write \(scratch!)")
  }
  let report = ImportDriver.importScxml(paths: [scratch!], outputFolder: nil)
  if let defect = report.diagnostics.first(where: {
    $0.id.rawValue == "import.invalid"
      && ($0.message.contains(": lex.") || $0.message.contains(": parse."))
  }) {
    fatalError("import defect: \(defect.message)")
  }
  guard [ExitStatus.clean, .inputError].contains(report.status) else {
    fatalError("import exited \(report.status.rawValue)")
  }
  return 0
}

/// The executable's entry: SwiftPM links an executable target's `main` to this symbol,
/// so it hands the command line to libFuzzer's driver.
@_cdecl("interplay_fuzz_scxml_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
