// What `check` and `compile` print: the chosen layout on standard error, colour only on a terminal.
import TransDriver
import XCTest

final class DiagnosticOutputTests: XCTestCase {
    private var path = ""

    override func setUpWithError() throws {
        path = try scratchDirectory(for: self) + "/card.trans"
        try write("let x = 1\nlet y = bad\n", to: path)
    }

    func testPrettyIsTheDefault() {
        XCTAssertEqual(
            transc("check", path),
            DriverResult(
                status: .inputErrors,
                standardError: """
                    \(path):2:9: error: bad word
                     1 | let x = 1
                     2 | let y = bad
                       |         ^~~

                    """))
    }

    func testLLVMAndJSON() {
        XCTAssertEqual(transc("check", path, "--diagnostics", "llvm").standardError, "\(path):2:9: error: bad word\n")
        XCTAssertEqual(
            transc("compile", "--diagnostics=json", path).standardError,
            """
            {"file":"\(path)","line":2,"column":9,"endLine":2,"endColumn":12,"severity":"error","id":"stub.bad",\
            "message":"bad word","notes":[],"fixIts":[]}

            """)
    }

    func testVerifyPrintsOnlyMismatchesInTheChosenLayout() throws {
        try write("bad // expected-error {{word}}\nbad\n", to: path)
        XCTAssertEqual(
            transc("check", "--verify", "--diagnostics", "llvm", path),
            DriverResult(
                status: .inputErrors, standardError: "\(path):2:1: error: unexpected error produced: bad word\n"))
    }

    func testColourOnlyOnATerminalWithoutNoColor() {
        let escape = "\u{1B}["
        XCTAssertTrue(transc("check", path, terminal: true).standardError.contains(escape))
        XCTAssertFalse(transc("check", path, terminal: false).standardError.contains(escape))
        XCTAssertFalse(
            transc("check", path, environment: ["NO_COLOR": "1"], terminal: true).standardError.contains(escape))
        XCTAssertFalse(
            transc("check", path, environment: ["NO_COLOR": ""], terminal: true).standardError.contains(escape))
        XCTAssertFalse(transc("check", path, "--diagnostics", "json", terminal: true).standardError.contains(escape))
    }
}
