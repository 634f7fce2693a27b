import Foundation
import XCTest

/// Type-checks the hand-written reference code (what transc's Swift backend must emit)
/// against the UIKit stub SDK in Swift 6 language mode, and proves the stub is strict enough
/// to reject real mistakes.
final class ReferenceTypecheckTests: XCTestCase {
    private static let referenceDirectory = TestPaths.referenceDirectory

    private func referenceFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: Self.referenceDirectory.path)
            // The consumers use emitted types: SampleTypecheckTests and SwiftUIEntryPointTests
            // check them with the emitted files.
            .filter { $0.hasSuffix(".swift") && $0 != "GoldenConsumer.swift" && $0 != "SwiftUIConsumer.swift" }
            .sorted()
            .map { Self.referenceDirectory.appendingPathComponent($0) }
    }

    private func assertClean(_ result: TypecheckResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            result.succeeded,
            "type-check failed (exit \(result.exitCode)):\n\(result.commandLine.joined(separator: " "))\n\(result.output)",
            file: file, line: line)
        XCTAssertEqual(result.warnings, [], "unexpected warnings:\n\(result.output)", file: file, line: line)
    }

    func testStubSDKBuilds() throws {
        let start = Date()
        let directory = try StubSDK.directory()
        for module in StubSDK.modules {
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent("\(module).swiftmodule").path), module)
        }
        print("stub SDK ready at \(directory.path) in \(String(format: "%.2f", Date().timeIntervalSince(start)))s")
    }

    func testAllReferenceSourcesTypecheckInSwift6() throws {
        let files = try referenceFiles()
        XCTAssertEqual(
            files.map(\.lastPathComponent),
            ["CardTransition.swift", "Consumer.swift", "PageFlipTransition.swift", "SheetTransition.swift"])
        let result = try typecheck(files, swiftVersion: 6)
        assertClean(result)
        print("type-checked \(files.count) reference files in \(String(format: "%.2f", result.duration))s")
    }

    func testEachTransitionTypechecksOnItsOwn() throws {
        for file in try referenceFiles() where file.lastPathComponent != "Consumer.swift" {
            let result = try typecheck([file], swiftVersion: 6)
            assertClean(result)
            print("type-checked \(file.lastPathComponent) in \(String(format: "%.2f", result.duration))s")
        }
    }

    // MARK: The stub is real: mistakes fail as they would against Apple's SDK.

    private func typecheckSnippet(_ source: String) throws -> TypecheckResult {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("transc-negative-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try typecheck([file], swiftVersion: 6)
    }

    private func assertRejected(
        _ source: String, mentioning expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try typecheckSnippet(source)
        XCTAssertFalse(result.succeeded, "expected a type error, got:\n\(result.output)", file: file, line: line)
        XCTAssertTrue(
            result.errors.contains { $0.contains(expected) },
            "expected an error mentioning \"\(expected)\", got:\n\(result.output)", file: file, line: line)
    }

    func testPresentingIsOptionalInPresentationControllerForPresented() throws {
        try assertRejected(
            """
            import UIKit
            final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                func presentationController(
                    forPresented presented: UIViewController, presenting: UIViewController?,
                    source: UIViewController
                ) -> UIPresentationController? {
                    presenting.view.alpha = 1
                    return nil
                }
            }
            """,
            mentioning: "must be unwrapped")
    }

    func testWrongArgumentLabelIsRejected() throws {
        try assertRejected(
            """
            import UIKit
            @MainActor func fade(_ view: UIView) {
                UIView.animate(duration: 0.3, animations: { view.alpha = 0 })
            }
            """,
            mentioning: "incorrect argument label")
    }

    func testUIKitEnumsAreNonFrozen() throws {
        try assertRejected(
            """
            import UIKit
            @MainActor func isActive(_ pan: UIPanGestureRecognizer) -> Bool {
                switch pan.state {
                case .began, .changed: return true
                case .possible, .ended, .cancelled, .failed: return false
                }
            }
            """,
            mentioning: "may have additional unknown values")
    }

    func testUIKitIsMainActorIsolated() throws {
        try assertRejected(
            """
            import UIKit
            func makeView() -> UIView {
                UIView(frame: .zero)
            }
            """,
            mentioning: "main actor-isolated")
    }

    func testTransitioningDelegateMustBeAnNSObject() throws {
        try assertRejected(
            """
            import UIKit
            final class Delegate: UIViewControllerTransitioningDelegate {}
            """,
            mentioning: "NSObjectProtocol")
    }

    func testTransitioningProtocolsHaveObjectiveCOptionalRequirements() throws {
        let result = try typecheckSnippet(
            """
            import UIKit
            final class Delegate: NSObject, UIViewControllerTransitioningDelegate {}
            @MainActor func animator(for controller: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                controller.transitioningDelegate?.animationController?(forDismissed: controller) ?? nil
            }
            """)
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.warnings, [], result.output)
    }
}
