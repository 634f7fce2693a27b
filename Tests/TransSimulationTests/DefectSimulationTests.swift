// The model catches wrong code: transitions with one defect each (the emitted code with one
// change) make the comparison fail with a message naming the defect's effect, and the
// correct twin passes.
import TransSimulation
import XCTest

final class DefectSimulationTests: XCTestCase {
    static let sheet = """
        transition Sheet {
            style: custom
            presentation {
                frame: rect(x: 0, y: container.height - 300, width: container.width, height: 300)
            }
            present {
                duration: 0.4s
                curve: easeOut
                animate presented { frame: offscreen(bottom) -> final }
            }
            dismiss {
                duration: 0.4s
                curve: easeIn
                animate presented { frame: final -> offscreen(bottom) }
            }
        }
        """

    static let turn = """
        transition Turn {
            style: custom
            present {
                duration: 0.4s
                curve: linear
                animate presented { rotation: 0deg -> 360deg }
            }
            dismiss {
                duration: 0.4s
                animate presented { alpha: 1 -> 0 }
            }
        }
        """

    static func drag(_ curve: String) -> String {
        """
        transition Drag {
            style: custom
            presentation {
                frame: rect(x: 0, y: container.height - 400, width: container.width, height: 400)
            }
            present {
                duration: 0.4s
                curve: easeOut
                animate presented { frame: offscreen(bottom) -> final }
            }
            dismiss {
                duration: 0.4s
                curve: \(curve)
                interactive: pan(down)
                animate presented { frame: final -> offscreen(bottom) }
            }
        }
        """
    }

    /// `text` with the first `find` replaced; fails the test if it is not there.
    private func replacing(_ find: String, with replacement: String, in text: String) throws -> String {
        let range = try XCTUnwrap(text.range(of: find), "the emitted code no longer contains \(find)")
        return text.replacingCharacters(in: range, with: replacement)
    }

    private func failures(
        _ source: String, swift: String?, options: SimulationOptions = SimulationOptions()
    ) throws
        -> [String]
    {
        let result = try Simulator.simulate(
            [SimulationInput(name: "defect.trans", source: source, swiftOverride: swift)], options: options)[0]
        return result.mismatches + result.problems
    }

    func testEachDefectFailsWithItsEffectAndTheTwinPasses() throws {
        let sheet = try XCTUnwrap(Simulator.emittedSwift(Self.sheet))
        var small = SimulationOptions()
        (small.containerWidth, small.containerHeight) = (393, 700)
        XCTAssertEqual(try failures(Self.sheet, swift: sheet), [], "the correct twin")
        XCTAssertEqual(try failures(Self.sheet, swift: sheet, options: small), [], "the correct twin, small container")

        let cases: [(defect: String, swift: String, options: SimulationOptions, effect: String)] = [
            (
                "a toView never added to the container",
                try replacing("        containerView.addSubview(presentedView)\n", with: "", in: sheet),
                SimulationOptions(), "toView never added to the container"
            ),
            (
                "completeTransition called twice",
                try replacing(
                    "transitionContext.completeTransition(finished)",
                    with:
                        "transitionContext.completeTransition(finished)\ntransitionContext.completeTransition(finished)",
                    in: sheet),
                SimulationOptions(), "completeTransition called 2 times"
            ),
            (
                "completeTransition called before the animation ends",
                try replacing(
                    "                presentedView.frame = final\n",
                    with:
                        "                presentedView.frame = final\n                transitionContext.completeTransition(true)\n",
                    in: sheet),
                SimulationOptions(), "completeTransition called while animations still run"
            ),
            (
                "a presentation frame that ignores the container",
                try replacing(
                    "y: container.height - 300, width: container.width, height: 300 as CGFloat",
                    with: "y: 552 as CGFloat, width: container.width, height: 300 as CGFloat", in: sheet),
                small, "Sheet present presented frame"
            ),
        ]
        for entry in cases {
            let lines = try failures(Self.sheet, swift: entry.swift, options: entry.options)
            XCTAssertTrue(
                lines.contains { $0.contains(entry.effect) },
                "\(entry.defect): expected a failure naming '\(entry.effect)', got:\n\(lines.joined(separator: "\n"))")
        }
    }

    func testA360DegreeAffineTurnDoesNotTurnAndTheEmittedKeyframesDo() throws {
        // The backend's form (defect 2's fix): linear keyframes in steps under 180°, which turn.
        let emitted = try XCTUnwrap(Simulator.emittedSwift(Self.turn))
        XCTAssertEqual(try failures(Self.turn, swift: emitted), [])
        // The defect, written by hand: one block animation to an affine 360° turn, which Core
        // Animation interpolates by decomposition, so the view does not move.
        let keyframes = try XCTUnwrap(emitted.range(of: "        UIView.animateKeyframes("))
        let animations = try XCTUnwrap(
            emitted.range(of: "            },\n            completion:", range: keyframes.upperBound..<emitted.endIndex)
        )
        let affine = emitted.replacingCharacters(
            in: keyframes.lowerBound..<animations.upperBound,
            with: """
                        UIView.animate(
                            withDuration: 0.4, delay: 0, options: [.curveLinear],
                            animations: { presentedView.transform = CGAffineTransform(rotationAngle: 2 * CGFloat.pi) },
                            completion:
                """)
        let failures = try failures(Self.turn, swift: affine)
        XCTAssertTrue(
            failures.contains { $0.contains("Turn present presented rotation t=0.2: expected 3.141593, got 0") },
            failures.joined(separator: "\n"))
    }

