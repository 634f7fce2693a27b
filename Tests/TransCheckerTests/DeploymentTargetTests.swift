// `--deployment-target`: spring(duration:bounce:) needs iOS 17; older targets make it an error.
import TransModel
import TransTestSupport
import XCTest

final class DeploymentTargetTests: XCTestCase {
    private let source = """
        transition Bouncy {
            style: custom
            present {
                curve: spring(duration: 0.5s, bounce: 0.2)
                animate presented { alpha: 0 -> 1 }
            }
        }
        """

    func testIOS15RejectsTheBounceSpring() {
        let checked = check(source, deploymentTarget: DeploymentTarget(major: 15, minor: 0))
        XCTAssertEqual(ids(checked.diagnostics), ["sema.availability"])
        XCTAssertEqual(
            checked.diagnostics.first?.message,
            "'spring(duration:bounce:)' requires iOS 17.0 or later; the deployment target is 15.0 "
                + "(raise it with '--deployment-target 17')")
    }

    func testJustBelowSeventeenRejectsIt() throws {
        let target = try XCTUnwrap(DeploymentTarget(parsing: "16.4"))
        let checked = check(source, deploymentTarget: target)
        XCTAssertEqual(
            checked.diagnostics.map(\.message),
            [
                "'spring(duration:bounce:)' requires iOS 17.0 or later; the deployment target is 16.4 "
                    + "(raise it with '--deployment-target 17')"
            ])
    }

    func testIOS17AcceptsItAndTheSpringTimesThePhase() throws {
        for spelling in ["17", "17.0", "18.2"] {
            let target = try XCTUnwrap(DeploymentTarget(parsing: spelling))
            let bouncy = try transition("Bouncy", in: source, deploymentTarget: target)
            XCTAssertEqual(
                bouncy.present.timing.curve, .bounceSpring(duration: 0.5, bounce: 0.2, velocity: 0), spelling)
            XCTAssertFalse(bouncy.present.timing.durationIsWritten, spelling)
            let settling = try XCTUnwrap(bouncy.present.timing.curve.selfTimedSpring).settlingTime
            XCTAssertEqual(bouncy.present.timing.duration, settling, spelling)
            XCTAssertGreaterThan(settling, 0.5, spelling)
        }
    }

    func testOtherSpringsNeedNoNewerTarget() {
        let checked = check(
            """
            transition Springs {
                style: custom
                present { duration: 1s, curve: spring(damping: 0.5), animate presented { alpha: 0 -> 1 } }
                dismiss { curve: spring(stiffness: 100, damping: 20), animate presented { alpha: 1 -> 0 } }
            }
            """)
        XCTAssertEqual(checked.diagnostics, [])
    }
}
