// The overshoot rule's sampling of a curve stops early on an oscillating spring; the range it
// finds must be the one every sample gives, bit for bit.
import TransCurves
import XCTest

@testable import TransChecker
@testable import TransModel

final class ProgressRangeTests: XCTestCase {
    /// Every one of the 1 999 samples, as the rule took them before it stopped early.
    private func everySample(_ curve: TimingCurve, duration: Double) -> ClosedRange<Double> {
        var low = 0.0, high = 1.0
        for step in 1..<2000 {
            let progress = curve.progress(elapsed: duration * Double(step) / 2000, duration: duration)
            low = min(low, progress)
            high = max(high, progress)
        }
        return low...high
    }

    private func assertSameRange(_ curve: TimingCurve, duration: Double, line: UInt = #line) {
        let found = OvershootThroughZero.progressRange(of: curve, duration: duration)
        let expected = everySample(curve, duration: duration)
        XCTAssertEqual(
            found.lowerBound.bitPattern, expected.lowerBound.bitPattern, "\(curve) over \(duration)", line: line)
        XCTAssertEqual(
            found.upperBound.bitPattern, expected.upperBound.bitPattern, "\(curve) over \(duration)", line: line)
    }

    /// Lightly to heavily damped, critically damped and overdamped springs, at rest or thrown
    /// either way, over short and long durations.
    func testSpringsGiveTheRangeOfEverySample() {
        for ratio in [0.02, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 1, 1.5] {
            for (mass, stiffness) in [(1.0, 100.0), (3.0, 800.0)] {
                for velocity in [-20.0, -2, 0, 0.3, 5, 20] {
                    let damping = ratio * 2 * (mass * stiffness).squareRoot()
                    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
                    for duration in [0.2, 0.55, 1.5] {
                        assertSameRange(.spring(spring), duration: duration)
                    }
                }
            }
        }
    }

    func testBeziersGiveTheRangeOfEverySample() {
        for controlPoints in [(0.25, 0.1, 0.25, 1.0), (0.68, -0.55, 0.27, 1.55), (0.5, 1.8, 0.5, -0.8)] {
            let curve = CubicBezier(
                x1: controlPoints.0, y1: controlPoints.1, x2: controlPoints.2, y2: controlPoints.3)
            assertSameRange(.bezier(curve), duration: 0.4)
        }
    }

    /// A size whose ends are equal keeps its value, so the rule finds nothing there without
    /// sampling the curve (a sliding sheet: `samples/card.trans`); one that changes is sampled.
    func testOnlyQuantitiesThatChangeSampleTheCurve() {
        let context = CheckContext(deploymentTarget: .oldestSupported)
        let bouncy = Curve(UIKitSpringCurve(dampingRatio: 0.3, velocity: 0))
        let timing = Timing(delay: 0, duration: 0.55, curve: bouncy, durationIsWritten: true)
        func frame(y: Double, height: Double) -> TrackValue {
            .frame(.rect(x: .constant(0), y: .constant(y), width: .constant(300), height: .constant(height)))
        }
        let slide = OvershootThroughZero.find(
            .frame, from: frame(y: -600, height: 400), to: frame(y: 80, height: 400), timing: timing,
            finalFrame: .container, context: context)
        XCTAssertNil(slide)
        XCTAssertTrue(context.progressRanges.isEmpty)
        let shrink = OvershootThroughZero.find(
            .frame, from: frame(y: 0, height: 400), to: frame(y: 0, height: 10), timing: timing,
            finalFrame: .container, context: context)
        XCTAssertEqual(shrink?.quantity, "frame's height")
        XCTAssertEqual(context.progressRanges.count, 1)
    }
}
