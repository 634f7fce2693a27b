// `compile`'s program handed over transition by transition (`FrontEnd.streamedProgram`): a
// small file's model is kept from the first check, a large one's is checked again each time the
// backend asks; either way the backend gets the whole-file check's transitions, in order.
import Foundation
import TransFrontEnd
import TransModel
import TransSyntax
import XCTest

final class StreamedProgramTests: XCTestCase {
    /// `count` clean transitions, every fifth inheriting the one before it, with a constant.
    private func file(transitions count: Int, then more: String = "") -> SourceFile {
        var text = "let fade = 0.25s\n"
        for index in 0..<count {
            let base = index % 5 == 4 ? ": T\(index - 1)" : ""
            text += """
                transition T\(index)\(base) {
                    style: custom
                    present { duration: fade, animate presented { alpha: 0 -> \(Double(index % 10 + 1) / 10) } }
                    dismiss: reverse
                }

                """
        }
        return SourceFile(name: "many.trans", text: text + more)
    }

    private func handedOver(_ program: StreamedProgram) throws -> [Transition] {
        var transitions: [Transition] = []
        try program.forEachTransition { transitions.append($0) }
        return transitions
    }

    /// Kept from the first check (at most `keptWhole` transitions) or checked again: the same.
    func testSmallAndLargeFilesHandOverTheWholeFileChecksTransitions() throws {
        for (count, keptWhole) in [(0, 0), (3, 0), (3, 3), (40, 39), (40, 40), (40, FrontEnd.transitionsKeptWhole)] {
            let source = file(transitions: count)
            let whole = FrontEnd.whole(source)
            XCTAssertEqual(whole.diagnostics, [], "\(count)")
            let program = try XCTUnwrap(FrontEnd.streamedProgram(source, keptWhole: keptWhole), "\(count)")
            XCTAssertEqual(program.sourceName, "many.trans")
            XCTAssertEqual(program.outlines, whole.program.transitions.map(TransitionOutline.init), "\(count)")
            // Asked twice, as a backend may: the same transitions each time.
            XCTAssertEqual(try handedOver(program), whole.program.transitions, "\(count)")
            XCTAssertEqual(try handedOver(program), whole.program.transitions, "\(count)")
            XCTAssertEqual(try program.collected(), whole.program, "\(count)")
        }
    }

    /// What the backend throws (a full disk under its sink) stops the second check at once and
    /// comes out unchanged.
    func testWhatTheBackendThrowsStopsTheCheckAndPropagates() throws {
        struct SinkFailure: Error {}
        let program = try XCTUnwrap(FrontEnd.streamedProgram(file(transitions: 6), keptWhole: 5))
        var handed = 0
        XCTAssertThrowsError(
            try program.forEachTransition { _ in
                handed += 1
                if handed == 3 { throw SinkFailure() }
            }
        ) { XCTAssertTrue($0 is SinkFailure, "\($0)") }
        XCTAssertEqual(handed, 3)
    }

    /// Anything to report, a warning included, leaves the file to the whole-file check, which
    /// says what.
    func testAFileWithSomethingToReportIsNotStreamed() {
        let moving = """
            transition Moving {
                style: custom
                present {
                    duration: 0.3s
                    reduceMotion { animate presented { scale: 0.9 -> 1, alpha: 0 -> 1 } }
                    animate presented { scale: 0.5 -> 1 }
                }
                dismiss: reverse
            }

            """
        let warned = file(transitions: 2, then: moving)
        XCTAssertNil(FrontEnd.streamedProgram(warned, keptWhole: 0))
        XCTAssertEqual(FrontEnd.whole(warned).diagnostics.map(\.severity), [.warning])
        XCTAssertNil(FrontEnd.streamedProgram(SourceFile(name: "e.trans", text: "transition {")))
    }
}
