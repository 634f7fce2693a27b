// The simulation's entry: `.trans` programs (or given Swift files) → emitted Swift, rewritten
// → one runner built against the UIKit model → executed timelines compared with the
// expected ones.
import Foundation
import TransFrontEnd
import TransModel
import TransSwiftBackend
import TransSyntax
import TransTestSupport
import TransTimeline

/// The sampling and checking options, as `transc compile --emit timeline` takes them.
public struct SimulationOptions: Sendable {
    public var deploymentTarget = DeploymentTarget.oldestSupported
    public var fps = 60
    public var containerWidth = 393.0
    public var containerHeight = 852.0
    /// The window's safe-area insets (`--safe-area`), as the timeline's.
    public var safeArea = EdgeInsets.iPhonePortrait
    /// The presented controller's content size (`--content-size`); nil assumes the timeline's.
    public var contentSize: Size?
    /// The keyboard raised under a `keyboard:` presentation (`--keyboard-height`).
    public var keyboardHeight = TimelineOptions.defaultKeyboardHeight
    /// Reduce Motion on in the model, compared with the `--reduce-motion` timeline.
    public var reduceMotion = false
    public init() {}
}

/// One program to simulate.
public struct SimulationInput: Sendable {
    /// The name diagnostics and the timeline's `source` print.
    public var name: String
    public var source: String
    /// Swift to run instead of what transc emits (it must define `NAMETransition` with
    /// `prepare(_:)` for each transition of `source`).
    public var swiftOverride: String?
    public init(name: String, source: String, swiftOverride: String? = nil) {
        self.name = name
        self.source = source
        self.swiftOverride = swiftOverride
    }
}

/// What one program did.
public struct SimulationResult: Sendable {
    public var name: String
    public var expected: Timeline
    public var executed: Timeline
    /// The executed present/dismiss timeline in `trans-timeline/1`, byte-compatible with
    /// `--emit timeline`.
    public var executedJSON: String
    /// Mismatching samples, one line each.
    public var mismatches: [String]
    /// Invariant failures (completeTransition, finger following, release outcomes).
    public var problems: [String]
    /// The interactive phases and release outcomes, as the runner reported them (JSON).
    public var interactiveJSON: String?
    public var agrees: Bool { mismatches.isEmpty && problems.isEmpty }
}

public enum Simulator {
    /// Simulates every input, in as few runner builds as the transition names allow: each
    /// becomes the public `NAMETransition`, so programs sharing a name go to separate builds.
    public static func simulate(
        _ inputs: [SimulationInput], options: SimulationOptions = SimulationOptions()
    )
        throws -> [SimulationResult]
    {
        var batches: [(names: Set<String>, inputs: [Int])] = []
        for (index, input) in inputs.enumerated() {
            let names = Set(transitionNames(input.source))
            if let slot = batches.firstIndex(where: { $0.names.isDisjoint(with: names) }) {
                batches[slot].names.formUnion(names)
                batches[slot].inputs.append(index)
            } else {
                batches.append((names, [index]))
            }
        }
        var results = [SimulationResult?](repeating: nil, count: inputs.count)
        for batch in batches {
            let batchResults = try simulateBatch(batch.inputs.map { inputs[$0] }, options: options)
            for (index, result) in zip(batch.inputs, batchResults) { results[index] = result }
        }
        return results.compactMap { $0 }
    }

    /// The Swift transc emits for `source` (before the rewrite): what a defect test mutates.
    public static func emittedSwift(_ source: String, options: SimulationOptions = SimulationOptions()) -> String? {
        let analyzed = FrontEnd.analyze(
            SourceFile(name: "program.trans", text: source), deploymentTarget: options.deploymentTarget)
        guard !analyzed.diagnostics.hasErrors else { return nil }
        return SwiftEmitter.emit(analyzed.program)
    }

    private static func transitionNames(_ source: String) -> [String] {
        let analyzed = FrontEnd.analyze(
            SourceFile(name: "names", text: source), deploymentTarget: DeploymentTarget(major: 26, minor: 0))
        return analyzed.program.transitions.map(\.name)
    }

