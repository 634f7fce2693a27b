// libFuzzer target: the lexer never crashes or hangs; its tokens are in order, inside the file, and end with end of file.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkLexer(sourceFile(data, size))
    return 0
}

// SwiftPM links executables with `--defsym main=FuzzLexer_main`.
@_cdecl("FuzzLexer_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
