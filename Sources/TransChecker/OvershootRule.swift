// A curve that overshoots its ends (a spring, or a Bézier whose control points leave 0…1)
// carries a track past its values: a frame's width or height, or a scale, can pass through zero
// on the way. UIKit cannot show that as the timeline has it: a negative size is the rectangle
// flipped (CGRect's geometry functions standardize it), and a negative scale is a half turn.
import TransCurves
import TransModel
import TransSyntax

/// The name of each component of `property`'s evaluated value that must not pass below zero
/// (empty where it may: a frame's origin), or nil when no component is a size or a scale.
private func throughZeroQuantities(of property: Property) -> [String]? {
    switch property {
    case .frame: ["", "", "frame's width", "frame's height"]
    case .scale: ["scale"]
    default: nil
    }
}

/// A track's value (an end, or a key) evaluated in a geometry: a frame's rectangle, or a number.
private enum EvaluatedEnd {
    case rect(Rect)
    case number(Double)

    init(_ value: TrackValue, in geometry: Geometry) {
        switch value {
        case .scalar(let scalar): self = .number(geometry.evaluate(scalar))
        case .frame(let frame): self = .rect(geometry.evaluate(frame))
        }
    }

    /// Component `index`: a frame's x, y, width or height, or the number.
    subscript(index: Int) -> Double {
        switch self {
        case .number(let value): return value
        case .rect(let rect):
            // By index, not `FrameComponent.allCases[index]`, which makes its array at every read.
            switch index {
            case 0: return rect.x
            case 1: return rect.y
            case 2: return rect.width
            default: return rect.height
            }
        }
    }
}

/// Where a `FROM -> TO` track's curve takes a size or a scale below zero although both ends
/// are at or above it, evaluated in CLI.md's default container.
struct OvershootThroughZero {
    /// `"frame's width"`, `"frame's height"` or `"scale"`.
    let quantity: String
    /// The lowest value the track reaches.
    let lowest: Double
    /// How far the curve's progress goes past the end it overshoots, as a share of the change.
    let overshoot: Double
    /// Whether the curve overshoots its end (else it swings back past its start).
    let pastEnd: Bool

    /// Below this a value counts as negative: a critically damped spring's rounding is not an
    /// overshoot.
    private static let negative = -1e-6

    /// The overshoot of `property`'s `from -> to` on `timing`, if it passes through zero.
    static func find(
        _ property: Property, from: TrackValue, to: TrackValue, timing: Timing, finalFrame: FrameExpression,
        context: CheckContext
    ) -> OvershootThroughZero? {
        // The property first: a switch, where the curve's answer is a call through its kind's
        // existential, and most tracks (alpha, positions, angles) have no quantity to watch.
        guard let names = throughZeroQuantities(of: property) else { return nil }
        guard timing.curve.mayOvershoot else { return nil }
        let geometry = Geometry.reference(finalFrame: finalFrame)
        // Each end evaluated once and read a component at a time: `Geometry.evaluate` of a track
        // value makes an array of all of them, and a frame evaluated per component was
        // evaluated twice.
        let first = EvaluatedEnd(from, in: geometry), last = EvaluatedEnd(to, in: geometry)
        var range: ClosedRange<Double>?
        for (index, name) in names.enumerated() where !name.isEmpty {
            let start = first[index], end = last[index]
            // A quantity whose ends are equal keeps its value whatever the curve does, so the
            // curve is sampled only for one that moves: a sheet that slides keeps its size.
            guard start >= 0, end >= 0, start != end else { continue }
            let known = range ?? context.progressRange(timing)
            range = known
            for progress in [known.lowerBound, known.upperBound] {
                let value = start + (end - start) * progress
                guard value < negative else { continue }
                let pastEnd = progress > 1
                return OvershootThroughZero(
                    quantity: name, lowest: value, overshoot: pastEnd ? progress - 1 : -progress, pastEnd: pastEnd)
            }
        }
        return nil
    }

    /// The lowest and highest progress of `timing`'s curve over its duration, sampled every
    /// two-thousandth of it (a spring's peaks are found to a few parts in a hundred thousand).
    static func progressRange(_ timing: Timing) -> ClosedRange<Double> {
        progressRange(of: timing.curve.timingCurve(duration: timing.duration), duration: timing.duration)
    }

    /// `curve`'s lowest and highest progress over `duration`, from 1 999 samples. A spring is
    /// prepared once for them (`PreparedSpring`, the same arithmetic as `TimingCurve.progress`),
    /// and an oscillating spring stops being sampled once its envelope cannot reach past the
    /// range already found, with a margin far above rounding: the range is the same, bit for
    /// bit, as from every sample (`ProgressRangeTests`), at a fraction of the cost.
    static func progressRange(of curve: TimingCurve, duration: Double) -> ClosedRange<Double> {
        let spring: PreparedSpring? = if case .spring(let spring) = curve { PreparedSpring(spring) } else { nil }
        let steps = 2000
        var low = 0.0, high = 1.0
        for step in 1..<steps {
            let elapsed = duration * Double(step) / Double(steps)
            let progress: Double
            if let spring, elapsed > 0, elapsed < duration {
                // The bound costs an `exp`: asked every sixteenth sample.
                if step % 16 == 0, let bound = spring.oscillationBound(from: elapsed),
                    bound * (1 + 1e-9) + 1e-12 < min(high - 1, 1 - low)
                {
                    break
                }
                progress = spring.progress(at: elapsed)
            } else {
                progress = curve.progress(elapsed: elapsed, duration: duration)
            }
            low = min(low, progress)
            high = max(high, progress)
        }
        return low...high
    }

