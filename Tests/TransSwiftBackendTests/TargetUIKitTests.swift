// `transc compile --uikit model`: the same file for the behavioural UIKit model on Linux,
// which differs from Apple's only in how target-action names its method (docs/generated-code.md).
import TransSwiftBackend
import TransTestSupport
import XCTest

final class TargetUIKitTests: XCTestCase {
    /// Apple's spellings of the action methods the backend emits, and the model's (the Escape
    /// key's action is named after its transition: `transcCardEscape`).
    private let spellings = [
        ("@objc private func dimmingViewTapped(", "private func dimmingViewTapped("),
        ("#selector(dimmingViewTapped(_:))", "Selector(Self.dimmingViewTapped(_:))"),
        ("@objc private func handlePan(", "private func handlePan("),
        ("#selector(handlePan(_:))", "Selector(Self.handlePan(_:))"),
        ("@objc private func handleRestingPan(", "private func handleRestingPan("),
        ("#selector(handleRestingPan(_:))", "Selector(Self.handleRestingPan(_:))"),
        ("@objc fileprivate func transc", "fileprivate func transc"),
        ("#selector(UIViewController.transc", "Selector(UIViewController.transc"),
    ]

    func testEverySampleForTheModelIsApplesWithOnlyTheTargetActionRespelt() throws {
        var respelt = Set<String>()
        for sample in try TestPaths.samples() {
            let source = try String(contentsOf: sample, encoding: .utf8)
            guard let program = checkedProgram(source, name: sample.lastPathComponent) else { continue }
            let apple = SwiftEmitter.emit(program)
            let model = SwiftEmitter.emit(program, for: .model)
            XCTAssertEqual(SwiftEmitter.emit(program, for: .apple), apple, sample.lastPathComponent)
            XCTAssertFalse(model.contains("@objc"), sample.lastPathComponent)
            XCTAssertFalse(model.contains("#selector"), sample.lastPathComponent)
            var expected = apple
            for (objectiveC, plain) in spellings where apple.contains(objectiveC) {
                expected = expected.replacingOccurrences(of: objectiveC, with: plain)
                respelt.insert(plain)
            }
            XCTAssertEqual(model, expected, sample.lastPathComponent)
        }
        // The samples hold a tap to dismiss, a pan and resting positions: every method was respelt.
        XCTAssertEqual(respelt, Set(spellings.map(\.1)))
    }
}
