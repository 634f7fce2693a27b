// libFuzzer target: fmt is idempotent and keeps a clean program clean, with the same timeline.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkFormatting(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzFormat_main`.
@_cdecl("FuzzFormat_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
