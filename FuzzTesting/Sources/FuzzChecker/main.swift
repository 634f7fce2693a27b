// libFuzzer target: the checker and every diagnostic renderer never crash or hang; every diagnostic lies inside the file.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkChecker(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzChecker_main`.
@_cdecl("FuzzChecker_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
