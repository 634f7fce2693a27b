// `--reduce-motion`: the timeline of what runs with Reduce Motion on — no sample moves a view,
// only opacity-like values change, seeds included — and what each `reduceMotion:` choice gives.
import Foundation
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class ReducedMotionTimelineTests: XCTestCase {
    private static let motionProperties: Set<String> = [
        "frame", "x", "y", "scale", "rotation", "rotationX", "rotationY",
    ]

    private func reducedTimeline(_ file: SourceFile) throws -> [String: Any] {
        var options = CompilerOptions()
        options.emit = .timeline
        options.reduceMotion = true
        let result = Pipeline.compile(file, options: options)
        XCTAssertEqual(result.diagnostics.problems, [], file.name)
        let json = try XCTUnwrap(result.output, file.name)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func sample(_ url: URL) throws -> SourceFile {
        SourceFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }

    /// Every track of every phase: (transition, phase, target, property, samples).
    private func tracks(
        _ timeline: [String: Any], approximate: Bool = false
    ) -> [(
        String, String, String, String, [[Double]]
    )] {
        (timeline["transitions"] as? [[String: Any]] ?? []).flatMap { transition in
            (transition["phases"] as? [[String: Any]] ?? []).filter {
                ($0["approximate"] as? Bool ?? false) == approximate
            }.flatMap { phase in
                (phase["tracks"] as? [[String: Any]] ?? []).map { track in
                    (
                        transition["name"] as? String ?? "", phase["phase"] as? String ?? "",
                        track["target"] as? String ?? "", track["property"] as? String ?? "",
                        track["samples"] as? [[Double]] ?? []
                    )
                }
            }
        }
    }

    /// UIKit's own sheet (`system-sheet.trans`) is the one phase left moving: the program
    /// does not animate it, UIKit does, Reduce Motion included (docs/language.md).
    func testNoSampleMovesAViewUnderReduceMotionAndThePresentedViewStillFades() throws {
        let samples = try PackagePaths.transFiles(in: PackagePaths.samples, recursive: false).map(\.url)
        XCTAssertEqual(samples.count, 17)
        // The seeds bring features the samples do not (`relayout: false`, keyframed entrances).
        let seeds = try PackagePaths.transFiles(in: PackagePaths.samples.appendingPathComponent("seeds")).map(\.url)
        XCTAssertGreaterThanOrEqual(seeds.count, 5)
        for url in samples + seeds {
            let timeline = try reducedTimeline(try sample(url))
            XCTAssertEqual(timeline["reduceMotion"] as? Bool, true, url.lastPathComponent)
            var changing: Set<String> = []
            for (transition, phase, target, property, samples) in tracks(timeline) {
                let values = samples.map { Array($0.dropFirst()) }
                let changes = values.contains { $0 != values.first }
                if Self.motionProperties.contains(property) {
                    XCTAssertFalse(changes, "\(url.lastPathComponent): \(transition).\(phase) \(target).\(property)")
                }
                if changes { changing.insert(property) }
            }
            let uikits = Set(tracks(timeline, approximate: true).map { "\($0.0).\($0.1)" })
            XCTAssertEqual(
                uikits,
                url.lastPathComponent == "system-sheet.trans" ? ["SystemSheet.present", "SystemSheet.dismiss"] : [],
                url.lastPathComponent)
            if !changing.isEmpty { XCTAssertTrue(changing.contains("alpha"), "\(url.lastPathComponent): it fades") }
        }
    }

    func testWithoutTheFlagTheTimelineSaysNothingOfReduceMotion() throws {
        var options = CompilerOptions()
        options.emit = .timeline
        let url = PackagePaths.samples.appendingPathComponent("card.trans")
        let output = try XCTUnwrap(Pipeline.compile(try sample(url), options: options).output)
        XCTAssertFalse(output.contains("reduceMotion"))
    }

    func testReducedTimelinesMatchTheirGoldens() throws {
        for name in ["card", "page-flip"] {
            var options = CompilerOptions()
            options.emit = .timeline
            options.reduceMotion = true
            let url = PackagePaths.samples.appendingPathComponent(name + ".trans")
            let output = try XCTUnwrap(Pipeline.compile(try sample(url), options: options).output)
            assertMatchesGolden(output, "timeline/\(name).reduced.timeline.json")
        }
    }

    /// The cross-fade holds the presented view where it rests while presented and the
    /// presenting view where it rests without the presentation; `keep` moves; a block replaces.
    func testEachChoiceGivesItsReducedPhase() throws {
        let file = SourceFile(
            name: "choices.trans",
            text: """
                transition Behind {
                    style: custom
                    presentation { frame: bottom(height: 400) }
                    present {
                        duration: 0.4s
                        animate presented { frame: offscreen(bottom) -> final }
                        animate presenting { scale: 1 -> 0.9 }
                    }
                    dismiss: reverse
                }
                transition Essential {
                    style: custom
                    present { duration: 0.3s, reduceMotion: keep, animate presented { scale: 0 -> 1 } }
                    dismiss { duration: 0.2s, animate presented { alpha: 1 -> 0, scale: 1 -> 0.5 } }
                }
                transition Own {
                    style: custom
                    present {
                        duration: 0.3s
                        reduceMotion { animate presented { alpha: 0.5 -> 1 } }
                        animate presented { scale: 0.5 -> 1 }
                    }
                    dismiss: reverse
                }

                """)
        let ends = tracks(try reducedTimeline(file)).map { transition, phase, target, property, samples in
            "\(transition).\(phase) \(target).\(property) \(samples.first!.dropFirst()) → \(samples.last!.dropFirst())"
        }
        XCTAssertEqual(
            ends,
            [
                "Behind.present presented.frame [0.0, 452.0, 393.0, 400.0] → [0.0, 452.0, 393.0, 400.0]",
                "Behind.present presented.alpha [0.0] → [1.0]",
                "Behind.present presenting.scale [1.0] → [1.0]",
                "Behind.dismiss presented.frame [0.0, 452.0, 393.0, 400.0] → [0.0, 452.0, 393.0, 400.0]",
                "Behind.dismiss presented.alpha [1.0] → [0.0]",
                "Behind.dismiss presenting.scale [1.0] → [1.0]",
                "Essential.present presented.scale [0.0] → [1.0]",
                "Essential.dismiss presented.alpha [1.0] → [0.0]",
                "Essential.dismiss presented.scale [1.0] → [1.0]",
                "Own.present presented.alpha [0.5] → [1.0]",
                "Own.dismiss presented.alpha [1.0] → [0.5]",
            ])
    }
}
