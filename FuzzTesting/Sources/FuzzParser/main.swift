// libFuzzer target: the parser never crashes or hangs; every diagnostic lies inside the file.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkParser(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzParser_main`.
@_cdecl("FuzzParser_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
