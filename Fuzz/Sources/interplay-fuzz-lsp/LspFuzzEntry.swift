import FuzzDriver
import InterplayLanguageServer

/// libFuzzer's entry point: one input is the byte stream a client sends `interplay lsp`.
/// The frames must not depend on how the bytes are split, and the server must serve the
/// stream to its end without trapping (``FramingProbe``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  if let defect = FramingProbe.defect(in: bytes) { fatalError(defect) }
  return 0
}

/// The executable's entry: SwiftPM links an executable target's `main` to this symbol,
/// so it hands the command line to libFuzzer's driver.
@_cdecl("interplay_fuzz_lsp_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
