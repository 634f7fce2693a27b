// `EntryTable` packs the slots and positions of a block's first eight fields in two words, a
// byte each, and keeps the rest, with their slots indexed, in an array: a block with more
// fields than that, or with fields past its 255th entry, must read, order and report
// duplicates as a small block does.
import TransModel
import TransSyntax
import TransTestSupport
import XCTest

final class EntryTableTests: XCTestCase {
    /// Twelve fields of an `animate` block (four before its eight tracks), then a field set
    /// again that is one of the first eight, and one that is past them.
    private let source = """
        transition Many {
            style: custom
            present {
                duration: 0.4s
                animate presented {
                    duration: 0.3s
                    delay: 0.1s
                    curve: linear
                    anchor: left
                    x: 0 -> 10
                    y: 0 -> 20
                    alpha: 0 -> 1
                    scale: 0.5 -> 1
                    rotation: 0deg -> 10deg
                    cornerRadius: 0 -> 8
                    borderWidth: 0 -> 2
                    shadowRadius: 0 -> 4
                    alpha: 1 -> 0
                    shadowRadius: 4 -> 0
                }
            }
            dismiss: reverse
        }
        """

    func testDuplicatesOnEitherSideOfTheEighthFieldAreReportedAtTheLaterOne() {
        let diagnostics = check(source).diagnostics.problems
        XCTAssertEqual(diagnostics.map(\.id.rawValue), ["sema.duplicate-entry", "sema.duplicate-entry"])
        XCTAssertEqual(
            diagnostics.map(\.range),
            [
                sourceRange(of: "alpha", occurrence: 2, in: source),
                sourceRange(of: "shadowRadius", occurrence: 2, in: source),
            ])
        XCTAssertEqual(
            diagnostics.map { $0.notes.map(\.range) },
            [[sourceRange(of: "alpha", in: source)], [sourceRange(of: "shadowRadius", in: source)]])
    }

    func testFieldsPastTheEighthAreReadInTheOrderWritten() {
        let fixed = source.replacingOccurrences(of: "alpha: 1 -> 0\n", with: "")
            .replacingOccurrences(of: "shadowRadius: 4 -> 0\n", with: "")
        let checked = check(fixed)
        XCTAssertEqual(checked.diagnostics.problems.map(\.message), [])
        let target = checked.program.transitions.first?.present.targets.first
        XCTAssertEqual(
            target?.tracks.map(\.property),
            [.x, .y, .alpha, .scale, .rotation, .cornerRadius, .borderWidth, .shadowRadius])
        XCTAssertEqual(target?.tracks.last?.animation, .fromTo(.scalar(.constant(0)), .scalar(.constant(4))))
        // The block's own timing, its first fields, applies to every track.
        XCTAssertEqual(target?.tracks.map(\.timing.delay), Array(repeating: 0.1, count: 8))
        XCTAssertEqual(target?.anchor, UnitPoint(x: 0, y: 0.5))
    }

    /// A field at the block's 300th entry (after 299 duplicates of one field), set again after it.
    func testAFieldPastThe255thEntryIsFound() {
        let repeated = String(repeating: "alpha: 0 -> 1\n", count: 300)
        let many = """
            transition Long {
                style: custom
                present {
                    duration: 0.4s
                    animate presented {
            \(repeated)x: 0 -> 10
            x: 0 -> 20
                    }
                }
            }
            """
        let diagnostics = check(many).diagnostics.problems
        XCTAssertEqual(diagnostics.count, 300)
        XCTAssertEqual(Set(diagnostics.map(\.id.rawValue)), ["sema.duplicate-entry"])
        XCTAssertEqual(diagnostics.first?.notes.map(\.range), [sourceRange(of: "alpha", in: many)])
        XCTAssertEqual(diagnostics.last?.range, sourceRange(of: "x: 0 -> 20", in: many).prefix(1))
        XCTAssertEqual(
            diagnostics.last?.notes.map(\.range), [sourceRange(of: "x: 0 -> 10", in: many).prefix(1)])
    }
}

extension SourceRange {
    /// The first `count` bytes of the range.
    fileprivate func prefix(_ count: Int) -> SourceRange {
        SourceRange(start: start, end: start + count)
    }
}
