// `present { … }` and `dismiss { … }`: phase timing, animated targets and their tracks.
import TransCurves
import TransModel
import TransSyntax

/// Checks one phase block and builds its `Phase`.
struct PhaseChecker {
    let context: CheckContext
    let kind: PhaseKind
    /// The presentation's dimming view, if there is one.
    let dimming: Dimming?
    /// Whether the phase is already reported as not allowed (beside `system:`): its entries
    /// are checked, but what it lacks is not reported too.
    var isRejected = false
    /// The presentation's frame (`final`), for rules that evaluate values in the default container.
    var finalFrame: FrameExpression = .container
    /// Whether the presenting view is in the container during the phase (UIKit hands it to the
    /// animator only when it takes it off screen), so that `order:` can put it on top.
    var presentingLeavesScreen = true

    static let entries = ["duration", "delay", "curve", "perspective", "interactive", "order", "reduceMotion"]
    /// Timing for checking tracks of a phase whose own timing has an error; its duration counts
    /// as not written, so no spring's duration is reported as ignored because of it.
    static let standInTiming = Timing(delay: 0, duration: 1, curve: .easeInOut, durationIsWritten: false)
    /// An `animate` block's entries: its timing and anchor, then every property in the order
    /// of `Property.allCases`, so that a property's slot in `targetEntryNames` gives it.
    static let targetEntries = targetLeadingEntries + properties.map(\.rawValue) + ["shadeGradient"]
    private static let targetLeadingEntries = ["duration", "delay", "curve", "anchor"]
    private static let properties = Property.allCases
    private static let entryNames = EntryNames(entries)
    private static let targetEntryNames = EntryNames(targetEntries)

    /// The keys of the phase's entries the checker reads, each slot found once.
    enum Key {
        static let timing = TimingKeys(of: entryNames)
        static let curve = timing.curve
        static let duration = timing.duration
        static let delay = timing.delay
        static let perspective = EntryKey("perspective", of: entryNames)
        static let interactive = EntryKey("interactive", of: entryNames)
        static let order = EntryKey("order", of: entryNames)
        static let reduceMotion = EntryKey("reduceMotion", of: entryNames)
    }

    /// The keys of an `animate` block's entries the checker reads.
    private enum TargetKey {
        static let timing = TimingKeys(of: targetEntryNames)
        static let curve = timing.curve
        static let duration = timing.duration
        static let anchor = EntryKey("anchor", of: targetEntryNames)
        static let shadeGradient = EntryKey("shadeGradient", of: targetEntryNames)
        static let shade = EntryKey("shade", of: targetEntryNames)
    }

    /// The property an `animate` block's entry in `slot` of `targetEntryNames` animates, if any.
    private static func property(inTargetSlot slot: Int) -> Property? {
        let index = slot - targetLeadingEntries.count
        return properties.indices.contains(index) ? properties[index] : nil
    }

    /// The phase (nil if it has an error) and its `interactive: pan(…)` or `edgePan(…)`.
    func check(_ block: Block, phaseName: Identifier) -> (phase: Phase?, interactive: InteractiveDismissal?) {
        // The place's closure captures the kind alone: reading `kind` through `self`, it
        // captured a copy of the whole checker (its frame, dimming and context).
        let kind = kind
        let table = EntryTable(
            block, allowed: Self.entryNames, place: "the '\(kind.rawValue)' phase", allowsAnimate: true,
            context: context)
        let checker = ExpressionChecker(context: context)
        var interactive: InteractiveDismissal?
        if let value = table.value(Key.interactive, context: context),
            case .gesture(let gesture)? = checker.evaluate(value.expression, as: .gesture)
        {
            interactive = gesture
        }
        // A `let`, built whole by `phase`: set afterwards, a `var` was copied into the result.
        let phase = phase(table, checker, phaseName: phaseName)
        // A pan scrubs the dismissal's tracks: with none, UIKit gets an animation that ends at
        // the first touch.
        if interactive.hasValue, phase?.targets.allSatisfy(\.tracks.isEmpty) == true,
            let entry = table[Key.interactive]
        {
            context.report(CheckerMessages.interactiveWithoutTracks(kind.rawValue, at: entry.name.range))
        }
        if interactive.hasValue {
            checkInteractiveTiming(table, phase: phase)
            checkInteractiveTransforms(table)
            checkInteractivePositions(table)
            // A presentation's pan scrubs the container's layer time, which drives them too.
            if kind == .dismiss { checkInteractiveLayerKeys(table) }
        }
        return (phase, interactive)
    }

