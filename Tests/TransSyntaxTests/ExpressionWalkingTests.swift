// The one expression walk: children in source order, a visitor that can skip, and a search.
import TransSyntax
import XCTest

final class ExpressionWalkingTests: XCTestCase {
    /// The value of the file's only constant, `let a = TEXT`.
    private func expression(_ text: String) throws -> ExpressionSyntax {
        let (file, parsed) = parse("let a = \(text)\n")
        XCTAssertEqual(parsed.diagnostics.map(\.message), [], file.name)
        guard case .constant(let constant)? = parsed.syntax.declarations.first else {
            throw XCTSkip("no constant")
        }
        return constant.value
    }

    /// The names `walk` visits, in order, skipping inside calls of `skipped`.
    private func names(_ text: String, skippingCallsOf skipped: String? = nil) throws -> [String] {
        var names: [String] = []
        try expression(text).walk { node in
            switch node.kind {
            case .name(let name): names.append(name)
            case .call(let callee, _) where callee.kind == .name(skipped ?? ""): return .skipChildren
            default: break
            }
            return .visitChildren
        }
        return names
    }

    func testAWalkVisitsEveryNameInSourceOrder() throws {
        XCTAssertEqual(
            try names("f(x: -(b + c.width), y: (d, e)) * g"), ["f", "b", "c", "d", "e", "g"])
        XCTAssertEqual(
            try names("keyframes(linear) { 0.0: p, 1.0: q }"), ["linear", "p", "q"])
    }

    func testAVisitorCanSkipWhatIsInsideANode() throws {
        XCTAssertEqual(try names("f(b) + h(c)", skippingCallsOf: "h"), ["f", "b"])
    }

    func testChildrenAreTheDirectSubexpressions() throws {
        let call = try expression("f(x: 1, y: b)")
        XCTAssertEqual(call.children.map(\.kind), [.name("f"), .number(1, nil), .name("b")])
        XCTAssertEqual(try expression("1").children, [])
    }

    func testContainsFindsANodeAtAnyDepth() throws {
        let deep = try expression("((((1 + final.x))))")
        XCTAssertTrue(deep.contains { $0.kind == .name("final") })
        XCTAssertFalse(deep.contains { $0.kind == .name("container") })
    }
}
