// One property of one view: `FROM -> TO` or a keyframe list, typed by the property.
import TransCurves
import TransModel
import TransSyntax

/// Checks the tracks of a phase's `animate` blocks, one block at a time: the phase sets the
/// block's target, timing and curve before its tracks.
struct TrackChecker {
    let context: CheckContext
    var target: Target
    var timing: Timing
    /// The value of the `curve` entry, the block's or the phase's, that set the curve; nil when
    /// none did (keyframe tracks default to `linear`).
    var writtenCurve: SourceRange?
    /// Whether keyframe tracks run on the phase's curve even when none is written: an
    /// interactive dismissal's one property animator has one curve for every track.
    var keyframesTakePhaseCurve = false
    /// The presentation's frame (`final`), for rules that evaluate values in the default container.
    var finalFrame: FrameExpression = .container

    private var curveIsWritten: Bool { writtenCurve != nil }

    /// `value` is consumed: the caller's is a temporary read from the tree, and the switch
    /// moves its payloads into their bindings where a borrowed value was copied into them.
    func check(_ property: Property, name: Identifier, value: consuming EntryValue) -> Track? {
        let type = Self.valueType(of: property.valueKind)
        let checker = ExpressionChecker(context: context)
        switch consume value {
        case .track(let from, _, let to):
            if property.valueKind == .angle, reportedBareRadians(from, to) || reportedBareBesideUnit(from, to) {
                return nil
            }
            // Both ends evaluated, so that both report; then moved out of their optionals, where
            // `guard let start, let end` copied each value and dropped the optional.
            let start = self.value(from, type, property, property.range, checker)
            let end = self.value(to, type, property, property.range, checker)
            guard let start = consume start, let end = consume end else { return nil }
            // The kind first: whether the curve is a spring is worked out from its numeric curve.
            if property.valueKind == .angle, timing.curve.isSpring, Self.isHalfTurnOrMore(start, end) {
                context.report(CheckerMessages.halfTurnOnSpring(at: name.range))
                return nil
            }
            if let found = OvershootThroughZero.find(
                property, from: start, to: end, timing: timing, finalFrame: finalFrame, context: context)
            {
                let curve = timing.curve.isSpring ? "this spring" : "this curve"
                context.report(CheckerMessages.throughZero(found, lead: curve, at: name.range))
                return nil
            }
            return Track(target: target, property: property, animation: .fromTo(start, end), timing: timing)
        case .expression(let expression):
            guard case .keyframes(let list) = expression.kind else {
                if !expression.containsMissing {
                    context.report(CheckerMessages.notATrack(property.rawValue, at: expression.range))
                }
                return nil
            }
            return keyframes(list, property: property, type: type, checker)
        case .block(let block):
            context.report(CheckerMessages.typeMismatch(expected: type.name, found: "a block", at: block.range))
            return nil
        }
    }

    /// Whether two angles are 180° or more apart. Core Animation interpolates a transform by
    /// decomposing it, so it turns the short way: the backend splits such a turn into
    /// keyframes under 180° apart, which a spring cannot drive, and cubic or paced keys would
    /// not follow the written path.
    static func isHalfTurnOrMore(_ start: TrackValue, _ end: TrackValue) -> Bool {
        guard case .scalar(let from) = start, case .scalar(let to) = end, let a = from.constantValue,
            let b = to.constantValue
        else { return false }
        return abs(b - a) >= Double.pi - 1e-12
    }

    /// The type of a value of `kind`.
    static func valueType(of kind: ValueKind) -> ValueType {
        switch kind {
        case .frame: .frame
        case .horizontalLength: .length(.horizontal)
        case .verticalLength: .length(.vertical)
        case .angle: .angle
        case .number: .number
        }
    }

    /// `0 -> 3.14`: both ends lack their unit and one reads as radians, so one diagnostic
    /// adds `rad` to both (the two-error reading, each end adding `deg`, would be wrong twice).
    private func reportedBareRadians(_ from: ExpressionSyntax, _ to: ExpressionSyntax) -> Bool {
        guard let start = AngleUnitGuess.bareNumber(from), let end = AngleUnitGuess.bareNumber(to) else { return false }
        guard let radians = [start, end].first(where: { AngleUnitGuess.unit(for: $0) == .radians }) else {
            return false
        }
        context.report(CheckerMessages.missingAngleUnits(radians: "'\(radians)'", from: from.range, to: to.range))
        return true
    }

    /// `0 -> 1.57rad`: the bare end takes the unit its other end is written in.
    private func reportedBareBesideUnit(_ from: ExpressionSyntax, _ to: ExpressionSyntax) -> Bool {
        for (bare, other) in [(from, to), (to, from)] where AngleUnitGuess.bareNumber(bare) != nil {
            guard case (_, let unit?)? = other.numberLiteral, unit == .degrees || unit == .radians else { continue }
            context.report(CheckerMessages.missingAngleUnit(at: bare.range, suggesting: unit))
            return true
        }
        return false
    }