    /// A pan scrubs one property animator with the phase's curve and duration, so an
    /// interactive dismissal's tracks share that timing from 0 s: no phase delay, no timing of
    /// an `animate` block's own.
    func checkInteractiveTiming(_ table: EntryTable, phase: Phase?) {
        if let delay = table[Key.delay], phase.map({ $0.timing.delay != 0 }) ?? false {
            context.report(CheckerMessages.interactiveTiming("delay", kind.rawValue, at: delay.name.range))
        }
        for animate in table.animations {
            for entry in animate.body.entries {
                guard case .field(let name, _) = entry.kind, ["delay", "duration", "curve"].contains(name.name)
                else { continue }
                context.report(CheckerMessages.interactiveTiming(name.name, kind.rawValue, at: name.range))
            }
        }
    }

    /// The phase with its Reduce Motion choice; nil if either has an error.
    private func phase(_ table: EntryTable, _ checker: ExpressionChecker, phaseName: Identifier) -> Phase? {
        let perspective = table.value(Key.perspective, context: context).flatMap {
            perspectiveValue($0.expression, checker)
        }
        let timing = phaseTiming(table, checker, phaseName: phaseName)
        // Tracks are checked even when the phase's timing is wrong, so their own mistakes show.
        let targets = checkTargets(table, inherited: timing ?? Self.standInTiming, checker)
        guard let timing, let targets else {
            // Checked for its own mistakes, as the tracks are.
            _ = reducedMotion(table, timing: Self.standInTiming, checker)
            return nil
        }
        let animatesDimmingAlpha = targets.contains {
            $0.target == .dimming && $0.tracks.contains { $0.property == .alpha }
        }
        let presentedAbovePresenting =
            order(table, checker) ?? !(targets.count > 0 && targets.allSatisfy { $0.target == .presenting })
        guard let reducedMotion = reducedMotion(table, timing: timing, checker) else { return nil }
        return Phase(
            kind: kind, origin: .written, timing: timing, perspective: perspective, targets: targets,
            dimmingFade: animatesDimmingAlpha
                ? nil : PhaseDerivation.dimmingFade(kind, dimming, timing: timing, targets: targets),
            presentedAbovePresenting: presentedAbovePresenting, reducedMotion: reducedMotion)
    }

    /// `order: presentedAbove | presentedBelow`: true when the presented view is on top; nil
    /// when not written (or wrong). The presenting view can go on top only where UIKit puts it
    /// in the container.
    private func order(_ table: EntryTable, _ checker: ExpressionChecker) -> Bool? {
        guard let value = table.value(Key.order, context: context),
            let word = checker.evaluate(value.expression, as: .word(.order))?.word
        else { return nil }
        if word == "presentedBelow", !presentingLeavesScreen {
            context.report(CheckerMessages.orderWithoutPresentingView(at: value.expression.range))
            return nil
        }
        return word == "presentedAbove"
    }

    /// `perspective`: a positive constant, or an expression over `container` (and constants)
    /// that the backend evaluates at run time; never over `final`, which differs per view.
    private func perspectiveValue(_ expression: ExpressionSyntax, _ checker: ExpressionChecker) -> ScalarExpression? {
        guard let scalar = checker.evaluate(expression, as: .number)?.scalar else { return nil }
        if let constant = scalar.constantValue {
            return checker.checked(constant, "perspective", .positive, at: expression.range).map { .constant($0) }
        }
        guard !scalar.readsFinal else {
            context.report(CheckerMessages.perspectiveReadsFinal(at: expression.range))
            return nil
        }
        return scalar
    }

