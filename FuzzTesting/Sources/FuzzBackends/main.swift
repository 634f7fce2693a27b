// libFuzzer target: a program that checks clean succeeds in every backend.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkBackends(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzBackends_main`.
@_cdecl("FuzzBackends_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
