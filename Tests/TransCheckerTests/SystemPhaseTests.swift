// A phase with no animator is UIKit's default for its `system` style: approximate, 0.5 s
// easeInOut; coverVertical slides, crossDissolve fades, the flip and the curl have no tracks.
import TransModel
import XCTest

final class SystemPhaseTests: XCTestCase {
    private let systemTiming = Timing(delay: 0, duration: 0.5, curve: .easeInOut, durationIsWritten: true)
    private let offscreenBottom = FrameExpression.rect(
        x: .component(.final, .x), y: .container(.height), width: .component(.final, .width),
        height: .component(.final, .height))

    func testCoverVerticalIsTheDefault() throws {
        let sheet = try transition("BottomSheet", in: try corpusSource("spec/valid/bottom-sheet.trans"))
        for phase in [sheet.present, sheet.dismiss] {
            XCTAssertTrue(phase.isApproximate)
            XCTAssertEqual(phase.origin, .system(.coverVertical))
            XCTAssertEqual(phase.timing, systemTiming)
            XCTAssertEqual(phase.track(.presented, .frame)?.timing, systemTiming)
        }
        XCTAssertEqual(
            sheet.present.track(.presented, .frame)?.animation, .fromTo(.frame(offscreenBottom), .frame(.final)))
        XCTAssertEqual(
            sheet.dismiss.track(.presented, .frame)?.animation, .fromTo(.frame(.final), .frame(offscreenBottom)))
        XCTAssertEqual(sheet.present.duration, 0.5)
    }

    func testCrossDissolveFadesThePresentedView() throws {
        let fade = try transition(
            "Fade",
            in: """
                transition Fade {
                    style: overFullScreen
                    system: crossDissolve
                }
                """)
        XCTAssertEqual(fade.systemAnimation, .crossDissolve)
        XCTAssertEqual(fade.present.origin, .system(.crossDissolve))
        XCTAssertEqual(
            fade.present.track(.presented, .alpha)?.animation, .fromTo(.scalar(.constant(0)), .scalar(.constant(1))))
        XCTAssertEqual(
            fade.dismiss.track(.presented, .alpha)?.animation, .fromTo(.scalar(.constant(1)), .scalar(.constant(0))))
        XCTAssertEqual(fade.dismiss.timing, systemTiming)
    }

    func testTheFlipAndTheCurlHaveNoTracks() throws {
        let flip = try transition("Flip", in: try corpusSource("spec/valid/drop-down.trans"))
        let curl = try transition("Curl", in: "transition Curl {\n    style: fullScreen\n    system: partialCurl\n}\n")
        for phase in [flip.present, flip.dismiss, curl.present, curl.dismiss] {
            XCTAssertTrue(phase.isApproximate)
            XCTAssertEqual(phase.targets, [])
            XCTAssertEqual(phase.timing, systemTiming)
        }
        XCTAssertEqual(flip.present.origin, .system(.flipHorizontal))
        XCTAssertEqual(curl.dismiss.origin, .system(.partialCurl))
    }

    func testAWrittenPhaseBesideASystemOneIsExact() throws {
        let half = try transition(
            "Half",
            in: """
                transition Half {
                    style: custom
                    present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
                }
                """)
        XCTAssertFalse(half.present.isApproximate)
        XCTAssertTrue(half.dismiss.isApproximate)
        XCTAssertEqual(half.dismiss.origin, .system(.coverVertical))
    }
}
