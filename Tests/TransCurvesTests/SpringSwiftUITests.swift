// Tests for Spring.swiftUI: Apple's documented duration/bounce mapping.

import TransCurves
import XCTest

final class SpringSwiftUITests: XCTestCase {
    /// Apple's SwiftUI `Spring` documentation: duration 0.5, bounce 0.3 is stiffness 157.9,
    /// damping 17.6.
    func testAppleDocumentedExample() {
        let spring = Spring.swiftUI(duration: 0.5, bounce: 0.3, initialVelocity: 0)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
    }

    /// Bounce 0 is critically damped, positive bounce is ζ = 1 − b, negative is ζ = 1/(1 + b);
    /// the duration is the period 2π/ω₀ of the undamped spring.
    func testBounceIsTheDampingRatiosDistanceFromCritical() {
        for duration in [0.25, 0.5, 1.2] {
            for bounce in [-0.9, -0.5, -0.1, 0, 0.1, 0.3, 0.7, 0.95] {
                let spring = Spring.swiftUI(duration: duration, bounce: bounce, initialVelocity: 2)
                let expectedRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
                XCTAssertEqual(spring.dampingRatio, expectedRatio, accuracy: 1e-12, "b = \(bounce)")
                XCTAssertEqual(2 * Double.pi / spring.naturalFrequency, duration, accuracy: 1e-12)
                XCTAssertEqual(spring.initialVelocity, 2)
            }
        }
    }
}
