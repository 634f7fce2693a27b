// Every curve kind's declaration agrees with itself: what `spelled` writes, the checker reads
// back through `syntax` as the same curve, and UIKit has a spelling for it. A new kind in
// `Curve.kinds` is covered without a line here.
import TransModel
import XCTest

final class CurveDeclarationTests: XCTestCase {
    /// A value inside `bound`, so that `make` accepts it; the `index`th positive one of a
    /// call differs from the others (a physical spring of mass 1, stiffness 300, damping 30
    /// settles in well under the checker's limit).
    private static func sample(within bound: Bound?, index: Int) -> Double {
        switch bound {
        case .positive: [1, 300, 30][index % 3]
        case .duration: 0.4
        case .bounce: 0.25
        case nil: -0.5
        default: 0.75
        }
    }

    /// One curve per way of writing one, from its declaration.
    private static var samples: [Curve] {
        Curve.syntax.compactMap { syntax in
            switch syntax {
            case .name(_, let curve, _): curve
            case .call(let call):
                call.make(
                    CurveArguments(
                        Dictionary(
                            uniqueKeysWithValues: call.parameters.enumerated().map {
                                ($1.name, sample(within: $1.bound, index: $0))
                            })))
            }
        }
    }

    func testEveryDeclaredCurveReadsBackAsItsSpelling() throws {
        let samples = Self.samples
        XCTAssertEqual(samples.count, Curve.syntax.count)
        for curve in samples {
            let spelling = curve.spelled(number: { "\($0)" }, seconds: { "\($0)s" })
            // A spring that sets its own duration takes none.
            let duration = curve.selfTimedSpring == nil ? "duration: 0.5s" : ""
            let resolved = try transition(
                "T",
                in: """
                    transition T {
                        style: custom
                        present {
                            \(duration)
                            curve: \(spelling)
                            animate presented { alpha: 0 -> 1 }
                        }
                    }
                    """, deploymentTarget: DeploymentTarget(major: 17, minor: 0))
            XCTAssertEqual(resolved.present.timing.curve, curve, spelling)
        }
    }

    func testEveryDeclaredCurveHasAUIKitSpelling() {
        for curve in Self.samples {
            let uiKit = curve.uiKit(number: { "\($0)" }, velocity: { "\($0)" })
            let spelling = curve.spelled(number: { "\($0)" })
            XCTAssertEqual(uiKit.timingParameters.last?.condition, .some(nil), spelling)
            XCTAssertEqual(uiKit.isSpring, curve.isSpring, spelling)
            // Core Animation runs a spring as a CASpringAnimation, anything else on a timing function.
            XCTAssertEqual(uiKit.mediaTimingFunction == nil, curve.isSpring, spelling)
        }
    }
}
