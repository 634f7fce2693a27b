// The one front-end entry point: each stage's result kept, diagnostics in stage order, and the
// settings reaching the checker.
import TransFrontEnd
import TransModel
import TransSyntax
import XCTest

final class FrontEndTests: XCTestCase {
    /// An invalid escape (lexer), a missing ':' (parser) and an unknown entry (checker).
    private let threeStages = SourceFile(
        name: "three.trans",
        text: """
            transition T {
                style: custom
                doc: "bad \\q escape"
                present {
                    duration 0.3s
                    animate presented { alpha: 0 -> 1 }
                }
                dismis: reverse
            }

            """)

    func testEveryStageReportsAndTheirDiagnosticsComeInStageOrder() {
        let analyzed = FrontEnd.analyze(threeStages)
        XCTAssertEqual(
            analyzed.diagnostics.map(\.id.rawValue),
            ["lex.invalid-escape", "parse.expected-entry-body", "sema.unknown-entry"])
    }

    func testTheTokensTreeAndModelDescribeTheSameFile() {
        let analyzed = FrontEnd.analyze(threeStages)
        XCTAssertEqual(analyzed.file.bytes, threeStages.bytes)
        XCTAssertEqual(analyzed.lexed.tokens, Lexer.lex(threeStages).tokens)
        XCTAssertEqual(analyzed.syntax.declarations.count, 1)
        XCTAssertEqual(analyzed.program.sourceName, "three.trans")
        XCTAssertEqual(FrontEnd.analyze(threeStages).diagnostics, analyzed.diagnostics, "deterministic")
    }

    /// `program` (the driver's entry, which keeps no tokens or tree) reports what `analyze`
    /// reports, in the same order, and the same model.
    func testTheProgramAloneMatchesTheFullAnalysis() {
        let analyzed = FrontEnd.analyze(threeStages)
        let checked = FrontEnd.program(threeStages)
        XCTAssertEqual(checked.diagnostics, analyzed.diagnostics)
        XCTAssertEqual(checked.program.transitions.map(\.name), analyzed.program.transitions.map(\.name))
        let clean = SourceFile(name: "c.trans", text: "transition T {\n    style: custom\n    dismiss: reverse\n}\n")
        XCTAssertEqual(FrontEnd.program(clean).program, FrontEnd.analyze(clean).program)
    }

    func testTheDeploymentTargetReachesTheChecker() {
        let file = SourceFile(
            name: "spring.trans",
            text: """
                transition T {
                    style: custom
                    present {
                        curve: spring(duration: 0.5s, bounce: 0.2)
                        animate presented { alpha: 0 -> 1 }
                    }
                    dismiss: reverse
                }

                """)
        XCTAssertEqual(FrontEnd.analyze(file).diagnostics.map(\.id.rawValue), ["sema.availability"])
        let at17 = FrontEnd.analyze(file, deploymentTarget: DeploymentTarget(major: 17, minor: 0))
        XCTAssertEqual(at17.diagnostics, [])
        XCTAssertEqual(at17.program.transitions.map(\.name), ["T"])
    }
}