    /// The message's account: the overshoot and the value it reaches.
    var account: (overshoot: String, lowest: String) {
        let percent = Int((overshoot * 100).rounded())
        let places = quantity == "scale" ? 2 : 1
        let lowest = MessageNumber.fixed(lowest, places: places) + (quantity == "scale" ? "" : " pt")
        return ("\(pastEnd ? "overshoots its end" : "swings back past its start") by \(percent)%", lowest)
    }
}

/// Where `cubic` keys' spline takes a size or a scale below zero between keys that are all at
/// or above it: Core Animation's cubic keyframes pass through each key on a curve that
/// overshoots beside a steep change, as the timeline's `Keyframes` does.
struct CubicKeysThroughZero {
    /// `"frame's width"`, `"frame's height"` or `"scale"`.
    let quantity: String
    /// The lowest value the spline reaches.
    let lowest: Double

    /// The dip of `property`'s cubic keys below zero, sampled every two-thousandth of the track.
    static func find(
        _ property: Property, times: [Double], values: [TrackValue], finalFrame: FrameExpression
    ) -> CubicKeysThroughZero? {
        guard let names = throughZeroQuantities(of: property) else { return nil }
        // Made for the first key that is not a constant number: most are (a scale's), and
        // making the geometry evaluates the presentation's frame.
        var geometry: Geometry?
        // The keys' values laid out flat, each key evaluated once: `Keyframes` takes an array a
        // key, and those arrays, the array of them and the floors cost most of the rule.
        let width = names.count
        var flat: [Double] = []
        flat.reserveCapacity(values.count * width)
        for value in values {
            if case .scalar(.constant(let number)) = value {
                for _ in names.indices { flat.append(number) }
                continue
            }
            if geometry == nil { geometry = .reference(finalFrame: finalFrame) }
            let key = EvaluatedEnd(value, in: geometry!)
            for index in names.indices { flat.append(key[index]) }
        }
        // Sampled only where the spline's Bézier hull reaches below zero (rarely): every file
        // with cubic keys of a size or scale would otherwise pay 2 000 samples per track.
        guard
            names.indices.contains(where: {
                !names[$0].isEmpty
                    && KeyframeTable.cubicFloor(values: flat, times: times, width: width, component: $0) < 0
            })
        else { return nil }
        let spline = KeyframeTable(mode: .cubic, times: times, values: flat, width: width)
        let steps = 2000
        var lowest = Array(repeating: 0.0, count: width)
        // `writeValue` writes `width` numbers, the buffer's capacity.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: width) { value in
            for step in 1..<steps {
                spline.writeValue(at: Double(step) / Double(steps), to: value.baseAddress!)
                for index in names.indices { lowest[index] = min(lowest[index], value[index]) }
            }
        }
        for (index, name) in names.enumerated()
        where !name.isEmpty && lowest[index] < -1e-6
            && stride(from: index, to: flat.count, by: width).allSatisfy({ flat[$0] >= 0 })
        {
            return CubicKeysThroughZero(quantity: name, lowest: lowest[index])
        }
        return nil
    }
}

extension TransitionChecker {
    /// Rule, for `dismiss: reverse`: the present phase's tracks played back, each on its own
    /// curve, must not pass through zero either (a spring that overshoots a size's growth
    /// overshoots its shrinking below zero). Reported at `reverse`.
    func checkReversedOvershoot(_ present: Phase, finalFrame: FrameExpression, at range: SourceRange) {
        // Read in place, by index: a `for … in` loop copied every target and track out of its array.
        for targetIndex in present.targets.indices {
            let tracks = present.targets[targetIndex].tracks
            for trackIndex in tracks.indices {
                // The property first: binding the ends copies the track's animation, and most
                // tracks (alpha, positions, angles) have no quantity to watch.
                guard throughZeroQuantities(of: tracks[trackIndex].property) != nil,
                    case .fromTo(let from, let to) = tracks[trackIndex].animation,
                    let found = OvershootThroughZero.find(
                        tracks[trackIndex].property, from: to, to: from, timing: tracks[trackIndex].timing,
                        finalFrame: finalFrame, context: context)
                else { continue }
                let target = present.targets[targetIndex].target, track = tracks[trackIndex]
                reportRule(
                    CheckerMessages.throughZero(
                        found,
                        lead: "'reverse' plays \(target.name)'s '\(track.property.rawValue)' back on a "
                            + "\(track.timing.curve.isSpring ? "spring" : "curve") that", at: range))
                return
            }
        }
    }
}

extension CheckContext {
    /// `OvershootThroughZero.progressRange(timing)`, sampled once per curve and duration in the
    /// file: the transitions of a file mostly share a few curves (`let` springs), and each
    /// `FROM -> TO` size or scale track, and its reversal, asks again.
    func progressRange(_ timing: Timing) -> ClosedRange<Double> {
        let key = ProgressRangeKey(curve: timing.curve, duration: timing.duration)
        if let known = progressRanges[key] { return known }
        let range = OvershootThroughZero.progressRange(timing)
        progressRanges[key] = range
        return range
    }
}

/// What a curve's progress range depends on: the curve and the duration, not the delay.
struct ProgressRangeKey: Hashable {
    let curve: Curve
    let duration: Double
}