    /// The phase's own delay, duration and curve. A duration is required unless the curve
    /// is a spring that times itself.
    private func phaseTiming(_ table: EntryTable, _ checker: ExpressionChecker, phaseName: Identifier) -> Timing? {
        let written = TimingEntries(table: table, keys: Key.timing, context: context)
        let curve = written.curve ?? .easeInOut
        guard !written.failed else { return nil }
        if let duration = written.duration {
            guard let spring = curve.selfTimedSpring else {
                return Timing(delay: written.delay ?? 0, duration: duration, curve: curve, durationIsWritten: true)
            }
            let settling = settlingTime(of: spring, curve: table[Key.curve]!.value.range)
            let value = table[Key.duration]!.value.range
            warnIfDurationIgnored(settling: settling, duration: duration, at: value, value: value)
            return Timing(delay: written.delay ?? 0, duration: settling, curve: curve, durationIsWritten: false)
        }
        if let spring = curve.selfTimedSpring {
            let duration = settlingTime(of: spring, curve: table[Key.curve]!.value.range)
            return Timing(delay: written.delay ?? 0, duration: duration, curve: curve, durationIsWritten: false)
        }
        if !isRejected, !table.mayLackEntries {
            context.report(CheckerMessages.missingDuration(kind.rawValue, at: phaseName.range))
        }
        return nil
    }

    /// The longest a self-timed spring may take to settle: a transition that runs on for
    /// longer is a spring that (nearly) never settles, never what was meant.
    static let longestSettlingTime = 10.0

    /// A self-timed spring's settling time, reported when it is longer than any transition.
    private func settlingTime(of spring: Spring, curve range: SourceRange) -> Double {
        let time = spring.settlingTime
        if time > Self.longestSettlingTime {
            context.report(
                CheckerMessages.springNeverSettles(settling: time, limit: Self.longestSettlingTime, at: range))
        }
        return time
    }

    /// Rule 11: UIKit runs a self-timed spring for its settling time, ignoring a written
    /// duration (Apple: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// "ignores the duration" of the animator), so a duration that differs is reported.
    private func warnIfDurationIgnored(settling: Double, duration: Double, at range: SourceRange, value: SourceRange?) {
        // Within the message's rounding the written duration already is the settling time; a
        // spring that never settles is already an error.
        guard abs(duration - settling) >= 0.005, settling <= Self.longestSettlingTime else { return }
        context.report(
            CheckerMessages.springDurationIgnored(settling: settling, duration: duration, at: range, value: value))
    }

