// SwiftRenderer: structured declarations and statements become the text the printer would print.
import XCTest

@testable import TransSwiftBackend

final class SwiftRendererTests: XCTestCase {
    private func rendered(_ declaration: SwiftDeclaration) -> String {
        var printer = CodePrinter()
        SwiftRenderer.render(declaration, into: &printer)
        return printer.text
    }

    func testATypeHasItsDocumentationAttributesAndMembersApartByOneBlankLine() {
        let type = SwiftDeclaration.type(
            documentation: ["Why it exists."], attributes: ["@MainActor"], modifiers: "private final",
            keyword: "class", name: "Overlay", supertypes: ["UIView", "Sendable"],
            members: [
                .line("let a = 1"),
                .function(
                    documentation: ["Does it."], attributes: ["@objc"], signature: "func f() -> Int",
                    body: [.returning("a")]),
            ])
        XCTAssertEqual(
            rendered(type),
            """
            /// Why it exists.
            @MainActor
            private final class Overlay: UIView, Sendable {
                let a = 1

                /// Does it.
                @objc
                func f() -> Int {
                    return a
                }
            }

            """)
    }

    func testStatementsNestAndAnArrayTakesOneElementALine() {
        let function = SwiftDeclaration.function(
            documentation: [], attributes: [], signature: "func g()",
            body: [
                .forIn(
                    pattern: "case let v as UIView", sequence: "views",
                    body: [.ifThen(condition: "v.isHidden", body: [.line("v.alpha = 0")])]),
                .assignArray(target: "colors", elements: ["a", "b"]),
            ])
        XCTAssertEqual(
            rendered(function),
            """
            func g() {
                for case let v as UIView in views {
                    if v.isHidden {
                        v.alpha = 0
                    }
                }
                colors = [
                    a,
                    b,
                ]
            }

            """)
    }

    func testATypeWithoutModifiersOrSupertypesHasNoStraySpaces() {
        let type = SwiftDeclaration.type(
            documentation: [], attributes: [], modifiers: "", keyword: "enum", name: "E", supertypes: [],
            members: [.line("case a")])
        XCTAssertEqual(rendered(type), "enum E {\n    case a\n}\n")
    }

    private func rendered(_ statements: [SwiftStatement]) -> String {
        var printer = CodePrinter()
        SwiftRenderer.render(statements, into: &printer)
        return printer.text
    }

    func testAGuardWithOneConditionKeepsItsElseOnItsLine() {
        XCTAssertEqual(
            rendered([.guardElse(conditions: ["let view"], otherwise: [.line("done()"), .line("return")])]),
            "guard let view else {\n    done()\n    return\n}\n")
    }

    func testAGuardWithSeveralConditionsAlignsThemAndReturnsOnTheElseLine() {
        XCTAssertEqual(
            rendered([.guardElse(conditions: ["let a", "let b"], otherwise: [.returning("false")])]),
            "guard let a,\n      let b\nelse { return false }\n")
        XCTAssertEqual(
            rendered([.guardElse(conditions: ["let a", "let b"], otherwise: [.line("f()"), .line("return")])]),
            "guard let a,\n      let b\nelse {\n    f()\n    return\n}\n")
    }

    func testAnIfWithAnElseChainsItsBraces() {
        XCTAssertEqual(
            rendered([.ifThen(condition: "finished", body: [.line("a()")], otherwise: [.line("b()")])]),
            "if finished {\n    a()\n} else {\n    b()\n}\n")
    }

    func testAnElseThatIsOneIfChainsAsElseIf() {
        let chain = SwiftStatement.ifThen(
            condition: "#available(iOS 17.0, *)", body: [.line("t = a")],
            otherwise: [
                .ifThen(condition: "#available(iOS 16.0, *)", body: [.line("t = b")], otherwise: [.line("t = c")])
            ])
        XCTAssertEqual(
            rendered([chain]),
            "if #available(iOS 17.0, *) {\n    t = a\n} else if #available(iOS 16.0, *) {\n    t = b\n} else {\n    t = c\n}\n"
        )
        // Beside another statement the inner `if` is a block of the `else`.
        let nested = SwiftStatement.ifThen(
            condition: "x", body: [.line("a()")],
            otherwise: [.line("b()"), .ifThen(condition: "y", body: [.line("c()")])])
        XCTAssertEqual(rendered([nested]), "if x {\n    a()\n} else {\n    b()\n    if y {\n        c()\n    }\n}\n")
    }

