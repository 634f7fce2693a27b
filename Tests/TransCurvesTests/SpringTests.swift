// Tests for Spring's closed forms: WebKit's spring() values, the initial conditions, and RK4 agreement.

import XCTest

@testable import TransCurves

final class SpringTests: XCTestCase {
    /// WebKit LayoutTests/animations/spring-function.html: spring(1 100 10 0) moving left from
    /// 0 to 500 px over 1 s.
    func testWebKitSpringFunction() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        XCTAssertEqual(500 * spring.progress(at: 0.25), 512, accuracy: 5)
        XCTAssertEqual(500 * spring.progress(at: 0.5), 537, accuracy: 5)
        XCTAssertEqual(500 * spring.progress(at: 0.75), 487, accuracy: 5)
    }

    func testNaturalFrequencyAndDampingRatio() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 10, initialVelocity: 0)
        XCTAssertEqual(spring.naturalFrequency, 5, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
    }

    /// x(0) = 1 and x'(0) = −v (central difference) in every regime.
    func testStartsAtOneWithVelocityTowardTheTarget() {
        for spring in Self.springs {
            XCTAssertEqual(spring.displacement(at: 0), 1, accuracy: 1e-12, "\(spring)")
            XCTAssertEqual(spring.progress(at: 0), 0, accuracy: 1e-12, "\(spring)")
            let h = 1e-6
            let slope = (spring.displacement(at: h) - spring.displacement(at: -h)) / (2 * h)
            XCTAssertEqual(
                slope, -spring.initialVelocity, accuracy: 1e-6 * max(1, abs(spring.initialVelocity)), "\(spring)")
        }
    }

    /// The closed forms against m x'' + c x' + k x = 0 integrated by RK4 (step 1e-4 s).
    func testClosedFormsMatchNumericalIntegration() {
        for spring in Self.springs {
            let integration = OscillatorIntegration(spring: spring, step: 1e-4)
            for sample in integration.samples(every: 0.01, until: 3) {
                XCTAssertEqual(
                    spring.displacement(at: sample.time), sample.displacement, accuracy: 1e-7,
                    "\(spring) τ = \(sample.time)")
            }
        }
    }

    /// Just inside the critical band (|ζ − 1| < 1e-9) and just outside it on either side, the
    /// three closed forms give the same motion.
    func testCriticalBandJoinsBothNeighbours() {
        for velocity in [-8.0, 0, 12, 60] {
            let inside = Self.spring(dampingRatio: 1 + 5e-10, naturalFrequency: 12, velocity: velocity)
            let under = Self.spring(dampingRatio: 1 - 2e-9, naturalFrequency: 12, velocity: velocity)
            let over = Self.spring(dampingRatio: 1 + 2e-9, naturalFrequency: 12, velocity: velocity)
            XCTAssert(inside.isCriticallyDamped)
            XCTAssertFalse(under.isCriticallyDamped)
            XCTAssertFalse(over.isCriticallyDamped)
            for time in stride(from: 0.0, through: 2, by: 0.01) {
                XCTAssertEqual(under.displacement(at: time), inside.displacement(at: time), accuracy: 1e-6)
                XCTAssertEqual(over.displacement(at: time), inside.displacement(at: time), accuracy: 1e-6)
            }
        }
    }

    func testProgressIsOneMinusDisplacementAndOvershoots() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        for time in stride(from: 0.0, through: 2, by: 0.05) {
            XCTAssertEqual(spring.progress(at: time), 1 - spring.displacement(at: time))
        }
        XCTAssertGreaterThan(spring.progress(at: 0.5), 1)
    }

    /// A spring with ω₀ and ζ given, unit mass.
    static func spring(dampingRatio: Double, naturalFrequency: Double, velocity: Double) -> Spring {
        Spring(
            mass: 1, stiffness: naturalFrequency * naturalFrequency,
            damping: 2 * dampingRatio * naturalFrequency, initialVelocity: velocity)
    }

    /// Under-, critically and over-damped springs, with velocities away from, at rest and
    /// toward (even past) the target, and a heavy one.
    static let springs: [Spring] =
        [0.05, 0.3, 0.7, 0.999, 1, 1.001, 1.5, 4].flatMap { ζ in
            [-10.0, 0, 5, 40].map { v in spring(dampingRatio: ζ, naturalFrequency: 9, velocity: v) }
        } + [Spring(mass: 3, stiffness: 200, damping: 12, initialVelocity: 2)]
}
