// libFuzzer target: a program that checks clean emits Swift.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkSwiftEmission(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzSwift_main`.
@_cdecl("FuzzSwift_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
