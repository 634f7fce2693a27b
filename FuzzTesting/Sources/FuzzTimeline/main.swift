// libFuzzer target: a program that checks clean gives a timeline in JSON and CSV, and a preview.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkTimeline(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzTimeline_main`.
@_cdecl("FuzzTimeline_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
