// The seed gallery (samples/seeds/, docs/seeds.md): each program reproduces its original's
// numbers — start and end frames, durations, curve values at given times, keyframe values —
// in its `--emit timeline` output and in its run on the UIKit model, which agree.
import Foundation
import TransModel
import TransSimulation
import TransTestSupport
import TransTimeline
import XCTest

final class SeedGalleryTests: XCTestCase {
    private static let directory = PackagePaths.url("samples/seeds")

    private static func source(_ seed: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("\(seed).trans"), encoding: .utf8)
    }

    /// Every seed simulated once: its timeline (expected) and its run on the model (executed).
    private static let results = Result { () throws -> [String: SimulationResult] in
        let names = try PackagePaths.transFiles(in: directory, recursive: false).map(\.name)
        let inputs = try names.map { SimulationInput(name: $0, source: try source(String($0.dropLast(6)))) }
        return Dictionary(uniqueKeysWithValues: try Simulator.simulate(inputs).map { ($0.name, $0) })
    }

    /// One number pinned in both timelines: `property` of `target` in `phase` of `transition`
    /// at `time` (seconds, a sample time at 60 fps, or the phase's end).
    private struct Pin {
        var transition: String
        var phase: String
        var target = "presented"
        var property: String
        var time: Double
        var values: [Double]
        var tolerance = 1e-3
    }

    private func checkSeed(
        _ seed: String, durations: [String: Double], pins: [Pin], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try XCTUnwrap(try Self.results.get()["\(seed).trans"], "\(seed) was not simulated")
        XCTAssertTrue(result.agrees, "\(seed): \(result.mismatches + result.problems)", file: file, line: line)
        for (label, timeline) in [("timeline", result.expected), ("simulation", result.executed)] {
            for (key, duration) in durations {
                let parts = key.split(separator: ".").map(String.init)
                let phase = timeline.transitions.first { $0.name == parts[0] }?.phases.first {
                    $0.kind.rawValue == parts[1]
                }
                XCTAssertEqual(
                    phase?.duration ?? -1, duration, accuracy: 1e-9, "\(seed) \(label): \(key)", file: file, line: line)
            }
            for pin in pins {
                let where_ =
                    "\(seed) \(label): \(pin.transition) \(pin.phase) \(pin.target).\(pin.property) at \(pin.time)"
                guard let sample = Self.sample(pin, in: timeline) else {
                    XCTFail("\(where_): no sample", file: file, line: line)
                    continue
                }
                XCTAssertEqual(sample.values.count, pin.values.count, where_, file: file, line: line)
                for (got, want) in zip(sample.values, pin.values) {
                    XCTAssertEqual(got, want, accuracy: pin.tolerance, where_, file: file, line: line)
                }
            }
        }
    }

    /// The sample `pin` names in `timeline`, if there is one at its time.
    private static func sample(_ pin: Pin, in timeline: Timeline) -> Sample? {
        let track = timeline.transitions.first { $0.name == pin.transition }?
            .phases.first { $0.kind.rawValue == pin.phase }?
            .tracks.first { $0.target.name == pin.target && $0.property.rawValue == pin.property }
        return track?.samples.first { abs($0.time - pin.time) < 1e-6 }
    }

    /// The pins catch what the issue corrects: today's samples, written from the same originals,
    /// start the card at -772, drop linearly and bounce on linear keys.
    func testTodaysSamplesMissTheOriginalsNumbers() throws {
        let wrong: [(sample: String, pin: Pin)] = [
            (
                "card",
                Pin(transition: "Card", phase: "present", property: "frame", time: 0, values: [35, -772, 323, 692])
            ),
            ("drop-down", Pin(transition: "DropDown", phase: "present", property: "y", time: 0.1, values: [-681.6])),
            (
                "bounce-popup",
                Pin(
                    transition: "BouncePopup", phase: "present", target: "presented.tag(1000)", property: "scale",
                    time: 0.1, values: [1.131])
            ),
        ]
        for (sample, pin) in wrong {
            let source = try String(
                contentsOf: PackagePaths.samples.appendingPathComponent("\(sample).trans"), encoding: .utf8)
            let timeline = TimelineEvaluator.evaluate(check(source).program, options: TimelineOptions())
            let values = try XCTUnwrap(Self.sample(pin, in: timeline), sample).values
            XCTAssertEqual(values.count, pin.values.count, sample)
            for (got, want) in zip(values, pin.values) { XCTAssertEqual(got, want, accuracy: 1e-3, sample) }
        }
    }

    /// docs/seeds.md has a section for every seed file, with its table of original values.
    func testEverySeedIsDocumented() throws {
        let docs = try String(contentsOf: PackagePaths.url("docs/seeds.md"), encoding: .utf8)
        let names = try PackagePaths.transFiles(in: Self.directory, recursive: false).map(\.name)
        XCTAssertEqual(names.count, 7)
        for name in names {
            XCTAssertTrue(docs.contains("— `\(name)`"), "docs/seeds.md has no section for \(name)")
        }
    }

    /// Demo1: a 300-point sheet that UIKit slides up (coverVertical, 0.5 s) over a 0.4 dimming.
    func testHouWanDemo1() throws {
        try checkSeed(
            "houwan-demo1", durations: ["HouWanDemo1.present": 0.5, "HouWanDemo1.dismiss": 0.5],
            pins: [
                Pin(
                    transition: "HouWanDemo1", phase: "present", property: "frame", time: 0, values: [0, 852, 393, 300]),
                Pin(
                    transition: "HouWanDemo1", phase: "present", property: "frame", time: 0.5,
                    values: [0, 552, 393, 300]),
                Pin(
                    transition: "HouWanDemo1", phase: "present", target: "dimming", property: "alpha", time: 0.5,
                    values: [0.4]),
                Pin(
                    transition: "HouWanDemo1", phase: "dismiss", property: "frame", time: 0.5,
                    values: [0, 852, 393, 300]),
            ])
    }

    /// Demo2: the card starts at y = -screenHeight (-852), not final.y - container.height
    /// (-772), and lands at (35, 80, W - 70, H - 160) on the 0.55 s spring; it falls to
    /// y = H + 10.
    func testHouWanDemo2() throws {
        try checkSeed(
            "houwan-demo2", durations: ["HouWanDemo2.present": 0.55, "HouWanDemo2.dismiss": 0.55],
            pins: [
                Pin(
                    transition: "HouWanDemo2", phase: "present", property: "frame", time: 0,
                    values: [35, -852, 323, 692]),
                Pin(
                    transition: "HouWanDemo2", phase: "present", property: "frame", time: 0.55,
                    values: [35, 80, 323, 692]),
                Pin(
                    transition: "HouWanDemo2", phase: "present", target: "dimming", property: "alpha", time: 0.55,
                    values: [0.4]),
                Pin(
                    transition: "HouWanDemo2", phase: "dismiss", property: "frame", time: 0, values: [35, 80, 323, 692]),
                Pin(
                    transition: "HouWanDemo2", phase: "dismiss", property: "frame", time: 0.55,
                    values: [35, 862, 323, 692]),
            ])
    }

    /// Demo3: a 300-point sheet on a 0.4 s spring, with square corners and a 1-point red border
    /// (the correction of today's `cornerRadius: 12`), in the timeline and on the model.
    func testHouWanDemo3() throws {
        try checkSeed(
            "houwan-demo3", durations: ["HouWanDemo3.present": 0.4, "HouWanDemo3.dismiss": 0.4],
            pins: [
                Pin(
                    transition: "HouWanDemo3", phase: "present", property: "frame", time: 0, values: [0, 852, 393, 300]),
                Pin(
                    transition: "HouWanDemo3", phase: "present", property: "frame", time: 0.4,
                    values: [0, 552, 393, 300]),
                Pin(
                    transition: "HouWanDemo3", phase: "present", target: "dimming", property: "alpha", time: 0.4,
                    values: [1]),
                Pin(
                    transition: "HouWanDemo3", phase: "dismiss", property: "frame", time: 0.4,
                    values: [0, 852, 393, 300]),
            ])
        let result = try XCTUnwrap(try Self.results.get()["houwan-demo3.trans"])
        let appearance = try XCTUnwrap(result.expected.transitions.first?.appearance)
        XCTAssertEqual(appearance.border, Border(width: 1, color: Color(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertNil(appearance.corners)
        XCTAssertNil(appearance.shadow)
        let swift = try XCTUnwrap(Simulator.emittedSwift(try Self.source("houwan-demo3")))
        XCTAssertTrue(swift.contains("roundedView.layer.borderWidth = 1\n"), swift)
        XCTAssertFalse(swift.contains("cornerRadius"), swift)
    }

    /// The model reads Demo3's border where UIKit draws it: an emission that leaves it out, or
    /// rounds the corners, disagrees with the timeline.
    func testTheModelCatchesDemo3sMissingBorderAndRoundedCorners() throws {
        let source = try Self.source("houwan-demo3")
        var input = SimulationInput(name: "houwan-demo3", source: source)
        input.swiftOverride = try XCTUnwrap(Simulator.emittedSwift(source)).replacingOccurrences(
            of: "roundedView.layer.borderWidth = 1\n",
            with: "roundedView.layer.borderWidth = 0\nroundedView.layer.cornerRadius = 12\n")
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        XCTAssertEqual(
            result.problems,
            [
                "HouWanDemo3 present: appearance borderWidth: expected 1.0, read 0.0",
                "HouWanDemo3 present: appearance cornerRadius: expected 0.0, read 12.0",
            ])
    }

    /// Seed 003: the shade's colors black, half black, half white, the first at the hinge (the
    /// left edge, the anchor), over a page turned in the container's perspective.
    func testPageFlip() throws {
        try checkSeed(
            "page-flip", durations: ["SeedPageFlip.present": 0.8],
            pins: [
                Pin(
                    transition: "SeedPageFlip", phase: "present", target: "presenting", property: "rotationY", time: 0,
                    values: [0]),
                Pin(
                    transition: "SeedPageFlip", phase: "present", target: "presenting", property: "rotationY",
                    time: 0.8, values: [-Double.pi / 2]),
                Pin(
                    transition: "SeedPageFlip", phase: "present", target: "presenting", property: "shade", time: 0.8,
                    values: [1]),
            ])
        let result = try XCTUnwrap(try Self.results.get()["page-flip.trans"])
        let present = try XCTUnwrap(result.expected.transitions.first?.phases.first { $0.kind == .present })
        let gradient = try XCTUnwrap(present.tracks.first { $0.property == .shade }?.shadeGradient)
        XCTAssertEqual(
            gradient.colors,
            [
                Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                Color(red: 1, green: 1, blue: 1, alpha: 0.5),
            ])
        XCTAssertEqual(gradient.stops, [0, 0.5, 1])
        XCTAssertEqual(gradient.start, UnitPoint(x: 0, y: 0.5))
        XCTAssertEqual(gradient.end, UnitPoint(x: 1, y: 0.5))
        let swift = try XCTUnwrap(Simulator.emittedSwift(try Self.source("page-flip")))
        // The vanishing point: the perspective on the superview's sublayerTransform, at its centre.
        XCTAssertTrue(swift.contains("perspective.m34 = -1 / 500\n"), swift)
        XCTAssertTrue(swift.contains("presentingView.superview?.layer.sublayerTransform = perspective\n"), swift)
    }

    /// A page-flip shade turned the other way (lightest at the hinge) disagrees with the timeline.
    func testTheModelCatchesAPageFlipShadeTurnedTheWrongWay() throws {
        let source = try Self.source("page-flip")
        var input = SimulationInput(name: "page-flip", source: source)
        input.swiftOverride = try XCTUnwrap(Simulator.emittedSwift(source)).replacingOccurrences(
            of: "gradient.startPoint = CGPoint(x: 0, y: 0.5)\n", with: "gradient.startPoint = CGPoint(x: 1, y: 0.5)\n")
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertTrue(result.problems.first?.hasPrefix("SeedPageFlip present: presenting shade gradient:") ?? false)
    }

    /// The drop-from-top: `animateWithDuration:animations:` eases in and out, so at 0.1 s of
    /// 0.5 s the screen is at -782.426 (linear would be -681.6) and half-way at 0.25 s.
    func testDropFromTopAndTheFlip() throws {
        try checkSeed(
            "drop-from-top",
            durations: [
                "DropFromTop.present": 0.5, "DropFromTop.dismiss": 0.5, "FlipHorizontal.present": 0,
                "FlipHorizontal.dismiss": 0,
            ],
            pins: [
                Pin(transition: "DropFromTop", phase: "present", property: "y", time: 0, values: [-852]),
                Pin(transition: "DropFromTop", phase: "present", property: "y", time: 0.1, values: [-782.426]),
                Pin(transition: "DropFromTop", phase: "present", property: "y", time: 0.25, values: [-426]),
                Pin(transition: "DropFromTop", phase: "present", property: "y", time: 0.5, values: [0]),
                Pin(transition: "DropFromTop", phase: "dismiss", property: "y", time: 0.4, values: [-782.426]),
                Pin(transition: "DropFromTop", phase: "dismiss", property: "y", time: 0.5, values: [-852]),
            ])
        let flip = try XCTUnwrap(try Self.results.get()["drop-from-top.trans"]).expected.transitions.last
        XCTAssertEqual(flip?.phases.map(\.isApproximate), [true, true], "UIKit's flip: approximate, no tracks")
        XCTAssertEqual(flip?.phases.map(\.tracks.count), [0, 0])
    }

    /// The bounce popup: calculationModeCubic and no curve option, so the keys ease in and out
    /// over the whole 0.4 s: at 0.1 s the scale is 0.930 (linear keys would give 1.131).
    func testBouncePopup() throws {
        let tag = "presented.tag(1000)"
        try checkSeed(
            "bounce-popup", durations: ["BouncePopupSeed.present": 0.4, "BouncePopupSeed.dismiss": 0.4],
            pins: [
                Pin(
                    transition: "BouncePopupSeed", phase: "present", target: tag, property: "scale", time: 0,
                    values: [0.7]),
                Pin(
                    transition: "BouncePopupSeed", phase: "present", target: tag, property: "scale", time: 0.1,
                    values: [0.930]),
                Pin(
                    transition: "BouncePopupSeed", phase: "present", target: tag, property: "scale", time: 0.2,
                    values: [1.0757]),
                Pin(
                    transition: "BouncePopupSeed", phase: "present", target: tag, property: "scale", time: 0.4,
                    values: [1]),
                Pin(transition: "BouncePopupSeed", phase: "dismiss", property: "alpha", time: 0.2, values: [0.5]),
                Pin(transition: "BouncePopupSeed", phase: "dismiss", property: "alpha", time: 0.4, values: [0]),
            ])
    }

    /// The diagonal slide: from one screen right and one up, on easeInOut over 0.6 s; reversed.
    func testDiagonalSlide() throws {
        try checkSeed(
            "diagonal-slide", durations: ["DiagonalSlide.present": 0.6, "DiagonalSlide.dismiss": 0.6],
            pins: [
                Pin(
                    transition: "DiagonalSlide", phase: "present", property: "frame", time: 0,
                    values: [393, -852, 393, 852]),
                Pin(
                    transition: "DiagonalSlide", phase: "present", property: "frame", time: 0.3,
                    values: [196.5, -426, 393, 852]),
                Pin(
                    transition: "DiagonalSlide", phase: "present", property: "frame", time: 0.6,
                    values: [0, 0, 393, 852]),
                Pin(
                    transition: "DiagonalSlide", phase: "dismiss", property: "frame", time: 0.6,
                    values: [393, -852, 393, 852]),
            ])
    }

    /// Demo2 on a container layout pass after presentation: with `relayout: false` the card
    /// stays where the animator landed it, at (35, 80, 323, 692); the same program without it
    /// (the emitted default) is put back at its presentation frame, (0, 160, 393, 692).
    func testDemo2StaysWhereItsAnimatorLandsItOnALayoutPass() throws {
        let seed = try Self.source("houwan-demo2")
        let relaid = seed.replacingOccurrences(of: "        relayout: false\n", with: "")
            .replacingOccurrences(of: "transition HouWanDemo2 ", with: "transition Relaid ")
        XCTAssertNotEqual(relaid, seed)
        var files: [String] = []
        for source in [seed, relaid] {
            let swift = try XCTUnwrap(Simulator.emittedSwift(source), "a program does not check")
            files.append(try ObjectiveCRewrite.rewrite(swift))
        }
        let run = try ModelProgram.run(swiftFiles: files, entry: Self.layoutScenario)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(
            run.output.split(separator: "\n").map(String.init),
            [
                "HouWanDemo2: presented: [35.0, 80.0, 323.0, 692.0]",
                "HouWanDemo2: after a layout pass: [35.0, 80.0, 323.0, 692.0]",
                "Relaid: presented: [35.0, 80.0, 323.0, 692.0]",
                "Relaid: after a layout pass: [0.0, 160.0, 393.0, 692.0]",
            ])
    }

    /// Presents each card, lets UIKit lay out the container (the presentation controller's
    /// will/did layout calls, as on a rotation), and prints the frames.
    private static let layoutScenario = """
        import UIKit

        \(ModelScenarioSource.frameFunction)

        @MainActor func run(_ name: String, _ prepare: (UIViewController) -> Void) {
            let clock = SimulationClock.shared
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let root = UIViewController()
            window.rootViewController = root
            let card = UIViewController()
            prepare(card)
            root.present(card, animated: true)
            clock.runUntilIdle(limit: 15)
            print("\\(name): presented: \\(frame(card.view))")
            card.presentationController?.containerViewWillLayoutSubviews()
            card.presentationController?.containerViewDidLayoutSubviews()
            print("\\(name): after a layout pass: \\(frame(card.view))")
            card.dismiss(animated: true)
            clock.runUntilIdle(limit: 15)
        }

        @main struct Scenario {
            @MainActor static func main() {
                run("HouWanDemo2") { HouWanDemo2Transition().prepare($0) }
                run("Relaid") { RelaidTransition().prepare($0) }
            }
        }
        """
}
