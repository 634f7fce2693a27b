// Every number the checker produces is finite, and limits say what they are.
import TransChecker
import TransModel
import TransSyntax
import TransTestSupport
import XCTest

final class NonFiniteNumberTests: XCTestCase {
    private func transition(present: String) -> String {
        """
        transition T {
            style: custom
            present {
        \(present)
                animate presented { alpha: 0 -> 1 }
            }
        }
        """
    }

    func testASpringWhoseSettlingTimeOverflowsIsAnErrorNotANaNDuration() {
        let diagnostics = check(transition(present: "curve: spring(mass: 1e-200, stiffness: 1e200, damping: 1)"))
            .diagnostics
        XCTAssertEqual(diagnostics.map(\.message), ["the motion of this spring is not a finite number"])
    }

    func testStiffnessOf1e400SaysTheNumberIsTooLarge() {
        let diagnostics = check(transition(present: "curve: spring(stiffness: 1e400, damping: 10)")).diagnostics
        XCTAssertEqual(
            diagnostics.map(\.message), ["'1e400' is too large to be a finite number; the largest is about 1.8e308"])
    }

    func testATagPastInt32SaysTheRange() {
        let source = """
            transition T {
                style: custom
                present {
                    duration: 0.3s
                    animate presented.tag(2147483648) { alpha: 0 -> 1 }
                    animate presented.tag(2147483647) { alpha: 0 -> 1 }
                }
            }
            """
        XCTAssertEqual(
            check(source).diagnostics.map(\.message), ["a view tag must be a whole number from 1 to 2147483647"])
    }

    func testNanAndInfAreNotNumbers() {
        let diagnostics = check("let a = nan\nlet b = inf\nlet c = -inf\n").diagnostics
        XCTAssertEqual(ids(diagnostics), ["sema.unknown-name", "sema.unknown-name", "sema.unknown-name"])
    }

    func testAZeroDurationIsOutOfRange() {
        let diagnostics = check(transition(present: "duration: 0s")).diagnostics
        XCTAssertEqual(diagnostics.map(\.message), ["a duration must be greater than 0 and at most 60s"])
    }

    func testAnInfiniteDelayIsAnErrorAtItsArithmetic() {
        let source = transition(present: "duration: 0.3s\n delay: 1s / 0")
        let diagnostics = check(source).diagnostics
        XCTAssertEqual(ids(diagnostics), ["sema.not-finite"])
        let file = SourceFile(name: "test.trans", text: source)
        XCTAssertEqual(
            diagnostics.map { String(decoding: file.bytes[$0.range.start..<$0.range.end], as: UTF8.self) }, ["1s / 0"])
    }
}
