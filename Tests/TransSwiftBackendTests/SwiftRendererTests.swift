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
}
