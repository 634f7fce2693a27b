// Twenty independent mistakes give exactly twenty errors: no cascades, nothing swallowed.
import TransSyntax
import TransTestSupport
import XCTest

final class IndependentErrorsTests: XCTestCase {
    /// One mistake per line, each a different rule or place, none depending on another.
    private let source = """
        let pixels = 10px
        let badColor = #12345
        transition Twenty {
            style: custom
            colour: red
            presentation {
                frame: bottom(heigth: 300)
                cornerRadius: -4
                dimming { alpha: 1.5, color: 0.5 }
            }
            present {
                duration: 0.3
                delay: -1s
                curve: easeInOt
                animate presented { alpha: 0 -> 2, rotation: 0 -> 90deg }
                animate presnted { scale: 1 -> 2 }
                animate presented.tag(0) { x: 0 -> 1 }
                animate presenting { frame: #FF0000 -> final }
                animate dimming { scale: keyframes(linear) { 0: 1, 0.5: 2 } }
                animate presented.tag(2) { anchor: middle }
            }
            dismiss {
                duration: 0.3s,,
                animate presented { alpha: 1 -> 0, alpha: 1 -> 0.5 }
            }
        }
        transition Twenty { style: custom }
        """

    func testEveryArgumentOfAPanIsCheckedWhenAnotherIsWrong() {
        let diagnostics = check(
            """
            transition T {
                style: custom
                present {
                    duration: 0.3s
                    animate presented { alpha: 0 -> 1 }
                }
                dismiss {
                    interactive: pan(rigth, threshold: 1.5)
                    duration: 0.3s
                    animate presented { y: 0 -> container.height }
                }
            }
            """
        ).diagnostics
        XCTAssertEqual(
            diagnostics.map(\.id.rawValue), ["sema.unknown-name", "sema.out-of-range"],
            diagnostics.map(\.message).joined(separator: "\n"))
    }

    func testTwentyIndependentErrorsAreReportedExactlyOnceEach() {
        let diagnostics = check(source).diagnostics
        let summary = diagnostics.map { "\($0.id): \($0.message)" }.joined(separator: "\n")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 20, summary)
        XCTAssertEqual(diagnostics.count, 20, summary)
        XCTAssertEqual(Set(diagnostics.map(\.range.start)).count, 20, "each at its own place:\n\(summary)")
    }
}
