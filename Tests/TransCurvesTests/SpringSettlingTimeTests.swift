// Tests for Spring.settlingTime: the envelope bound below ζ = 1, the last 0.001 crossing from ζ = 1.

import XCTest

@testable import TransCurves

final class SpringSettlingTimeTests: XCTestCase {
    /// ζ < 1: the envelope A e^(−ζω₀T) is 0.001 at T and bounds |x| from T on.
    func testUnderdampedEnvelopeBound() {
        for spring in SpringTests.springs where spring.dampingRatio < 1 - 1e-9 {
            let T = spring.settlingTime
            let ω0 = spring.naturalFrequency, ζ = spring.dampingRatio
            let ωd = ω0 * (1 - ζ * ζ).squareRoot()
            let amplitude = (1 + pow((ζ * ω0 - spring.initialVelocity) / ωd, 2)).squareRoot()
            XCTAssertEqual(amplitude * exp(-ζ * ω0 * T), 0.001, accuracy: 1e-12, "\(spring)")
            for time in stride(from: T, through: 3 * T, by: T / 2000) {
                XCTAssertLessThanOrEqual(abs(spring.displacement(at: time)), 0.001 + 1e-12, "\(spring) τ = \(time)")
            }
        }
    }

    /// ζ ≥ 1: |x(T)| = 0.001 and, on a fine grid well past T, never again that large.
    func testCriticalAndOverdampedLastCrossing() {
        let springs =
            SpringTests.springs.filter { $0.dampingRatio >= 1 - 1e-9 } + [
                SpringTests.spring(dampingRatio: 1, naturalFrequency: 10, velocity: 11),  // undershoot ≈ −2e-6
                SpringTests.spring(dampingRatio: 1, naturalFrequency: 10, velocity: 100),  // undershoot ≈ −3
                SpringTests.spring(dampingRatio: 2, naturalFrequency: 10, velocity: 80),
                SpringTests.spring(dampingRatio: 1.2, naturalFrequency: 10, velocity: -30),
                SpringTests.spring(dampingRatio: 30, naturalFrequency: 10, velocity: 0),
            ]
        for spring in springs {
            let T = spring.settlingTime
            XCTAssertEqual(abs(spring.displacement(at: T)), 0.001, accuracy: 1e-9, "\(spring)")
            XCTAssertGreaterThan(abs(spring.displacement(at: T - 1e-6)), 0.001, "\(spring)")
            for time in stride(from: T + 1e-6, through: 4 * T, by: T / 20000) {
                XCTAssertLessThan(abs(spring.displacement(at: time)), 0.001, "\(spring) τ = \(time)")
            }
        }
    }

    /// A velocity past the target whose undershoot never reaches −0.001: the last crossing is
    /// x = +0.001 on the way down, before x changes sign.
    func testSmallUndershootSettlesOnTheWayDown() {
        let spring = SpringTests.spring(dampingRatio: 1, naturalFrequency: 10, velocity: 11)
        XCTAssertEqual(spring.displacement(at: spring.settlingTime), 0.001, accuracy: 1e-9)
        XCTAssertLessThan(spring.displacement(at: 1.5), 0)
    }

    /// Critical at rest: (1 + ω₀T) e^(−ω₀T) = 0.001, so ω₀T is UIKit's u.
    func testCriticalAtRestMatchesUIKitExponent() {
        let spring = SpringTests.spring(dampingRatio: 1, naturalFrequency: 7, velocity: 0)
        XCTAssertEqual(spring.settlingTime * 7, Spring.criticalSettlingExponent, accuracy: 1e-8)
    }

    /// WebKit's spring(1 100 10 0): ζ = ½, ω₀ = 10, A = √(4/3), T = ln(1000 A)/5.
    func testWebKitSpringSettlingTime() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        XCTAssertEqual(spring.settlingTime, log(1000 * (4.0 / 3).squareRoot()) / 5, accuracy: 1e-12)
    }

    func testExtremeOverdampingStaysFinite() {
        // ω₀ = 1e150 and ζ = 5e149: x(τ) ≈ e^(−τ), so it settles at ln 1000.
        let stiff = Spring(mass: 1e-300, stiffness: 1, damping: 1, initialVelocity: 0)
        XCTAssertEqual(stiff.settlingTime, log(1000), accuracy: 1e-6)
        // ζ past 1e150 would overflow ζ²: the slow rate is k/c, so it settles after ~c/k · ln 1000.
        let viscous = Spring(mass: 1, stiffness: 100, damping: 1e300, initialVelocity: 0)
        XCTAssertGreaterThan(viscous.settlingTime, 1e290)
    }
}