    /// The `animate` blocks; nil if any has an error.
    func checkTargets(_ table: EntryTable, inherited: Timing, _ checker: ExpressionChecker) -> [AnimatedTarget]? {
        var targets: [AnimatedTarget] = []
        targets.reserveCapacity(table.animations.count)
        var failed = false
        // One track checker for the phase, its block's target, timing and curve set for each
        // block: made per block, it copied the frame and retained the context each time.
        var trackChecker = TrackChecker(context: context, target: .presented, timing: inherited, writtenCurve: nil)
        trackChecker.keyframesTakePhaseCurve = table[Key.interactive] != nil
        trackChecker.finalFrame = finalFrame
        // The value of the phase's `curve` entry, read once for the blocks that write none.
        var phaseCurve: SourceRange??
        // Read in place, by index: `for animate in` copied each entry (its target and block) out.
        for index in table.animations.indices {
            let target = resolveTarget(table.animations[index].target, written: table.animations)
            let body = EntryTable(
                table.animations[index].body, allowed: Self.targetEntryNames, place: "'animate'", allowsAnimate: false,
                context: context
            )
            let written = TimingEntries(table: body, keys: TargetKey.timing, context: context)
            var anchor: UnitPoint?
            if let value = body.value(TargetKey.anchor, context: context) {
                if case .anchor(let point)? = checker.evaluate(value.expression, as: .anchor) {
                    anchor = point
                } else {
                    failed = true
                }
            }
            // A wrong target or timing entry fails the phase, but the tracks are still checked
            // so their own mistakes show.
            if !target.hasValue || written.failed { failed = true }
            var timing = inherited
            timing.delay = written.delay ?? inherited.delay
            if let curve = written.curve { timing.curve = curve }
            if let duration = written.duration {
                timing.duration = duration
                timing.durationIsWritten = true
            }
            // A self-timed spring the block sets (or times) runs for its settling time; a
            // duration written for it, here or on the phase, is ignored as UIKit ignores it.
            if written.curve.hasValue || written.duration != nil, let spring = timing.curve.selfTimedSpring,
                let curveEntry = body[TargetKey.curve] ?? table[Key.curve]
            {
                let settling = settlingTime(of: spring, curve: curveEntry.value.range)
                if timing.durationIsWritten {
                    let value = body[TargetKey.duration]?.value.range
                    warnIfDurationIgnored(
                        settling: settling, duration: timing.duration, at: value ?? body[TargetKey.curve]!.value.range,
                        value: value)
                }
                timing.duration = settling
                timing.durationIsWritten = false
            }
            trackChecker.target = target ?? .presented
            trackChecker.timing = timing
            if written.curve.hasValue {
                trackChecker.writtenCurve = written.curveRange
            } else {
                // Wrapped explicitly: assigned as it is, an optional chain's nil is the outer nil.
                if phaseCurve == nil { phaseCurve = .some(table[Key.curve]?.value.range) }
                trackChecker.writtenCurve = phaseCurve!
            }
            var tracks: [Track] = []
            tracks.reserveCapacity(body.fieldCount)
            body.forEachField { slot, field in
                guard let property = Self.property(inTargetSlot: slot) else { return }
                let name = field.name
                if let track = trackChecker.check(property, name: name, value: field.value) {
                    if let other = Self.conflictingPosition(property, written: tracks) {
                        context.report(CheckerMessages.frameAndPosition(name.name, other.rawValue, at: name.range))
                        failed = true
                    }
                    // Moved in: appended as a copy, the track went through its value witnesses twice.
                    tracks.append(consume track)
                    if target == .dimming, property == .alpha, dimming.hasValue {
                        context.report(CheckerMessages.dimmingFadeConflict(at: name.range))
                    }
                } else {
                    failed = true
                }
            }
            let gradient = body.value(TargetKey.shadeGradient, context: context).map {
                ShadeGradientChecker(context: context).check($0.expression, anchor: anchor)
            }
            if case .some(nil) = gradient { failed = true }
            if let written = body[TargetKey.shadeGradient], !tracks.contains(where: { $0.property == .shade }),
                body[TargetKey.shade] == nil
            {
                context.report(CheckerMessages.gradientWithoutShade(at: written.name.range))
            }
            if let target {
                // Appended as made, the gradient set in place where there is one: a named target,
                // appended, was copied into the array and then dropped.
                targets.append(AnimatedTarget(target: target, anchor: anchor, tracks: tracks))
                if case .some(.some(let gradient)) = consume gradient {
                    targets[targets.count - 1].shadeGradient = gradient
                }
            }
        }
        return failed ? nil : targets
    }

    /// A track already written for the target that moves it the way `property` does: `frame`
    /// sets the position `x` and `y` set, so the view can follow only one of them.
    private static func conflictingPosition(_ property: Property, written: [Track]) -> Property? {
        switch property {
        case .frame: written.first { $0.property == .x || $0.property == .y }?.property
        case .x, .y: written.first { $0.property == .frame }?.property
        default: nil
        }
    }

