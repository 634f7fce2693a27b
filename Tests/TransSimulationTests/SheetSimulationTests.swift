// A configured system sheet on the UIKit model: the emitted `prepare(_:)` gives the presented
// controller's `sheetPresentationController` the program's detents and settings, and the
// presentation rests the presented view at the selected detent's height (else the smallest),
// in the window's safe area.
import Foundation
import TransModel
import TransSimulation
import TransTestSupport
import XCTest

final class SheetSimulationTests: XCTestCase {
    private static let log = Result { try runScenario() }

    private static func runScenario() throws -> [String] {
        var swiftFiles: [String] = []
        let url = PackagePaths.samples.appendingPathComponent("system-sheet.trans")
        let sample = try String(contentsOf: url, encoding: .utf8)
        var options = SimulationOptions()
        options.deploymentTarget = DeploymentTarget(major: 16, minor: 0)
        for source in [sample, custom] {
            let swift = try XCTUnwrap(Simulator.emittedSwift(source, options: options), "a program does not check")
            swiftFiles.append(try ObjectiveCRewrite.rewrite(swift))
        }
        return try ModelProgram.scenarioLog(swiftFiles: swiftFiles, entry: scenario)
    }

    /// Custom detents (iOS 16), none selected: the sheet rests at the smallest.
    private static let custom = """
        transition Peek {
            style: formSheet
            sheet {
                detents: (large, height(maximum * 0.25), height(240))
                undimmedUpTo: height(240)
                edgeAttachedInCompactHeight: true
                widthFollowsContentSize: true
            }
        }
        """

    private static let scenario = """
        import UIKit

        @MainActor func show(_ name: String, _ prepare: (UIViewController) -> Void) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let root = UIViewController()
            window.rootViewController = root
            let presented = UIViewController()
            prepare(presented)
            let sheet = presented.sheetPresentationController!
            print("\\(name): detents \\(sheet.detents.map(\\.identifier.rawValue))")
            print("\\(name): selected \\(sheet.selectedDetentIdentifier?.rawValue ?? "nil") undimmed \\(sheet.largestUndimmedDetentIdentifier?.rawValue ?? "nil")")
            print("\\(name): grabber \\(sheet.prefersGrabberVisible) radius \\(sheet.preferredCornerRadius) expands \\(sheet.prefersScrollingExpandsWhenScrolledToEdge) edge \\(sheet.prefersEdgeAttachedInCompactHeight) follows \\(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)")
            root.present(presented, animated: true)
            SimulationClock.shared.runUntilIdle(limit: 15)
            print("\\(name): presented by \\(presented.presentationController === sheet ? "its sheet" : "another controller")")
            let frame = presented.view.frame
            print("\\(name): rests at \\([frame.minX, frame.minY, frame.width, frame.height])")
        }

        @main struct Scenario {
            @MainActor static func main() {
                show("SystemSheet") { SystemSheetTransition().prepare($0) }
                show("Peek") { PeekTransition().prepare($0) }
            }
        }
        """

    private func lines(_ name: String) throws -> [String] {
        try Self.log.get().filter { $0.hasPrefix(name + ":") }
    }

    func testTheSampleConfiguresMediumAndLargeWithAGrabberAndRestsAtMedium() throws {
        // 852 − 59 − 34 − 10 = 749 pt is the maximum detent value; medium is half of it, and the
        // sheet reaches down over the 34 pt bottom inset: y = 852 − 34 − 374.5.
        XCTAssertEqual(
            try lines("SystemSheet"),
            [
                "SystemSheet: detents [\"com.apple.UIKit.medium\", \"com.apple.UIKit.large\"]",
                "SystemSheet: selected com.apple.UIKit.medium undimmed com.apple.UIKit.medium",
                "SystemSheet: grabber true radius 16.0 expands false edge false follows false",
                "SystemSheet: presented by its sheet",
                "SystemSheet: rests at [0.0, 443.5, 393.0, 408.5]",
            ])
    }

    func testCustomDetentsResolveFromTheMaximumAndTheSheetRestsAtTheSmallest() throws {
        // The smallest of 749, 749 × 0.25 = 187.25 and 240 is 187.25: y = 852 − 34 − 187.25.
        XCTAssertEqual(
            try lines("Peek"),
            [
                "Peek: detents [\"com.apple.UIKit.large\", \"PeekTransition.detent1\", \"PeekTransition.detent2\"]",
                "Peek: selected nil undimmed PeekTransition.detent2",
                "Peek: grabber false radius 0.0 expands true edge true follows true",
                "Peek: presented by its sheet",
                "Peek: rests at [0.0, 630.75, 393.0, 221.25]",
            ])
    }
}