    /// A track value, held to the property's `range` (alpha and shade to 0…1) where it is constant.
    private func value(
        _ expression: ExpressionSyntax, _ type: ValueType, _ property: Property, _ range: PropertyRange?,
        _ checker: ExpressionChecker
    )
        -> TrackValue?
    {
        if range == .unit, case (let percent, .percent?)? = expression.numberLiteral {
            context.report(CheckerMessages.percentForFraction(property.rawValue, value: percent, at: expression.range))
            return nil
        }
        switch checker.evaluate(expression, as: type) {
        case .frame(let frame): return .frame(frame)
        case .scalar(let scalar):
            if let range, let constant = scalar.constantValue,
                checker.checked(constant, property.rawValue, Bound(range), at: expression.range) == nil
            {
                return nil
            }
            return .scalar(scalar)
        default: return nil
        }
    }

    private static let keyframeModes = WordCases<KeyframeMode>()

    /// The most keys one keyframe list may have: far more than any designed motion, and few
    /// enough that the emitted Swift (one literal per key) type-checks in moments.
    static let maximumKeyframes = 100

    /// `keyframes(MODE) { t: v … }`: times plain, in 0…1, strictly increasing, from 0 to 1.
    private func keyframes(
        _ list: KeyframeList, property: Property, type: ValueType,
        _ checker: ExpressionChecker
    )
        -> Track?
    {
        var failed = false
        var mode: KeyframeMode?
        // The one argument read once: each subscript of the list is a call that builds the argument.
        if list.arguments.count == 1, case let argument = list.arguments[0], argument.label == nil {
            mode = checker.evaluate(argument.value, as: .word(.keyframeMode))?.word.flatMap(Self.keyframeModes.spelled)
        } else {
            context.report(
                CheckerMessages.argumentCount(
                    "keyframes", expected: "one mode: linear, cubic, discrete or paced", at: list.headRange))
        }
        if mode == nil { failed = true }
        if let writtenCurve, timing.curve.isSpring {
            context.report(CheckerMessages.keyframesWithSpring(at: list.headRange, spring: writtenCurve))
            failed = true
        }
        // One allocation each, not one per doubling: a list has a few keys.
        var times: [Double] = []
        var values: [TrackValue] = []
        times.reserveCapacity(list.keys.count)
        values.reserveCapacity(list.keys.count)
        var previous: (time: Double, range: SourceRange)?
        for key in list.keys {
            let value = self.value(key.value, type, property, property.range, checker)
            guard case (let time, nil)? = key.time.numberLiteral else {
                if !key.time.containsMissing {
                    context.report(CheckerMessages.keyframeTimeNotPlain(at: key.time.range))
                }
                failed = true
                continue
            }
            if !(0...1).contains(time) {
                context.report(CheckerMessages.outOfRange("a key time", Bound.unit.rule, at: key.time.range))
                failed = true
            } else {
                // Each time is compared with the one before it, so one misplaced key is one error.
                if let previous, time <= previous.time {
                    context.report(
                        CheckerMessages.keyframeTimesNotIncreasing(at: key.time.range, previous: previous.range))
                    failed = true
                }
                previous = (time, key.time.range)
            }
            guard let value else {
                failed = true
                continue
            }
            times.append(time)
            values.append(value)
        }
        if !failed, !list.isIncomplete {
            if list.keys.count < 2 {
                context.report(CheckerMessages.tooFewKeyframes(at: list.headRange))
                failed = true
            } else if list.keys.count > Self.maximumKeyframes {
                context.report(
                    CheckerMessages.tooManyKeyframes(list.keys.count, limit: Self.maximumKeyframes, at: list.headRange))
                failed = true
            } else if times.first != 0 {
                context.report(
                    CheckerMessages.keyframeEnds("the first key time must be 0", at: list.keys[0].time.range))
                failed = true
            } else if times.last != 1 {
                context.report(
                    CheckerMessages.keyframeEnds(
                        "the last key time must be 1", at: list.keys[list.keys.count - 1].time.range))
                failed = true
            }
        }
        guard !failed, !list.isIncomplete, let mode else { return nil }
        // Linear keys are split under 180° apart; a curved path through cubic or paced keys
        // cannot be split without changing it.
        if mode == .cubic || mode == .paced, property.valueKind == .angle,
            let key = (1..<values.count).first(where: { Self.isHalfTurnOrMore(values[$0 - 1], values[$0]) })
        {
            context.report(CheckerMessages.halfTurnBetweenKeys(mode.rawValue, at: list.keys[key].value.range))
            return nil
        }
        if mode == .cubic,
            let found = CubicKeysThroughZero.find(property, times: times, values: values, finalFrame: finalFrame)
        {
            context.report(CheckerMessages.throughZeroBetweenKeys(found, at: list.headRange))
            return nil
        }
        var keyframeTiming = timing
        if !curveIsWritten, !keyframesTakePhaseCurve { keyframeTiming.curve = .linear }
        return Track(
            target: target, property: property, animation: .keyframes(mode: mode, times: times, values: values),
            timing: keyframeTiming)
    }
}
