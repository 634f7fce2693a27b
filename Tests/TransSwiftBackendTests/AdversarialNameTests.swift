// Hostile names and docs: keywords, SDK names and comment breakers still give valid Swift.
import Foundation
import TransSwiftBackend
import TransTestSupport
import XCTest

final class AdversarialNameTests: XCTestCase {
    /// A transition with every generated type: presentation, interaction, both animators, shade.
    private func transition(_ name: String, doc: String) -> String {
        """
        transition \(name) {
            doc: \(doc)
            style: custom
            presentation { dimming { tapToDismiss: true } }
            present {
                duration: 0.3s
                animate presented { alpha: 0 -> 1, shade: 1 -> 0 }
            }
            dismiss {
                duration: 0.3s
                animate presented { frame: final -> offscreen(bottom) }
                interactive: pan(down)
            }
        }

        """
    }

    private static let names = [
        "default", "Type", "init", "_", "__", "UIView", "Self", "NSObject", "self", "class", "Any", "Protocol",
        "UI", "CA", "UIPercentDrivenInteractive", "UISheet", "card", "Card", "Card2", "page_flip", "PageFlip", "_1",
    ]

    private static let docs = [
        #""Ends */ a comment and starts /* another""#,
        #""Quotes \"like this\" and a backslash \\""#,
        #""Line one\nimport Foundation\nfunc injected() {}""#,
        #""Bidi \u{202E}evil\u{202C} and a zero-width \u{200B} and a BOM \u{FEFF}""#,
        #""A trailing backslash \\""#,
        #""Carriage\u{D}return, line\u{2028}separator, next\u{85}line""#,
        #""""#,
    ]

    private var source: String {
        Self.names.enumerated().map { index, name in
            transition(name, doc: Self.docs[index % Self.docs.count])
        }.joined()
    }

    func testHostileNamesAndDocsTypecheckInSwift6() throws {
        let program = try XCTUnwrap(checkedProgram(source, name: "hostile \"*/\n.trans"))
        XCTAssertEqual(program.transitions.count, Self.names.count)
        let swift = SwiftEmitter.emit(program)
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Hostile.swift", swift)
        assertTypechecksClean(try typecheck(sources.files), "hostile names and docs")
    }

    func testTypeNamesAreUniqueAndAvoidTheSDK() throws {
        let program = try XCTUnwrap(checkedProgram(source))
        let swift = SwiftEmitter.emit(program)
        let declared = swift.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            // Top-level types only: each transition's nested `Presenter` is scoped by it.
            guard !line.hasPrefix(" "), line.contains("final class "), let index = words.firstIndex(of: "class"),
                index + 1 < words.count
            else { return nil }
            return String(words[index + 1].prefix { $0 != ":" })
        }
        XCTAssertEqual(declared.count, Set(declared).count, "a type name is declared twice")
        for sdkName in [
            "UIPresentationController", "CATransition", "UIPercentDrivenInteractiveTransition",
            "UISheetPresentationController",
        ] {
            XCTAssertFalse(declared.contains(sdkName), "\(sdkName) is redeclared")
        }
        XCTAssertTrue(declared.contains("DefaultTransition"))
        XCTAssertTrue(declared.contains("UnnamedTransition"))
        XCTAssertTrue(declared.contains("_1Transition"))
    }

    func testNoSourceTextLeavesAComment() throws {
        let program = try XCTUnwrap(checkedProgram(source, name: "evil\nimport Foundation.trans"))
        let swift = SwiftEmitter.emit(program)
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            XCTAssertFalse(line.hasPrefix("import Foundation"), "injected line: \(line)")
            XCTAssertFalse(line.hasPrefix("func injected"), "injected line: \(line)")
        }
        for scalar in ["\u{202E}", "\u{200B}", "\u{FEFF}", "\u{2028}", "\u{85}", "\r"] {
            XCTAssertFalse(
                swift.unicodeScalars.contains(scalar.unicodeScalars.first!), "raw \(scalar.debugDescription) in output")
        }
        XCTAssertTrue(swift.contains(#"\u{202E}evil\u{202C}"#))
    }
}
