// The tree the parser builds, and its recovery: every syntax error reported, each once.
import TransSyntax
import XCTest

final class ParserTests: XCTestCase {
    func testDeclarationsAndEntries() throws {
        let (_, parsed) = parse(
            """
            let margin = 35
            transition Tall: Base {
                style: custom, doc: "d"
                presentation { frame: inset(top: 80, left: margin, bottom: 80, right: margin) }
                present {
                    animate presented.tag(7) { alpha: 0 -> 1 }
                }
                dismiss: reverse
            }
            """)
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        XCTAssertEqual(parsed.syntax.declarations.count, 2)
        guard case .transition(let transition) = parsed.syntax.declarations[1] else {
            return XCTFail("not a transition")
        }
        XCTAssertEqual(transition.name.name, "Tall")
        XCTAssertEqual(transition.base?.name, "Base")
        XCTAssertEqual(transition.body.entries.count, 5)
        guard case .field(_, .block(let present)) = transition.body.entries[3].kind,
            case .animate(_, let target, let body) = present.entries[0].kind,
            case .field(let alpha, .track(let from, _, let to)) = body.entries[0].kind
        else { return XCTFail("unexpected shape") }
        XCTAssertEqual(alpha.name, "alpha")
        XCTAssertEqual(from.kind, .number(0, nil))
        XCTAssertEqual(to.kind, .number(1, nil))
        guard case .call(let callee, let arguments) = target.kind, case .member(_, let tag) = callee.kind else {
            return XCTFail("target is not a call")
        }
        XCTAssertEqual(tag.name, "tag")
        XCTAssertEqual(arguments.first?.value.kind, .number(7, nil))
    }

    func testPrecedenceAndUnaryMinus() {
        let (file, parsed) = parse("let a = 1 + 2 * -3 - 4 / 5")
        guard case .constant(let constant) = parsed.syntax.declarations.first,
            case .binary(.subtract, let sum, let quotient) = constant.value.kind,
            case .binary(.add, _, let product) = sum.kind,
            case .binary(.multiply, _, let negation) = product.kind,
            case .unary(.negate, _) = negation.kind,
            case .binary(.divide, _, _) = quotient.kind
        else { return XCTFail("expected (1 + (2 * (-3))) - (4 / 5)") }
        XCTAssertEqual(file.text(of: product.range), "2 * -3")
    }

    func testKeyframeListsAndTuples() {
        let (_, parsed) = parse(
            """
            transition T {
                present {
                    animate presented {
                        anchor: (0.5, 0)
                        scale: keyframes(cubic) {
                            0.0: 0.7, 0.5: 1.2
                            1.0: 1.0
                        }
                    }
                }
            }
            """)
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        XCTAssertTrue(parsed.syntax.description.contains("keyframes"))
    }

    func testLineBreaksInsideParenthesesAreIgnored() {
        let (_, parsed) = parse("let f = inset(\n  top: 1,\n  left: 2\n)\nlet g = 3")
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        XCTAssertEqual(parsed.syntax.declarations.count, 2)
    }

    func testEverySyntaxErrorIsReportedOnceAtItsLine() {
        let (file, parsed) = parse(
            """
            transition A {
                style custom
                present
                {
                    duration: 0.3s,,
                    curve: easeIn easeOut
                    animate presented { alpha: 0 -> }
                    x: 1 -> 2 -> 3
                }
                : oops
            }
            let = 3
            transition B { } transition C { }
            let c = (1, 2
            transition D {
            """)
        XCTAssertEqual(
            located(parsed.diagnostics, in: file),
            [
                "2:11: expected ':' or '{' after 'style'",
                "4:5: '{' must stand on the same line as 'present'",
                "5:24: unexpected ','",
                "6:23: entries on one line must be separated by ','",
                "7:41: expected a value",
                "8:19: a track has one '->': FROM -> TO; use keyframes for more values",
                "10:5: expected an entry name, found ':'",
                "12:5: expected a constant name after 'let', found '='",
                "13:18: each declaration must start on a new line",
                "14:14: expected ')', found 'transition'",
                "15:15: expected '}', found end of file",
            ])
    }

    func testMissingBraceNotePointsAtTheOpeningBrace() throws {
        let (file, parsed) = parse("transition A {\n  style: custom\n")
        let diagnostic = try XCTUnwrap(parsed.diagnostics.first)
        XCTAssertEqual(file.lineColumn(of: diagnostic.range.start), LineColumn(line: 3, column: 1))
        XCTAssertEqual(diagnostic.notes.map(\.message), ["to match this '{'"])
        XCTAssertEqual(file.lineColumn(of: diagnostic.notes[0].range.start), LineColumn(line: 1, column: 14))
    }

    func testEveryNodeRangeCoversItsText() throws {
        let text = "transition A { present { animate presented { frame: final.offset(y: -10) -> final } } }"
        let (file, parsed) = parse(text)
        guard case .transition(let transition) = parsed.syntax.declarations.first else { return XCTFail() }
        XCTAssertEqual(file.text(of: transition.range), text)
        guard case .field(_, .block(let present)) = transition.body.entries[0].kind,
            case .animate(_, _, let body) = present.entries[0].kind,
            case .field(_, .track(let from, _, let to)) = body.entries[0].kind
        else { return XCTFail() }
        XCTAssertEqual(file.text(of: from.range), "final.offset(y: -10)")
        XCTAssertEqual(file.text(of: to.range), "final")
    }
}

extension FileSyntax {
    /// A debugging rendering of the tree.
    fileprivate var description: String { String(describing: declarations) }
}
