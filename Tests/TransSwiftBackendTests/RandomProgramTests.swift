// Random valid programs: they check clean, emit deterministically and type-check in Swift 6.
import Foundation
import TransModel
import TransSwiftBackend
import TransTestSupport
import XCTest

final class RandomProgramTests: XCTestCase {
    /// Programs generated; each batch of `batchSize` goes to one swiftc invocation.
    private static let count = 300
    private static let batchSize = 50

    private static func programs(_ range: Range<Int>) -> [(source: String, program: Program?)] {
        range.map { index in
            var generator = RandomValidProgram(seed: UInt64(index) &* 0x5851_F42D_4C95_7F2D &+ 1, prefix: "P\(index)")
            let source = generator.source()
            let program = checkedProgram(
                source, name: "random\(index).trans", deploymentTarget: DeploymentTarget(major: 17, minor: 0))
            return (source, program)
        }
    }

    func testGeneratedProgramsCheckClean() {
        for (source, program) in Self.programs(0..<Self.count) where program == nil {
            XCTFail("a generated program does not check:\n\(source)")
            return
        }
    }

    /// The generator reaches every construct the backend emits differently.
    func testGeneratedProgramsCoverEveryConstruct() {
        let swift = Self.programs(0..<Self.count).compactMap(\.program).map(SwiftEmitter.emit).joined()
        let constructs = [
            "options: [.curveEaseIn]", "options: [.curveLinear]", "usingSpringWithDamping:",
            "UICubicTimingParameters(controlPoint1:",
            "UISpringTimingParameters(mass:", "#available(iOS 17.0, *)", "UISpringTimingParameters(dampingRatio:",
            ".calculationModeLinear", ".calculationModeCubic", ".calculationModeDiscrete", ".calculationModePaced",
            "UIView.animateKeyframes(withDuration: 0", "perspective.m34", "layer.transform = CATransform3DRotate",
            "CGAffineTransform(rotationAngle:", "CGAffineTransform(scaleX:", "Anchor = CGPoint",
            "ShadeView.shade(over:",
            "DismissInteraction: UIPercentDrivenInteractiveTransition",
            "insertSubview(presentedView, belowSubview: presentingView)",
            "insertSubview(presentingView, belowSubview: presentedView)", "startAnimation(afterDelay:", "viewWithTag(",
            ".dimmingView ?? UIView()", "modalTransitionStyle = .partialCurl",
            "shouldRemovePresentersView: Bool { true }",
            "`dismiss: reverse`", "var runningGroups", "layer.cornerRadius = ", ".center = CGPoint(",
            "frame.origin.x = ",
            "frame.origin.y = ", "offsetBy(dx:", "if context.isCancelled", "presentingView.removeFromSuperview()",
            "modalPresentationStyle = .pageSheet", "modalPresentationStyle = .overCurrentContext",
            // The layer keys a view block does not animate, on every kind of Core Animation animation.
            "CABasicAnimation(keyPath: \"borderWidth\")", "CASpringAnimation(keyPath: \"borderWidth\")",
            "CAKeyframeAnimation(keyPath: \"borderWidth\")", "CABasicAnimation(keyPath: \"shadowOpacity\")",
            "CASpringAnimation(keyPath: \"shadowOpacity\")", "CAKeyframeAnimation(keyPath: \"shadowOpacity\")",
            "CABasicAnimation(keyPath: \"shadowRadius\")", "CASpringAnimation(keyPath: \"shadowRadius\")",
            "CAKeyframeAnimation(keyPath: \"shadowRadius\")", "Self.addLayerKeyAnimation(",
            "removeAnimation(forKey: \"shadowOpacity\")", "as Float", "Float(container",
        ]
        for construct in constructs {
            XCTAssertTrue(swift.contains(construct), "no generated program emits \(construct)")
        }
    }

    func testGeneratedProgramsEmitDeterministically() {
        for (_, program) in Self.programs(0..<50) {
            guard let program else { continue }
            XCTAssertEqual(SwiftEmitter.emit(program), SwiftEmitter.emit(program))
        }
    }

    /// Six batches of 50, each one `swiftc` run, side by side on the cores.
    func testGeneratedProgramsTypecheckInSwift6() throws {
        let starts = Array(stride(from: 0, to: Self.count, by: Self.batchSize))
        let outcomes = sideBySide(starts.count) { batch in
            let start = starts[batch]
            var sources = try EmittedSources()
            defer { sources.remove() }
            for (index, (_, program)) in Self.programs(start..<min(start + Self.batchSize, Self.count)).enumerated() {
                guard let program else { continue }
                try sources.add("random\(start + index).swift", SwiftEmitter.emit(program))
            }
            let result = try typecheck(sources.files)
            if !result.succeeded || !result.warnings.isEmpty {
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("transc-failed-batch-\(start)")
                try? FileManager.default.removeItem(at: kept)
                try? FileManager.default.copyItem(at: sources.directory, to: kept)
                return (result, "programs \(start)..<\(start + Self.batchSize) (kept in \(kept.path))")
            }
            return (result, "programs \(start)..<\(start + Self.batchSize)")
        }
        for outcome in outcomes {
            let (result, what) = try outcome.get()
            assertTypechecksClean(result, what)
            print("type-checked \(what) in \(String(format: "%.2f", result.duration))s")
        }
    }
}
