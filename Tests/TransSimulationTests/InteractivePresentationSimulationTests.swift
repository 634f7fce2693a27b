// The interactive presentation of samples/edge-menu.trans on the UIKit model: a swipe from the
// screen's left edge presents the menu under the finger (its shadow, an explicit Core Animation
// animation, following), and the release finishes past the threshold or on a fling and cancels
// short of it.
import Foundation
import TransSimulation
import TransTestSupport
import XCTest

final class InteractivePresentationSimulationTests: XCTestCase {
    /// The scenario's readings (below), run once on the sample's emitted Swift.
    private static let log = Result { try runScenario() }

    private static func runScenario() throws -> [String: String] {
        let url = PackagePaths.samples.appendingPathComponent("edge-menu.trans")
        // The sample with a shadow that fades in: a layer key the emitted code animates
        // explicitly, which the finger scrubs with the container's layer time.
        let track = "animate presented { frame: offscreen(left) -> final }"
        let source = try String(contentsOf: url, encoding: .utf8)
        let range = try XCTUnwrap(source.range(of: track), "edge-menu.trans no longer has \(track)")
        let shadowed = source.replacingCharacters(
            in: range, with: "animate presented { frame: offscreen(left) -> final, shadowOpacity: 0 -> 0.4 }")
        let swift = try XCTUnwrap(Simulator.emittedSwift(shadowed), "edge-menu.trans does not check")
        var readings: [String: String] = [:]
        for line in try ModelProgram.scenarioLog(swiftFiles: [try ObjectiveCRewrite.rewrite(swift)], entry: scenario) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { readings[parts[0]] = parts[1] }
        }
        return readings
    }

    private func reading(_ key: String) throws -> String {
        try XCTUnwrap(try Self.log.get()[key], "the scenario printed no \(key)")
    }

    private func number(_ key: String) throws -> Double {
        try XCTUnwrap(Double(try reading(key)), "\(key) is not a number")
    }

    func testTheGestureIsAScreenEdgePanOnTheSourceView() throws {
        XCTAssertEqual(try reading("gesture"), "UIScreenEdgePanGestureRecognizer left")
    }

    func testTheEdgePanPresentsTheMenuUnderTheFinger() throws {
        // The 300 pt menu comes in from x = -300: its right edge is where the finger is.
        for travel in ["60", "150", "240"] {
            XCTAssertEqual(try number("drag.\(travel).maxX"), Double(travel)!, accuracy: 0.5, "at \(travel) pt")
        }
        XCTAssertEqual(try number("drag.150.dimming"), 0.2, accuracy: 0.01, "the dimming is half way too")
        // The shadow's explicit Core Animation animation is scrubbed too (linear, half way).
        XCTAssertEqual(try number("drag.150.shadowOpacity"), 0.2, accuracy: 0.01)
        // It presents, and nothing completes while the finger is down.
        XCTAssertEqual(try reading("drag.whileDown"), #"["present []"]"#)
    }

    func testReleasedPastTheThresholdItIsPresented() throws {
        XCTAssertEqual(try reading("past.transitions"), "[present completed]")
        XCTAssertEqual(try number("past.minX"), 0, accuracy: 1e-3)
        XCTAssertEqual(try reading("past.onScreen"), "true")
        XCTAssertEqual(try number("past.dimming"), 0.4, accuracy: 1e-4)
        XCTAssertEqual(try number("past.shadowOpacity"), 0.4, accuracy: 1e-4)
    }

    func testReleasedShortItGoesBack() throws {
        XCTAssertEqual(try reading("short.transitions"), "[present cancelled]")
        XCTAssertEqual(try reading("short.onScreen"), "false")
    }

    func testAFlingPresentsFromShortOfTheThreshold() throws {
        XCTAssertEqual(try reading("fling.transitions"), "[present completed]")
        XCTAssertEqual(try number("fling.minX"), 0, accuracy: 1e-3)
    }

    /// Attaches the menu's edge pan to the root view of a 393 × 852 window and swipes.
    private static let scenario = """
        import UIKit

        @MainActor final class Stage {
            let clock = SimulationClock.shared
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let root = UIViewController()
            var mark = 0

            init() { window.rootViewController = root }

            func settle() { clock.runUntilIdle(limit: 15) }

            func since() -> String {
                let records = PresentationLog.records(since: mark).map { record in
                    record.phase + " " + (record.completions == [true] ? "completed" : record.completions == [false] ? "cancelled" : "\\(record.completions)")
                }
                mark = PresentationLog.count
                return "[" + records.joined(separator: ", ") + "]"
            }

            func frame(of view: UIView) -> CGRect {
                let layer = view.layer.presentation() ?? view.layer
                return CGRect(
                    x: layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                    y: layer.position.y - layer.anchorPoint.y * layer.bounds.height,
                    width: layer.bounds.width, height: layer.bounds.height)
            }

            func shadowOpacity(of view: UIView) -> Double {
                Double((view.layer.presentation() ?? view.layer).shadowOpacity)
            }

            func dimming(of controller: UIViewController?) -> Double {
                guard let controller else { return -1 }
                let view = controller.presentationController?.containerView?.subviews.first { $0 !== controller.view }
                guard let layer = view?.layer else { return -1 }
                return Double((layer.presentation() ?? layer).opacity)
            }
        }

        @main struct Scenario {
            @MainActor static func main() {
                let stage = Stage()
                let menu = EdgeMenuTransition()
                var made: UIViewController?
                menu.attachInteractivePresentation(to: stage.root.view, from: stage.root) {
                    let controller = UIViewController()
                    made = controller
                    return controller
                }
                let edge = stage.root.view.gestureRecognizers?.compactMap { $0 as? UIScreenEdgePanGestureRecognizer }.first
                print("gesture=\\(edge.map { "UIScreenEdgePanGestureRecognizer \\($0.edges == .left ? "left" : "other")" } ?? "none")")
                guard let pan = edge else { return }

                func swipe(_ key: String, holding travels: [CGFloat], release: CGFloat, velocity: CGFloat) {
                    pan.simulatedTranslation = .zero
                    pan.simulatedVelocity = CGPoint(x: 100, y: 0)
                    pan.simulate(.began)
                    for travel in travels {
                        stage.clock.advance(to: stage.clock.now + 0.1)
                        pan.simulatedTranslation = CGPoint(x: travel, y: 0)
                        pan.simulate(.changed)
                        stage.clock.advance(to: stage.clock.now + 0.1)
                        if let view = made?.view {
                            print("\\(key).\\(Int(travel)).maxX=\\(stage.frame(of: view).maxX)")
                            print("\\(key).\\(Int(travel)).dimming=\\(stage.dimming(of: made))")
                            print("\\(key).\\(Int(travel)).shadowOpacity=\\(stage.shadowOpacity(of: view))")
                        }
                    }
                    let started = PresentationLog.records(since: stage.mark).map { "\\($0.phase) \\($0.completions)" }
                    print("\\(key).whileDown=\\(started)")
                    pan.simulatedTranslation = CGPoint(x: release, y: 0)
                    pan.simulate(.changed)
                    pan.simulatedVelocity = CGPoint(x: velocity, y: 0)
                    pan.simulate(.ended)
                    stage.settle()
                }
                func report(_ key: String) {
                    print("\\(key).transitions=\\(stage.since())")
                    if let view = made?.view { print("\\(key).minX=\\(stage.frame(of: view).minX)") }
                    print("\\(key).onScreen=\\(made?.viewIfLoaded?.window != nil)")
                    print("\\(key).dimming=\\(stage.dimming(of: made))")
                    if let view = made?.view { print("\\(key).shadowOpacity=\\(stage.shadowOpacity(of: view))") }
                }

                swipe("drag", holding: [60, 150, 240], release: 240, velocity: 0)
                report("past")
                made?.dismiss(animated: false)
                stage.settle()
                _ = stage.since()

                swipe("shortDrag", holding: [60], release: 60, velocity: 0)
                report("short")

                swipe("flingDrag", holding: [60], release: 60, velocity: 1500)
                report("fling")
            }
        }
        """
}
