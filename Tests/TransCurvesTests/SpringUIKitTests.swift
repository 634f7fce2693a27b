// Tests for Spring.uiKit: the duration-based spring settles to 0.001 of the distance at its duration.

import XCTest

@testable import TransCurves

final class SpringUIKitTests: XCTestCase {
    func testCriticalSettlingExponentSolvesItsEquation() {
        let u = Spring.criticalSettlingExponent
        XCTAssertEqual((1 + u) * exp(-u), 0.001, accuracy: 1e-15)
        XCTAssertEqual(u, 9.233413, accuracy: 1e-6)
    }

    func testUnitMassAndTheGivenDampingRatio() {
        for ζ in [0.1, 0.5, 0.9, 0.999, 1] {
            let spring = Spring.uiKit(dampingRatio: ζ, initialVelocity: 3, duration: 0.6)
            XCTAssertEqual(spring.mass, 1)
            XCTAssertEqual(spring.dampingRatio, ζ, accuracy: 1e-12)
            XCTAssertEqual(spring.initialVelocity, 3)
            XCTAssertEqual(spring.damping, 2 * ζ * spring.naturalFrequency, accuracy: 1e-12)
        }
    }

    /// Below the cap the envelope e^(−ζω₀d)/√(1−ζ²) is exactly 0.001 at d; above it (ζ close
    /// to 1) ζω₀d = u. Either way |x(τ)| ≤ 0.001 from d on.
    func testSettlesToAThousandthAtTheDuration() {
        let duration = 0.5
        for ζ in stride(from: 0.05, through: 1, by: 0.0025) + [0.996, 0.9999, 1] {
            let spring = Spring.uiKit(dampingRatio: ζ, initialVelocity: 0, duration: duration)
            let ω0 = spring.naturalFrequency
            let envelopeDecay = log(1000 / (1 - ζ * ζ).squareRoot())
            if envelopeDecay < Spring.criticalSettlingExponent {
                let envelope = exp(-ζ * ω0 * duration) / (1 - ζ * ζ).squareRoot()
                XCTAssertEqual(envelope, 0.001, accuracy: 1e-12, "ζ = \(ζ)")
                XCTAssertEqual(spring.settlingTime, duration, accuracy: 1e-9, "ζ = \(ζ)")
            } else {
                XCTAssertEqual(ζ * ω0 * duration, Spring.criticalSettlingExponent, accuracy: 1e-9, "ζ = \(ζ)")
            }
            for time in stride(from: duration, through: 3 * duration, by: duration / 500) {
                XCTAssertLessThanOrEqual(abs(spring.displacement(at: time)), 0.001 + 1e-12, "ζ = \(ζ) τ = \(time)")
            }
        }
    }

    func testCriticalSpringHasAThousandthLeftAtTheDuration() {
        let spring = Spring.uiKit(dampingRatio: 1, initialVelocity: 0, duration: 0.35)
        XCTAssertEqual(spring.displacement(at: 0.35), 0.001, accuracy: 1e-12)
        XCTAssertEqual(spring.settlingTime, 0.35, accuracy: 1e-9)
    }
}
