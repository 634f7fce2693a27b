// Tracks equal to one evaluated before share its values, and sharing never changes a number:
// every track of a program of near-identical transitions is held to a reference computed alone.

import TransCurves
import TransModel
import XCTest

@testable import TransTimeline

final class SharedSamplesTests: XCTestCase {
    /// A presented frame sliding up from 300 pt below its final frame.
    static let slideUp = TrackAnimation.fromTo(
        .frame(.offset(.final, dx: .constant(0), dy: .constant(300))), .frame(.final))

    /// The benchmark's shape (a frame, an alpha fade, a tag's keyframed scale, the dimming fade)
    /// with one thing changed per transition, so each track is shared or not for one reason.
    /// Every track ends at 0.5 s, so every phase has the same sample times.
    static func transition(
        _ name: String, final: FrameExpression = Fixtures.rect(20, 80, 353, 692),
        curve: Curve = .uiKitSpring(dampingRatio: 0.9, velocity: 0.1),
        alphaDelay: Double = 0, alphaFrom: Double = 0, scaleMode: KeyframeMode = .cubic, scaleCurve: Curve = .linear
    ) -> Transition {
        let timing = Fixtures.timing(curve, duration: 0.5)
        let scale = Track(
            target: .presentedTag(7), property: .scale,
            animation: .keyframes(mode: scaleMode, times: [0, 0.5, 1], values: [0.8, 1.1, 1].map(Fixtures.number)),
            timing: Fixtures.timing(scaleCurve, duration: 0.5))
        var alphaTiming = timing
        (alphaTiming.delay, alphaTiming.duration) = (alphaDelay, 0.5 - alphaDelay)
        let present = Fixtures.phase(
            .present,
            [
                Track(target: .presented, property: .frame, animation: slideUp, timing: timing),
                Fixtures.track(.alpha, Fixtures.number(alphaFrom), Fixtures.number(1), timing: alphaTiming), scale,
            ], timing: timing,
            dimmingFade: Fixtures.track(
                .alpha, Fixtures.number(0), Fixtures.number(0.6), timing: timing, target: .dimming))
        let presentation = Presentation(
            frame: final, removesPresentersView: false,
            dimming: Dimming(color: Color(red: 0, green: 0, blue: 0, alpha: 1), alpha: 0.6, tapToDismiss: true),
            cornerRadius: nil)
        return Fixtures.transition(
            name, present: present, dismiss: Fixtures.phase(.dismiss, []), presentation: presentation)
    }

    static let program = Fixtures.program([
        transition("Base"),
        transition("Same"),
        transition("OtherFinalFrame", final: Fixtures.rect(0, 100, 393, 752)),
        transition("OtherCurve", curve: .easeOut),
        transition("DelayedAlpha", alphaDelay: 0.25),
        transition("NegativeZeroAlpha", alphaFrom: -0.0),
        transition("PacedScale", scaleMode: .paced),
        transition(
            "SpringScale", scaleMode: .linear,
            scaleCurve: .physicalSpring(Spring(mass: 1, stiffness: 200, damping: 20, initialVelocity: 0))),
    ])

    /// `track`'s values computed alone, as LANGUAGE.md reads them: its progress at each of the
    /// phase's sample times, then FROM + p · (TO − FROM) (FROM at 0, TO at 1) or the keyframes at p.
    static func reference(_ track: Track, phaseEnd: Double, geometry: Geometry, fps: Int) -> [Double] {
        let timing = track.timing
        let curve = timing.curve.timingCurve(duration: timing.duration)
        return sampleTimes(end: phaseEnd, fps: fps).flatMap { time -> [Double] in
            let p =
                time <= timing.delay
                ? 0
                : time >= timing.delay + timing.duration
                    ? 1 : curve.progress(elapsed: time - timing.delay, duration: timing.duration)
            switch track.animation {
            case .fromTo(let from, let to):
                let from = geometry.evaluate(from), to = geometry.evaluate(to)
                return zip(from, to).map { p == 0 ? $0 : p == 1 ? $1 : $0 + p * ($1 - $0) }
            case .keyframes(let mode, let times, let values):
                return Keyframes(mode: mode, times: times, values: values.map(geometry.evaluate)).value(at: p)
            }
        }
    }

    func testEveryTrackIsItsReferenceBitForBit() {
        let options = TimelineOptions(fps: 60)
        let timeline = TimelineEvaluator.evaluate(Self.program, options: options)
        for (transition, evaluated) in zip(Self.program.transitions, timeline.transitions) {
            let geometry = Geometry(
                containerWidth: options.containerWidth, containerHeight: options.containerHeight,
                finalFrame: transition.finalFrame)
            let phase = transition.present
            let tracks = evaluated.phases[0].tracks
            XCTAssertEqual(tracks.count, phase.allTracks.count, transition.name)
            for (track, sampled) in zip(phase.allTracks, tracks) {
                let expected = Self.reference(track, phaseEnd: phase.duration, geometry: geometry, fps: options.fps)
                XCTAssertEqual(
                    sampled.values.map(\.bitPattern), expected.map(\.bitPattern), "\(transition.name) \(track.property)"
                )
            }
        }
    }

    /// Which tracks share storage with the first transition's: everything equal bit for bit,
    /// nothing else (a different final frame, curve, delay, −0, keyframe mode or scale curve).
    func testEqualTracksShareOneArrayAndOthersDoNot() {
        let timeline = TimelineEvaluator.evaluate(Self.program)
        func storage(_ transition: Int) -> [UnsafeRawPointer?] {
            timeline.transitions[transition].phases[0].tracks.map { track in
                track.values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            }
        }
        let base = storage(0)
        let shared = timeline.transitions.indices.dropFirst().map { index in zip(base, storage(index)).map { $0 == $1 }
        }
        XCTAssertEqual(
            shared,
            [
                [true, true, true, true],  // Same
                [false, true, true, true],  // OtherFinalFrame
                [false, false, true, false],  // OtherCurve
                [true, false, true, true],  // DelayedAlpha
                [true, false, true, true],  // NegativeZeroAlpha
                [true, true, false, true],  // PacedScale
                [true, true, false, true],  // SpringScale
            ])
    }

    /// `forEachTrack`, `trackCount` and `duration` read the tracks in place in `allTracks` order.
    func testAPhaseReadsItsTracksInPlaceInAllTracksOrder() {
        for transition in Self.program.transitions {
            let phase = transition.present
            var visited: [Track] = []
            phase.forEachTrack { visited.append($0) }
            XCTAssertEqual(visited, phase.targets.flatMap(\.tracks) + [phase.dimmingFade].compactMap { $0 })
            XCTAssertEqual(phase.trackCount, visited.count)
            XCTAssertEqual(phase.allTracks, visited)
            XCTAssertEqual(phase.duration, visited.map { $0.timing.delay + $0.timing.duration }.max())
        }
        XCTAssertEqual(Fixtures.phase(.dismiss, []).duration, 0)
        XCTAssertEqual(Fixtures.phase(.dismiss, []).trackCount, 0)
    }
}
