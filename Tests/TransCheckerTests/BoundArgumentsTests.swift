// `BoundArguments` keeps the first four parameters' arguments inline and the rest in an array:
// every parameter must read back what was bound to it, and nothing where nothing was.
import TransModel
import TransSyntax
import XCTest

@testable import TransChecker

final class BoundArgumentsTests: XCTestCase {
    private func expression(_ text: String) throws -> ExpressionSyntax {
        let parsed = Parser.parse(SourceFile(name: "t.trans", text: "let t = \(text)\n"))
        XCTAssertEqual(parsed.diagnostics, [], text)
        guard case .constant(let constant)? = parsed.syntax.declarations.first else {
            throw XCTSkip("not a constant: \(text)")
        }
        return constant.value
    }

    func testEveryParameterReadsBackItsOwnArgument() throws {
        for count in 0...7 {
            // Every other parameter bound, from the first or from the second.
            for firstBound in 0...1 {
                var bound = BoundArguments(parameterCount: count)
                var expressions: [Int: ExpressionSyntax] = [:]
                for parameter in stride(from: firstBound, to: count, by: 2) {
                    let syntax = try expression("\(parameter)")
                    expressions[parameter] = syntax
                    bound.bind(parameter, .scalar(.constant(Double(parameter))), syntax)
                }
                for parameter in 0..<count {
                    if let syntax = expressions[parameter] {
                        XCTAssertEqual(bound.value(parameter)?.scalar, .constant(Double(parameter)), "\(parameter)")
                        XCTAssertEqual(bound[parameter]?.expression, syntax, "\(parameter) of \(count)")
                    } else {
                        XCTAssertNil(bound[parameter], "\(parameter) of \(count)")
                    }
                }
            }
        }
    }
}
