// The plots and the resolved numbers: overshoot drawn, held components named, marks, springs' physics.
import TransCurves
import TransModel
import TransTimeline
import XCTest

@testable import TransPreview

final class PreviewPlotTests: XCTestCase {
    private func sampled(_ values: [[Double]], property: Property = .frame) -> TrackTimeline {
        TrackTimeline(
            target: .presented, property: property,
            samples: values.enumerated().map { Sample(time: Double($0.offset) * 0.25, values: $0.element) })
    }

    func testTheRangeIsTheSamplesOwnSoAnOvershootIsDrawnPastTheFinalValue() {
        let plot = TrackPlot(
            track: sampled([[0, -100, 50, 80], [0, 20, 50, 80], [0, 12, 50, 80], [0, 10, 50, 80], [0, 10, 50, 80]]),
            phaseDuration: 1, markedTimes: [])
        XCTAssertEqual(plot.drawnComponents, [1])
        XCTAssertEqual(plot.valueRange.low, -100)
        XCTAssertEqual(plot.valueRange.high, 20)
        let lines = plot.lines()
        XCTAssertTrue(
            lines.contains { $0.contains(">presented.frame · held: x 0, width 50, height 80</text>") }, "\(lines)")
        // y runs 18 (at 20) to 110 (at −100): the final 10 lies below the overshoot's top.
        XCTAssertTrue(
            lines.contains(
                "<polyline class=\"component\" data-component=\"1\" fill=\"none\" stroke=\"#d8420a\" stroke-width=\"1.5\" "
                    + "points=\"48,110 113.5,18 179,24.13 244.5,25.67 310,25.67\"/>"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("<line class=\"final\" x1=\"48\" y1=\"25.67\"") })
        XCTAssertEqual(lines.filter { $0.hasPrefix("<polyline") }.count, 1)
    }

    /// A plot reads its track's samples once: every point's height used to work the whole track's
    /// range out again, so a long phase's plot was quadratic in its samples (FuzzTimeline found it:
    /// `samples/card.trans` with a 5.55 s dismissal took 12 s to preview under the sanitizer).
    /// Four moving components of 5 000 samples would have built 10^8 samples that way.
    func testALongTrackIsPlottedInOnePassOverItsSamples() {
        let count = 5_000
        let values: [[Double]] = (0..<count).map { index in
            let value = Double(index)
            return [value, -value, value / 2, Double(index % 7)]
        }
        let plot = TrackPlot(track: sampled(values), phaseDuration: Double(count) * 0.25, markedTimes: [])
        let polylines = plot.lines().filter { $0.hasPrefix("<polyline") }
        XCTAssertEqual(polylines.count, 4)
        for line in polylines { XCTAssertEqual(line.filter { $0 == "," }.count, count, "a point per sample") }
    }

    func testAnglesArePlottedInDegreesAndAStillTrackGetsARange() {
        let turn = TrackPlot(
            track: sampled([[0], [-Double.pi / 2]], property: .rotationY), phaseDuration: 0.25, markedTimes: [])
        XCTAssertEqual(turn.valueRange.low, -90, accuracy: 1e-9)
        XCTAssertTrue(turn.lines().contains { $0.contains(">presented.rotationY (°)</text>") })
        let still = TrackPlot(track: sampled([[0.4], [0.4]], property: .alpha), phaseDuration: 0.25, markedTimes: [])
        XCTAssertEqual(still.valueRange.low, -0.6, accuracy: 1e-12)
        XCTAssertEqual(still.valueRange.high, 1.4, accuracy: 1e-12)
    }

    func testTheTracksStartEndAndKeyTimesAreMarkedInsideThePhase() {
        let keyframes = Track(
            target: .presented, property: .alpha,
            animation: .keyframes(
                mode: .linear, times: [0, 0.5, 1],
                values: [.scalar(.constant(0)), .scalar(.constant(1)), .scalar(.constant(0))]),
            timing: Timing(delay: 0.2, duration: 0.4, curve: .linear, durationIsWritten: true))
        let plot = TrackPlot(sampled([[0], [0], [1], [0], [0]], property: .alpha), track: keyframes, phaseDuration: 1)
        XCTAssertEqual(plot.markedTimes, [0.2, 0.6000000000000001, 0.2, 0.4, 0.6000000000000001])
        let marks = plot.lines().filter { $0.hasPrefix("<line class=\"mark\"") }
        // 0.2 s and 0.6 s twice each, and 0.4 s: x = 48 + t · 262.
        XCTAssertEqual(
            marks.map { $0.components(separatedBy: "\"")[3] }, ["100.4", "205.2", "100.4", "152.8", "205.2"])
        XCTAssertEqual(plot.lines().filter { $0.hasPrefix("<line class=\"phase-end\" x1=\"310\"") }.count, 1)
    }