    /// `presented`, `presenting`, `dimming` or `presented.tag(N)`; `written` are the phase's
    /// `animate` entries, so a suggestion the phase already animates gets no fix-it.
    private func resolveTarget(_ expression: ExpressionSyntax, written: [AnimateEntry]) -> Target? {
        if expression.containsMissing { return nil }
        // Names and numbers are read by `bareName` and `numberLiteral`, without building and
        // dropping the node's `kind`.
        if let name = expression.bareName {
            switch name {
            case "presented": return .presented
            case "presenting": return .presenting
            case "dimming":
                guard dimming.hasValue else {
                    context.report(CheckerMessages.dimmingWithoutBlock(at: expression.range))
                    return nil
                }
                return .dimming
            default: break
            }
        } else if case .call(let callee, let arguments) = expression.kind,
            case .member(let base, let member) = callee.kind, base.bareName == "presented", member.name == "tag"
        {
            // The one argument read once: each subscript of the list builds the whole argument.
            guard arguments.count == 1, case let argument = arguments[0], argument.label == nil,
                case (let value, nil)? = argument.value.numberLiteral,
                value >= 1, value == value.rounded(), value <= Double(Int32.max)
            else {
                context.report(CheckerMessages.tagMustBePositive(at: arguments.first?.value.range ?? expression.range))
                return nil
            }
            return .presentedTag(Int(value))
        }
        let spelling = Inheritance.targetSpelling(expression) ?? ""
        var candidates = ["presented", "presenting", "dimming"]
        if case .call(_, let arguments) = expression.kind, let open = spelling.firstIndex(of: "(") {
            // `presentd.tag(3)`, `presented.tga(3)`: offer the tag target with the same argument.
            if arguments.count == 1 { candidates.append("presented.tag" + spelling[open...]) }
        }
        let suggestion = Suggestions.closest(to: spelling, among: candidates)
        context.report(
            CheckerMessages.unknownTarget(
                spelling, suggestion: suggestion,
                suggestionIsTaken: suggestion.map { taken in
                    written.contains { Inheritance.targetSpelling($0.target) == taken }
                } ?? false,
                at: expression.range))
        return nil
    }
}

/// The keys of the `duration`, `delay` and `curve` entries of a phase or an `animate` block.
struct TimingKeys {
    let duration: EntryKey
    let delay: EntryKey
    let curve: EntryKey

    init(of kind: EntryNames) {
        duration = EntryKey("duration", of: kind)
        delay = EntryKey("delay", of: kind)
        curve = EntryKey("curve", of: kind)
    }
}

/// The `duration`, `delay` and `curve` entries of a phase or an `animate` block.
struct TimingEntries {
    var duration: Double?
    var delay: Double?
    var curve: Curve?
    /// The range of the `curve` entry's value, where the curve was read from one: the track
    /// checker points at it, and looking the entry up again built its value's views.
    var curveRange: SourceRange?
    /// Whether one of them was written but wrong (already reported).
    var failed = false

    /// `table` and `keys` are borrowed: an initializer takes its arguments owned, and each call
    /// copied the `static let` keys (three names to retain) and the table, and dropped them again.
    init(table: borrowing EntryTable, keys: borrowing TimingKeys, context: CheckContext) {
        var checker = ExpressionChecker(context: context)
        if let value = value(keys.duration, in: table, context: context) {
            checker.timeDescription = "a duration"
            duration = checker.evaluate(value, as: .time)?.time.flatMap {
                checker.checked($0, "a duration", .duration, at: value.range)
            }
            failed = failed || duration == nil
        }
        if let value = value(keys.delay, in: table, context: context) {
            checker.timeDescription = "a delay"
            delay = checker.evaluate(value, as: .time)?.time.flatMap {
                checker.checked($0, "a delay", .delay, at: value.range)
            }
            failed = failed || delay == nil
        }
        if let value = value(keys.curve, in: table, context: context) {
            curveRange = value.range
            if case .curve(let written)? = checker.evaluate(value, as: .curve) { curve = written }
            failed = failed || curve == nil
        }
    }

    /// The entry's single value. One written as anything else (reported by `EntryTable.value`)
    /// still counts as written, and fails the timing.
    private mutating func value(_ key: EntryKey, in table: EntryTable, context: CheckContext) -> ExpressionSyntax? {
        guard let field = table[key] else { return nil }
        if let value = table.value(of: field, context: context) { return value.expression }
        failed = true
        return nil
    }
}