    func testAShortClosureTakesOneLineOnlyWhenItsBodyIsOneLine() {
        func call(_ body: [SwiftStatement]) -> String {
            rendered([
                .wrappedCall(
                    callee: "UIView.animate",
                    arguments: [
                        .closure(label: "animations", signature: "", body: [.line("view.alpha = 1")]),
                        .shortClosure(label: "completion", signature: "_ in", body: body),
                    ])
            ])
        }
        XCTAssertEqual(
            call([.line("done()")]),
            "UIView.animate(\n    animations: {\n        view.alpha = 1\n    },\n    completion: { _ in done() }\n)\n")
        XCTAssertEqual(
            call([.line("a()"), .line("b()")]),
            "UIView.animate(\n    animations: {\n        view.alpha = 1\n    },\n    completion: { _ in\n        a()\n        b()\n    }\n)\n"
        )
        XCTAssertEqual(
            call([.ifThen(condition: "x", body: [.line("a()")])]),
            "UIView.animate(\n    animations: {\n        view.alpha = 1\n    },\n    completion: { _ in\n        if x {\n            a()\n        }\n    }\n)\n"
        )
    }

    func testSwitchCasesSitAtTheSwitchAndACaseThatOnlyReturnsTakesOneLine() {
        XCTAssertEqual(
            rendered([
                .switchOver(
                    subject: "state",
                    cases: [("case .a", [.returning("1")]), ("default", [.line("f()"), .line("g()")])])
            ]),
            "switch state {\ncase .a: return 1\ndefault:\n    f()\n    g()\n}\n")
    }

    func testAWrappedCallTakesOneArgumentALineAndNestsCallsAndClosures() {
        XCTAssertEqual(
            rendered([
                .wrappedCall(
                    callee: "outer",
                    arguments: [
                        .wrappedCall(callee: "Inner", arguments: [.expression("a: 1"), .expression("b: 2")]),
                        .closure(label: "completion", signature: "context in", body: [.line("done()")]),
                    ])
            ]),
            "outer(\n    Inner(\n        a: 1,\n        b: 2\n    ),\n    completion: { context in\n        done()\n    }\n)\n"
        )
    }

    func testBlankLinesNeverDoubleNorFollowAnOpeningBrace() {
        XCTAssertEqual(
            rendered([
                .block(
                    header: "let done: () -> Void =",
                    body: [.blankLine, .line("a()"), .blankLine, .blankLine, .line("b()")]),
                .closure(
                    call: "view.animate", signature: "[weak self] in",
                    body: [.comment("why"), .line("c()"), .blankLine]),
            ]),
            "let done: () -> Void = {\n    a()\n\n    b()\n}\nview.animate { [weak self] in\n    // why\n    c()\n}\n")
    }

    func testAnArrayMayLeaveOutItsLastComma() {
        XCTAssertEqual(
            rendered([.assignArray(target: "sheet.detents", elements: [".medium()", ".large()"], trailingComma: false)]
            ),
            "sheet.detents = [\n    .medium(),\n    .large()\n]\n")
    }

    func testAWrappedInitializerAndAConditionalBlockOfDeclarations() {
        let declaration = SwiftDeclaration.conditional(
            condition: "canImport(SwiftUI)",
            [
                .wrappedFunction(
                    documentation: ["Makes it.", ""], attributes: ["@MainActor"], head: "init",
                    parameters: ["a: Int", "b: Int"],
                    tail: "", body: [.line("self.a = a")]),
                .adjacent([.line("let a: Int"), .line(documentation: ["The other."], "let b: Int")]),
            ])
        XCTAssertEqual(
            rendered(declaration),
            """
            #if canImport(SwiftUI)
            /// Makes it.
            ///
            @MainActor
            init(
                a: Int,
                b: Int
            ) {
                self.a = a
            }

            let a: Int
            /// The other.
            let b: Int
            #endif

            """)
    }

    func testAnExpressionSpellsItsLabelsAndNumbers() {
        let expression = SwiftExpression.call(
            .member(.name("CardShadeView"), "shade"),
            [
                ("over", .name("presentedView")), ("", .number(-0.0)),
                ("to", .call(.name("CGPoint"), [("x", .number(1e-5)), ("y", .number(0.5))])),
            ])
        XCTAssertEqual(
            SwiftRenderer.text(expression),
            "CardShadeView.shade(over: presentedView, 0, to: CGPoint(x: 0.00001, y: 0.5))")
    }

    func testAContinuedStatementIndentsItsContinuationOneLevel() {
        XCTAssertEqual(
            rendered([.forIn(pattern: "a", sequence: "b", body: [.continued("let x = y", continuation: ["?? z"])])]),
            "for a in b {\n    let x = y\n        ?? z\n}\n")
    }
}