    static let outlined = """
        transition Outlined {
            style: custom
            presentation {
                frame: rect(x: 0, y: container.height - 300, width: container.width, height: 300)
            }
            present {
                duration: 0.4s
                curve: easeOut
                animate presented { frame: offscreen(bottom) -> final, borderWidth: 0 -> 4 }
            }
            dismiss {
                duration: 0.4s
                curve: easeIn
                animate presented { frame: final -> offscreen(bottom) }
            }
        }
        """

    func testABorderWidthWrittenInsideTheViewBlockJumpsAndTheEmittedAnimationDoesNot() throws {
        // The backend's form: a CABasicAnimation of the layer's `borderWidth` key.
        let emitted = try XCTUnwrap(Simulator.emittedSwift(Self.outlined))
        XCTAssertEqual(try failures(Self.outlined, swift: emitted), [])
        // The defect (the backend's earlier form): the to value written in the UIView.animate
        // block beside the frame, which UIKit does not animate for this key.
        let inBlock = try replacing(
            "                presentedView.frame = final\n",
            with: "                presentedView.frame = final\n                presentedView.layer.borderWidth = 4\n",
            in: try replacing(
                "            Self.addLayerKeyAnimation(presentedBorderWidthAnimation, to: presentedView.layer, delay: 0, duration: 0.4)\n",
                with: "", in: emitted))
        let failures = try failures(Self.outlined, swift: inBlock)
        XCTAssertTrue(
            failures.contains { $0.contains("Outlined present presented borderWidth t=0.016667: expected ") },
            failures.joined(separator: "\n"))
        XCTAssertTrue(failures.contains { $0.hasSuffix(", got 4") }, failures.joined(separator: "\n"))
    }

    func testAPropertyAnimatorNotReturnedFromInterruptibleAnimatorPlaysThroughUnderTheFinger() throws {
        let source = Self.drag("spring(damping: 0.9, velocity: 0)")
        // Defect 1: the animator is started in animateTransition and never handed to UIKit, so the
        // percent-driven transition cannot scrub it: it plays through while the finger is down.
        let selfPlaying = try failures(
            source, swift: HandWrittenDragTransition.source(returnsInterruptibleAnimator: false))
        XCTAssertTrue(
            selfPlaying.contains { $0.contains("presented view lags the finger") }, selfPlaying.joined(separator: "\n"))
        XCTAssertTrue(
            selfPlaying.contains { $0.contains("called while the finger is down") },
            selfPlaying.joined(separator: "\n"))
        // The twin returns the same animator from interruptibleAnimator(using:): it follows the
        // finger, and every release ends the way it should.
        // (The hand-written pan has no scroll-view hand-off, which is not what it is about: that
        // outcome is pinned on the emitted code below.)
        let twin = try failures(source, swift: HandWrittenDragTransition.source(returnsInterruptibleAnimator: true))
        XCTAssertEqual(twin.filter { !$0.hasPrefix("Drag release scroll-view: ") }, [])
    }

    func testStackedPresentationsKeepTheirOwnPansAndAScrollViewHandsOffAtItsEdge() throws {
        let source = Self.drag("easeIn")
        let emitted = try XCTUnwrap(Simulator.emittedSwift(source))
        XCTAssertEqual(try failures(source, swift: emitted), [], "the emitted code")
        // One interaction per transition object: the second presentation takes the first's pan.
        let shared = try replacing(
            "let interaction = DragDismissInteraction()", with: "let interaction = DragDismissInteraction.shared",
            in: try replacing(
                "    /// Whether a pan is driving a dismissal now.",
                with:
                    "    static let shared = DragDismissInteraction()\n    /// Whether a pan is driving a dismissal now.",
                in: emitted))
        let stacked = try failures(source, swift: shared)
        XCTAssertTrue(
            stacked.contains { $0.contains("release stacked: the first pan: expected completeTransition(true) once") },
            stacked.joined(separator: "\n"))
        // A pan that does not wait for the scroll view's edge dismisses while the content scrolls.
        let eager = try failures(
            source,
            swift: try replacing("scrollViewIsAtEdge() else { return }", with: "true else { return }", in: emitted))
        XCTAssertTrue(
            eager.contains {
                $0.contains("release scroll-view: the dismissal began before the scroll view reached its edge")
            },
            eager.joined(separator: "\n"))
    }
}
