// The SwiftUI entry point type-checks as an app uses it, in Swift 6 mode, and the stub SwiftUI
// it is checked against keeps Apple's main-actor isolation (so code that passes here does not
// fail in Xcode for isolation the stub forgot).
import Foundation
import TransSwiftBackend
import TransTestSupport
import XCTest

final class SwiftUIEntryPointTests: XCTestCase {
    private func emitted(_ samples: [String], into sources: inout EmittedSources) throws {
        for sample in samples {
            let url = PackagePaths.samples.appendingPathComponent("\(sample).trans")
            let program = try XCTUnwrap(
                checkedProgram(try String(contentsOf: url, encoding: .utf8), name: url.lastPathComponent))
            try sources.add("\(sample).swift", SwiftEmitter.emit(program))
        }
    }

    func testTheDocumentedUsageTypechecksInSwift6() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        try emitted(["card", "action-sheet"], into: &sources)
        let consumer = TestPaths.referenceDirectory.appendingPathComponent("SwiftUIConsumer.swift")
        assertTypechecksClean(try typecheck(sources.files + [consumer]), "card, action-sheet and SwiftUIConsumer.swift")
    }

    func testTheModifiersAreMainActorCodeAsApplesViewsAre() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        try emitted(["card"], into: &sources)
        try sources.add(
            "Nonisolated.swift",
            """
            import SwiftUI
            import UIKit

            struct Leaf: View {
                var body: Never { fatalError() }
            }

            nonisolated func host() -> UIViewController { UIHostingController(rootView: Leaf()) }
            nonisolated func modified(_ isPresented: Binding<Bool>) { _ = Leaf().cardTransition(isPresented: isPresented) { Leaf() } }
            """)
        let result = try typecheck(sources.files)
        let isolation = (result.errors + result.warnings).filter { $0.contains("main actor-isolated") }
        XCTAssertTrue(
            isolation.contains { $0.contains("init(rootView:)") },
            "UIHostingController is not main-actor:\n\(result.output)")
        XCTAssertTrue(
            isolation.contains { $0.contains("cardTransition(isPresented:content:)") },
            "the modifier is not main-actor:\n\(result.output)")
    }

    func testEachModifierIsNamedAfterItsTransition() throws {
        let source = ["Card", "UIFlip", "_2up"].map { name in
            """
            transition \(name) {
                style: custom
                present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }
            """
        }
        let program = try XCTUnwrap(checkedProgram(source.joined(separator: "\n")))
        let swift = SwiftEmitter.emit(program)
        for method in ["cardTransition", "uiFlipTransition", "present_2upTransition"] {
            XCTAssertTrue(swift.contains("public func \(method)<Content: View>(\n"), method)
            XCTAssertTrue(swift.contains("public func \(method)<Item: Identifiable, Content: View>(\n"), method)
        }
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Names.swift", swift)
        assertTypechecksClean(try typecheck(sources.files), "three modifier names")
    }
}