    private static func simulateBatch(
        _ inputs: [SimulationInput], options: SimulationOptions
    )
        throws -> [SimulationResult]
    {
        var timelineOptions = TimelineOptions(
            fps: options.fps, containerWidth: options.containerWidth, containerHeight: options.containerHeight,
            safeArea: options.safeArea, contentSize: options.contentSize)
        timelineOptions.keyboardHeight = options.keyboardHeight
        timelineOptions.reduceMotion = options.reduceMotion
        var programs: [(input: SimulationInput, program: Program, timeline: Timeline, swift: String)] = []
        var names = Set<String>()
        for input in inputs {
            let file = SourceFile(name: input.name, text: input.source)
            let checked = FrontEnd.analyze(file, deploymentTarget: options.deploymentTarget)
            let errors = checked.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                throw SimulationError(description: LLVMRenderer.render(errors, in: file))
            }
            for transition in checked.program.transitions {
                guard names.insert(transition.name).inserted else {
                    throw SimulationError(description: "transition \(transition.name) appears twice in one batch")
                }
            }
            let swift: String
            do {
                swift = try ObjectiveCRewrite.rewrite(input.swiftOverride ?? SwiftEmitter.emit(checked.program))
            } catch {
                throw SimulationError(description: "\(input.name): \(error)")
            }
            programs.append(
                (input, checked.program, TimelineEvaluator.evaluate(checked.program, options: timelineOptions), swift))
        }
        let plans = programs.flatMap { SimulationPlan.transitions($0.program, timeline: $0.timeline) }
        let executed = try Runner.run(swiftFiles: programs.map(\.swift), plans: plans)
        let byName = Dictionary(uniqueKeysWithValues: executed.map { ($0.name, $0) })
        return programs.map { entry in
            result(
                entry.input.name, expected: entry.timeline,
                runs: entry.timeline.transitions.compactMap { byName[$0.name] })
        }
    }

    /// The axis an angle property reads in `ViewReadings.angles`' `[x, y, z]`.
    private static func axis(_ property: Property) -> Int? {
        switch property {
        case .rotationX: 0
        case .rotationY: 1
        case .rotation: 2
        default: nil
        }
    }

    private static func result(_ name: String, expected: Timeline, runs: [ExecutedTransition]) -> SimulationResult {
        var executed = expected
        for (t, run) in runs.enumerated() {
            for (p, phase) in executed.transitions[t].phases.enumerated() {
                guard let ran = run.phases.first(where: { $0.kind == phase.kind.rawValue }) else { continue }
                for (k, track) in phase.tracks.enumerated() where k < ran.tracks.count {
                    executed.transitions[t].phases[p].tracks[k].samples = ran.tracks[k].samples.enumerated().map {
                        index, sample in
                        let values = Array(sample.dropFirst())
                        guard let axis = axis(track.property), values.count == 6 else {
                            return Sample(time: sample[0], values: values)
                        }
                        let triple = eulerTriple(values, target: track.target, phase: phase, sample: index)
                        return Sample(time: sample[0], values: [triple[axis]])
                    }
                }
            }
        }
        let interactive = runs.filter {
            !$0.outcomes.isEmpty || $0.phases.contains { $0.kind == "dismiss-interactive" }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let interactiveJSON =
            interactive.isEmpty ? nil : (try? encoder.encode(interactive)).map { String(decoding: $0, as: UTF8.self) }
        var keyboardMismatches: [String] = []
        for (t, run) in runs.enumerated() {
            guard let want = expected.transitions[t].keyboard?.frame else { continue }
            guard let got = run.keyboardFrame, got.count == 4 else {
                keyboardMismatches.append(
                    "\(run.name) keyboard frame: expected \(want.components), the keyboard was not raised")
                continue
            }
            let rect = Rect(x: got[0], y: got[1], width: got[2], height: got[3])
            executed.transitions[t].keyboard?.frame = rect
            if zip(want.components, got).contains(where: { abs($0 - $1) > 1e-3 }) {
                keyboardMismatches.append(
                    "\(run.name) keyboard frame: expected \(want.components), got \(got)")
            }
        }
        return SimulationResult(
            name: name, expected: expected, executed: executed, executedJSON: TimelineRenderer.json(executed),
            mismatches: TimelineComparison.mismatches(expected: expected, executed: executed) + keyboardMismatches,
            problems: runs.flatMap(TimelineComparison.problems), interactiveJSON: interactiveJSON)
    }

    /// The Euler triple read off a matrix, `[x, y, z]` or its twin `[x + π, π − y, z + π]`
    /// (`ViewReadings.angles`), whichever is nearer the timeline's angles of `target` at that
    /// sample (an axis without a track is expected at 0): a twin is the same matrix only as a
    /// whole triple, so one axis cannot take it alone.
    private static func eulerTriple(
        _ readings: [Double], target: Target, phase: PhaseTimeline, sample: Int
    )
        -> [Double]
    {
        var want = [0.0, 0.0, 0.0]
        for track in phase.tracks where track.target == target {
            if let axis = axis(track.property), sample < track.samples.count {
                want[axis] = track.samples[sample].values[0]
            }
        }
        let distance = { (triple: ArraySlice<Double>) in
            zip(triple, want).reduce(0) { $0 + abs(remainder($1.0 - $1.1, 2 * Double.pi)) }
        }
        let direct = readings[0..<3]
        let twin = readings[3..<6]
        return Array(distance(twin) < distance(direct) ? twin : direct)
    }
}