    func testTheNumbersOfASpringAreTheOscillatorTheTimelineSamples() {
        let timing = Timing(
            delay: 0.1, duration: 0.55, curve: .uiKitSpring(dampingRatio: 0.7, velocity: 0.3), durationIsWritten: true)
        let phase = PreviewFixtures.phase(
            .present,
            [
                AnimatedTarget(
                    target: .presented, anchor: nil,
                    tracks: [
                        Track(
                            target: .presented, property: .y,
                            animation: .fromTo(PreviewFixtures.number(0), PreviewFixtures.number(10)), timing: timing)
                    ])
            ],
            dimmingFade: PreviewFixtures.track(.dimming, .alpha, PreviewFixtures.number(0), PreviewFixtures.number(0.4))
        )
        let spring = Spring.uiKit(dampingRatio: 0.7, initialVelocity: 0.3, duration: 0.55)
        let rows = PhaseNumbers.rows(phase)
        XCTAssertEqual(
            rows,
            [
                [
                    "presented.y", "spring(damping: 0.7, velocity: 0.3)", "0.1 s", "0.55 s",
                    PreviewNumber.rounded(spring.stiffness),
                    "\(PreviewNumber.rounded(spring.damping)) (ratio 0.7)",
                    "\(PreviewNumber.rounded(spring.settlingTime)) s",
                ],
                ["dimming.alpha", "easeInOut", "0 s", "0.5 s", "–", "–", "–"],
            ])
        // ω₀ = ln(1000 / √(1 − 0.7²)) / (0.7 · 0.55) ≈ 18.817: k = ω₀² ≈ 354.07.
        XCTAssertEqual(rows[0][4], "354.068")
        XCTAssertEqual(PhaseNumbers.finalFrame(Rect(x: 35, y: 80, width: 323, height: 692)), "35, 80, 323 × 692 pt")
        XCTAssertEqual(
            PhaseNumbers.curveName(.cubicBezier(CubicBezier(x1: 0.2, y1: 1.4, x2: 0.4, y2: 1))),
            "cubicBezier(0.2, 1.4, 0.4, 1)")
    }

    func testThePageHasAPlotPerTrackAndATableOfNumbersPerPhase() {
        let page = PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.fade(), PreviewFixtures.pageFlip]))
        // Fade: alpha and the dimming fade in each phase; PageFlip: rotationY, shade, the tag's
        // scale, then the cover-vertical frame.
        XCTAssertEqual(occurrences(of: "<svg class=\"plot\"", in: page), 8)
        XCTAssertTrue(
            page.contains(
                "<svg class=\"plot\" viewBox=\"0 0 320 132\" data-phase=\"0\" data-track=\"0\" data-area=\"48 310\" "
                    + "data-unit-scale=\"57.29577951308232\" data-components=\"rotationY\" role=\"img\" "
                    + "aria-label=\"presenting.rotationY against time\">"))
        XCTAssertTrue(
            page.contains(
                "data-components=\"x y width height\" role=\"img\" aria-label=\"presented.frame against time\""))
        XCTAssertEqual(occurrences(of: "<table class=\"numbers\">", in: page), 4)
        XCTAssertTrue(page.contains("<h3>present · final frame 20, 100, 300 × 400 pt</h3>"))
        for mode in ["outline", "trail", "loop"] {
            XCTAssertEqual(occurrences(of: "data-mode=\"\(mode)\" aria-pressed=\"false\"", in: page), 2, mode)
        }
        XCTAssertTrue(page.contains("<p class=\"message\" role=\"alert\" hidden=\"\"></p>"))
    }

    /// `relayout: false` is said beside the final frame: the view stays where the animator lands it.
    func testRelayoutFalseIsSaidBesideTheFinalFrame() {
        var kept = PreviewFixtures.fade()
        kept.presentation?.relayout = false
        let page = PreviewFixtures.page(PreviewFixtures.program([kept]))
        XCTAssertTrue(page.contains("<h3>present · final frame 20, 100, 300 × 400 pt · relayout: false</h3>"))
        XCTAssertFalse(
            PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.fade()])).contains("relayout"))
    }
}
