// Tests for CubicBezier: Chromium's published values, a Float80 reference, and the solver's tolerance.

import XCTest

@testable import TransCurves

final class CubicBezierTests: XCTestCase {
    /// Chromium ui/gfx/geometry/cubic_bezier_unittest.cc, CubicBezierTest.Basic.
    func testChromiumBasic() {
        let curve = CubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
        let expected: [(Double, Double)] = [
            (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235),
            (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238),
            (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021),
            (0.9, 0.96021), (0.95, 0.98863), (1, 1),
        ]
        for (x, y) in expected {
            XCTAssertEqual(curve.progress(at: x), y, accuracy: 1.5e-4, "x = \(x)")
        }
        XCTAssertEqual(CubicBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 1).progress(at: 0.5), 0.875)
        XCTAssertEqual(CubicBezier(x1: 0.5, y1: 2, x2: 0.5, y2: 2).progress(at: 0.5), 1.625)
        XCTAssertEqual(CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: -1).progress(at: 0.5), -0.625)
    }

    /// Chromium ui/gfx/geometry/cubic_bezier_unittest.cc, CubicBezierTest.UnclampedYValues.
    func testChromiumUnclampedYValues() {
        let curve = CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
        let expected: [(Double, Double)] = [
            (0, 0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
            (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.5), (0.55, 0.69651),
            (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232), (0.8, 1.20651),
            (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954), (1, 1),
        ]
        for (x, y) in expected {
            XCTAssertEqual(curve.progress(at: x), y, accuracy: 1.5e-4, "x = \(x)")
        }
    }

    func testNamedCurvesAreCoreAnimations() {
        XCTAssertEqual(CubicBezier.linear, CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(CubicBezier.easeIn, CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(CubicBezier.easeOut, CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(CubicBezier.easeInOut, CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            XCTAssertEqual(CubicBezier.linear.progress(at: x), x, accuracy: 1e-12)
        }
    }

    func testEndsAreExactAndInputIsClamped() {
        for curve in Self.curves {
            XCTAssertEqual(curve.progress(at: 0), 0)
            XCTAssertEqual(curve.progress(at: 1), 1)
            XCTAssertEqual(curve.progress(at: -0.5), 0)
            XCTAssertEqual(curve.progress(at: 3), 1)
        }
    }

    /// 1e-6 against the Float80 bisection reference, on a fine grid and near both ends.
    func testAgreesWithHighPrecisionReference() {
        let grid = (1..<1000).map { Double($0) / 1000 }
        let nearEnds = [1e-12, 1e-9, 1e-6, 1e-4].flatMap { [$0, 1 - $0] }
        for curve in Self.curves {
            let reference = HighPrecisionBezier(curve: curve)
            for x in grid + nearEnds {
                XCTAssertEqual(curve.progress(at: x), reference.progress(at: x), accuracy: 1e-6, "\(curve) x = \(x)")
            }
        }
    }

    /// Where x'(s) vanishes at Newton's starting guess s = x, or the curve is vertical at an
    /// end, bisection has to finish the job; the answer must still be the reference's.
    func testSteepCurvesWhereNewtonFails() {
        let cases: [(CubicBezier, [Double])] = [
            (CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1), [0.5, 0.5 + 1e-9, 0.5 - 1e-7, 0.49, 0.51]),
            (CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), [1e-10, 1e-7, 0.001, 0.999, 1 - 1e-7]),
            (CubicBezier(x1: 0, y1: 1, x2: 0, y2: 1), [1e-12, 1e-8, 1e-5, 0.01]),
            (CubicBezier(x1: 1, y1: 0, x2: 1, y2: 0), [0.99, 1 - 1e-5, 1 - 1e-8]),
        ]
        for (curve, xs) in cases {
            let reference = HighPrecisionBezier(curve: curve)
            for x in xs {
                XCTAssertEqual(curve.progress(at: x), reference.progress(at: x), accuracy: 1e-6, "\(curve) x = \(x)")
            }
        }
    }

    /// cubicBezier(1, 0, 0, 1) is vertical at x = ½ (x − ½ = 4(s − ½)³) and has the closed form
    /// s = ½ + ∛((x − ½)/4), y = 3s² − 2s³; a 60 fps sample lands on x = ½ exactly.
    func testVerticalInflectionAgainstClosedForm() {
        let curve = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        let nearMiddle = [0.5, 0.5 + 1e-15, 0.5 - 1e-12, 0.5 + 1e-9, 0.5 - 1e-6]
        for x in nearMiddle + (1..<200).map({ Double($0) / 200 }) {
            let s = 0.5 + cbrt((x - 0.5) / 4)
            XCTAssertEqual(curve.progress(at: x), 3 * s * s - 2 * s * s * s, accuracy: 1e-9, "x = \(x)")
        }
    }

    /// The contract: the parameter satisfies |x(s) − x| ≤ 1e-9 and lies in 0…1.
    func testSolvedParameterMeetsTheSpecTolerance() {
        for curve in Self.curves {
            let reference = HighPrecisionBezier(curve: curve)
            for x in stride(from: 0.0005, to: 1, by: 0.001) {
                let s = curve.solveParameter(forX: x)
                XCTAssert((0...1).contains(s))
                XCTAssertLessThanOrEqual(abs(Double(reference.x(Float80(s))) - x), 1e-9, "\(curve) x = \(x)")
            }
        }
    }

    func testMonotoneCurveGivesMonotoneProgress() {
        for curve in [CubicBezier.easeIn, .easeOut, .easeInOut, CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)] {
            var previous = 0.0
            for x in stride(from: 0.0, through: 1.0, by: 0.0005) {
                let y = curve.progress(at: x)
                XCTAssertGreaterThanOrEqual(y, previous)
                previous = y
            }
        }
    }

    /// Core Animation's named curves, Chromium's test curves and steep ones (x1 near 0, x2 near 1).
    static let curves: [CubicBezier] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        CubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1),
        CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2),
        CubicBezier(x1: 0.3, y1: 1.5, x2: 0.8, y2: 1.5),
        CubicBezier(x1: 0.4, y1: -0.8, x2: 0.7, y2: 1.7),
        CubicBezier(x1: 0.7, y1: -2, x2: 1, y2: -1.5),
        CubicBezier(x1: 0, y1: 4, x2: 1, y2: -3),
        CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0),
        CubicBezier(x1: 1, y1: 1, x2: 1, y2: 1),
        CubicBezier(x1: 0.001, y1: 1, x2: 0.999, y2: 0),
        CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
        CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        CubicBezier(x1: 0, y1: 0.8, x2: 0.05, y2: 1),
        CubicBezier(x1: 0.95, y1: 0, x2: 1, y2: 0.2),
    ]

    func testCurvesOnTheDiagonalAreExactlyTheIdentity() {
        for x in stride(from: 0.0, through: 1.0, by: 1.0 / 60) {
            XCTAssertEqual(CubicBezier.linear.progress(at: x), x)
            XCTAssertEqual(CubicBezier(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8).progress(at: x), x)
        }
    }
}
