// libFuzzer target: lexer, parser, checker and every diagnostic renderer never crash or hang.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkFrontEnd(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzFrontEnd_main`.
@_cdecl("FuzzFrontEnd_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
