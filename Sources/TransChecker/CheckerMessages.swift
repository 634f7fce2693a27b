// The checker's diagnostics, one catalogue, each phrased as the rule it enforces.
import TransModel
import TransSyntax

enum CheckerMessages {
    /// Shared with the catalogue's extensions (`CheckerMessages+TOPIC.swift`).
    static func id(_ id: CheckerDiagnosticID) -> DiagnosticID { DiagnosticID(id) }

    /// `; did you mean 'NAME'?` and the fix-it that makes the change, when there is a suggestion.
    /// A suggestion the block already holds (`isTaken`) gets no fix-it: the change would only
    /// trade this error for a duplicate.
    private static func didYouMean(
        _ suggestion: String?, replacing range: SourceRange, written: String, isTaken: Bool = false
    )
        -> (clause: String, fixIts: [FixIt])
    {
        guard let suggestion else { return ("", []) }
        return (
            "; did you mean '\(suggestion)'?",
            isTaken ? [] : [.replace(range, with: suggestion, message: "replace '\(written)' with '\(suggestion)'")]
        )
    }

    // MARK: Names

    static func unknownName(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        let mend = didYouMean(suggestion, replacing: range, written: name)
        return .error(id(.unknownName), "unknown name '\(name)'\(mend.clause)", at: range, fixIts: mend.fixIts)
    }

    static func unknownWord(
        _ name: String, of words: WordSet, suggestion: String?, at range: SourceRange
    )
        -> Diagnostic
    {
        let mend = didYouMean(suggestion, replacing: range, written: name)
        let hint = suggestion == nil ? "; use " + words.words.map { "'\($0)'" }.joined(separator: ", ") : mend.clause
        return .error(
            id(.unknownName), "'\(name)' is not \(words.description)\(hint)", at: range, fixIts: mend.fixIts)
    }

    static func unknownFunction(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        let mend = didYouMean(suggestion, replacing: range, written: name)
        return .error(
            id(.unknownFunction), "unknown function '\(name)'\(mend.clause)", at: range, fixIts: mend.fixIts)
    }

    static func notCallable(at range: SourceRange) -> Diagnostic {
        .error(id(.notCallable), "only a function name or '.offset' can be called", at: range)
    }

    static func repeatedArgument(_ label: String, at range: SourceRange) -> Diagnostic {
        .error(id(.repeatedArgument), "argument '\(label)' is given more than once", at: range)
    }

    static func keyframesWithoutKeys(at range: SourceRange) -> Diagnostic {
        .error(
            id(.keyframesWithoutKeys),
            "a keyframe list needs its keys in braces: keyframes(MODE) { 0: FROM, 1: TO }", at: range)
    }

    static func unknownMember(
        _ member: String, of base: String, suggestion: String?, at range: SourceRange
    )
        -> Diagnostic
    {
        let mend = didYouMean(suggestion, replacing: range, written: member)
        return .error(
            id(.unknownMember), "\(base) has no member '\(member)'\(mend.clause)", at: range, fixIts: mend.fixIts)
    }

    /// `home` says where an entry of another block belongs (`EntryHome`).
    static func unknownEntry(
        _ name: String, in place: String, suggestion: String?, suggestionIsTaken: Bool = false, home: String? = nil,
        at range: SourceRange
    )
        -> Diagnostic
    {
        let mend = didYouMean(suggestion, replacing: range, written: name, isTaken: suggestionIsTaken)
        let home = home.map { "; \($0)" } ?? ""
        return .error(
            id(.unknownEntry), "unknown entry '\(name)' in \(place)\(mend.clause)\(home)", at: range,
            fixIts: mend.fixIts)
    }

    static func unknownTarget(
        _ name: String, suggestion: String?, suggestionIsTaken: Bool = false, at range: SourceRange
    ) -> Diagnostic {
        let mend = didYouMean(suggestion, replacing: range, written: name, isTaken: suggestionIsTaken)
        let hint = suggestion == nil ? "; targets are presented, presenting, dimming and presented.tag(N)" : mend.clause
        return .error(id(.unknownTarget), "unknown target '\(name)'\(hint)", at: range, fixIts: mend.fixIts)
    }

    static func unknownBase(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        let mend = didYouMean(suggestion, replacing: range, written: name)
        return .error(
            id(.unknownBase), "unknown base transition '\(name)'\(mend.clause)", at: range, fixIts: mend.fixIts)
    }

    static func duplicateDeclaration(
        _ kind: String, _ name: String, at range: SourceRange, first: SourceRange
    )
        -> Diagnostic
    {
        .error(
            id(.duplicateDeclaration), "\(kind) '\(name)' is declared more than once", at: range,
            notes: [DiagnosticNote("'\(name)' is first declared here", at: first)])
    }

    static func duplicateEntry(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        .error(
            id(.duplicateEntry), "'\(name)' is set more than once in this block", at: range,
            notes: [DiagnosticNote("first set here", at: first)])
    }

    /// A cycle of constants (`relation` "uses") or bases ("inherits from"): the error at the
    /// first, a note at each further step saying what it depends on.
    static func cycle(_ kind: String, relation: String, path: [(name: String, range: SourceRange)]) -> Diagnostic {
        let names = (path.map(\.name) + [path[0].name]).map { "'\($0)'" }.joined(separator: " → ")
        let notes = path.indices.dropFirst().map { index in
            let next = path[(index + 1) % path.count].name
            return DiagnosticNote(
                "'\(path[index].name)' \(relation) '\(next)' here, part of the cycle", at: path[index].range)
        }
        return .error(
            id(.cycle), "\(kind) '\(path[0].name)' depends on itself: \(names)", at: path[0].range, notes: notes)
    }

    // MARK: Types and units

    static func typeMismatch(expected: String, found: String, at range: SourceRange) -> Diagnostic {
        .error(id(.typeMismatch), "expected \(expected), found \(found)", at: range)
    }

    /// The fix-it adds the unit that makes `value` plausible: `0.3` → `0.3s`, but `300` → `300ms`,
    /// since 300 s is past the longest time a phase may take.
    /// `tapToDismiss: yes`: the value is a bool, spelt `true` or `false`.
    static func boolSpelledAsWord(_ name: String, meant: Bool, at range: SourceRange) -> Diagnostic {
        .error(
            id(.typeMismatch), "expected a boolean, found '\(name)'; a boolean is 'true' or 'false'", at: range,
            fixIts: [.replace(range, with: "\(meant)", message: "replace '\(name)' with '\(meant)'")])
    }

    /// `alpha: 0% -> 100%`: alpha and shade are fractions 0…1, not percentages; the fix-it divides.
    static func percentForFraction(_ property: String, value: Double, at range: SourceRange) -> Diagnostic {
        let fraction = MessageNumber.thousandths(value / 100)
        return .error(
            id(.percentNotAllowed), "'\(property)' is a number from 0 to 1, not a percentage", at: range,
            fixIts: [.replace(range, with: fraction, message: "replace with '\(fraction)'")])
    }

    static func missingTimeUnit(_ what: String, value: Double, at range: SourceRange) -> Diagnostic {
        let unit = value > Bound.longestTime && value / 1000 <= Bound.longestTime ? "ms" : "s"
        return .error(
            id(.missingTimeUnit), "\(what) needs a time unit (s or ms)", at: range,
            fixIts: [.insert(unit, at: range.end, message: "add '\(unit)'")])
    }

    static func missingAngleUnit(at range: SourceRange, suggesting unit: NumberUnit) -> Diagnostic {
        .error(
            id(.missingAngleUnit), "an angle needs an angle unit (deg or rad)", at: range,
            fixIts: [.insert(unit.rawValue, at: range.end, message: "add '\(unit.rawValue)'")])
    }

    /// Both ends of a track lack their unit and one reads as radians: one mistake, one diagnostic.
    static func missingAngleUnits(radians: String, from: SourceRange, to: SourceRange) -> Diagnostic {
        .error(
            id(.missingAngleUnit), "both angles need an angle unit; \(radians) looks like radians",
            at: SourceRange(start: from.start, end: to.end),
            fixIts: [
                FixIt(
                    message: "add 'rad' to both",
                    edits: [
                        TextEdit(range: SourceRange(start: from.end, end: from.end), replacement: "rad"),
                        TextEdit(range: SourceRange(start: to.end, end: to.end), replacement: "rad"),
                    ])
            ])
    }

    static func percentNotAllowed(at range: SourceRange) -> Diagnostic {
        .error(
            id(.percentNotAllowed),
            "'%' is a share of the container and is only allowed where an x or y length goes", at: range)
    }

    static func notConstant(_ what: String, at range: SourceRange) -> Diagnostic {
        .error(id(.notConstant), "\(what) must not depend on 'container' or 'final'", at: range)
    }

    static func finalInPresentationFrame(at range: SourceRange) -> Diagnostic {
        .error(
            id(.finalInPresentationFrame),
            "the presentation frame defines 'final' and cannot use it", at: range)
    }

    // MARK: Calls

    static func missingArgument(_ label: String, in function: String, at range: SourceRange) -> Diagnostic {
        .error(id(.missingArgument), "missing argument '\(label)' in '\(function)'", at: range)
    }

    static func unexpectedArgument(
        _ label: String, in function: String, suggestion: String?, at range: SourceRange
    )
        -> Diagnostic
    {
        let mend = didYouMean(suggestion, replacing: range, written: label)
        let clause = suggestion.map { "; did you mean '\($0):'?" } ?? ""
        return .error(
            id(.unexpectedArgument), "'\(function)' has no argument '\(label):'\(clause)", at: range,
            fixIts: mend.fixIts)
    }

    static func argumentCount(_ function: String, expected: String, at range: SourceRange) -> Diagnostic {
        .error(id(.argumentCount), "'\(function)' takes \(expected)", at: range)
    }

    static func pointArity(at range: SourceRange) -> Diagnostic {
        .error(id(.argumentCount), "an anchor point has two coordinates: (x, y)", at: range)
    }

    // MARK: Ranges

    static func outOfRange(_ what: String, _ rule: String, at range: SourceRange) -> Diagnostic {
        .error(id(.outOfRange), "\(what) must be \(rule)", at: range)
    }

    static func keyframeTimesNotIncreasing(at range: SourceRange, previous: SourceRange) -> Diagnostic {
        .error(
            id(.keyframeOrder), "keyframe times must be strictly increasing", at: range,
            notes: [DiagnosticNote("previous key time is here", at: previous)])
    }

    static func keyframeEnds(_ rule: String, at range: SourceRange) -> Diagnostic {
        .error(id(.keyframeEnds), rule, at: range)
    }

    static func keyframeTimeNotPlain(at range: SourceRange) -> Diagnostic {
        .error(id(.keyframeTime), "a key time must be a plain number between 0 and 1", at: range)
    }

    /// The note points at the `curve:` that set the spring, which may be the phase's, far away.
    static func keyframesWithSpring(at range: SourceRange, spring: SourceRange) -> Diagnostic {
        .error(
            id(.keyframesSpring), "keyframe tracks cannot use a spring curve", at: range,
            notes: [DiagnosticNote("the spring curve is set here", at: spring)])
    }

    static func tooFewKeyframes(at range: SourceRange) -> Diagnostic {
        .error(id(.keyframeCount), "a keyframe list needs at least two keys", at: range)
    }

    // MARK: Structure

    static func missingStyle(_ transition: String, at range: SourceRange, insertAt offset: Int) -> Diagnostic {
        .error(
            id(.missingStyle), "transition '\(transition)' needs a 'style'", at: range,
            fixIts: [.insert("\n    style: custom", at: offset, message: "insert 'style: custom'")])
    }

    static func presentationRequiresCustom(at range: SourceRange, fixIt: FixIt) -> Diagnostic {
        .error(
            id(.presentationRequiresCustom), "a presentation block requires 'style: custom'", at: range,
            fixIts: [fixIt])
    }

    static func systemWithAnimator(_ phase: String, at range: SourceRange, system: SourceRange) -> Diagnostic {
        .error(
            id(.systemWithAnimator),
            "a '\(phase)' animator cannot be combined with a 'system' transition style", at: range,
            notes: [DiagnosticNote("'system' is set here", at: system)])
    }

    static func partialCurlRequiresFullScreen(at range: SourceRange) -> Diagnostic {
        .error(id(.partialCurlStyle), "'partialCurl' requires 'style: fullScreen'", at: range)
    }

    static func missingDuration(_ phase: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.missingDuration),
            "the '\(phase)' phase needs a 'duration' unless its curve is a physical spring", at: range)
    }

    static func reverseWithoutPresent(at range: SourceRange) -> Diagnostic {
        .error(id(.reverseWithoutPresent), "'dismiss: reverse' needs a 'present' phase to reverse", at: range)
    }

    /// `phase` is `present` or `dismiss`.
    static func interactiveWithoutTracks(_ phase: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.interactiveWithoutTracks),
            "an interactive \(phase == "present" ? "presentation" : "dismissal") needs a track for the pan to drive; animate a view in this '\(phase)' phase",
            at: range)
    }

    static func interactiveTiming(_ entry: String, _ phase: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.interactiveTiming),
            "a pan drives every track of an interactive \(phase == "present" ? "presentation" : "dismissal") on the phase's own curve and duration from 0 s; remove this '\(entry)'",
            at: range)
    }

    static func panAgainstMotion(
        _ direction: String, axis: String, working: String?, at range: SourceRange, fixIt: FixIt?
    ) -> Diagnostic {
        let mend = working.map { "; pan \($0), the way it moves" } ?? "; animate its \(axis) or frame \(direction)"
        return .error(
            id(.panDirection),
            "the pan drags \(direction) but the dismissal does not move the presented view \(direction)\(mend)",
            at: range, fixIts: fixIt.map { [$0] } ?? [])
    }

    static func panOverKeyframes(_ property: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.panKeyframes),
            "a pan moves the presented view with the finger, so its '\(property)' in an interactive dismissal must be 'FROM -> TO', not keyframes",
            at: range)
    }

    static func halfTurnOnSpring(at range: SourceRange) -> Diagnostic {
        .error(
            id(.halfTurn),
            "a turn of 180° or more cannot run on a spring: UIKit turns a transform the short way; use another curve",
            at: range)
    }

    static func halfTurnBetweenKeys(_ mode: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.halfTurn),
            "'\(mode)' keys 180° or more apart: UIKit turns a transform the short way; add keys in between or use 'linear'",
            at: range)
    }

    /// A curve's overshoot takes a size or a scale through zero; `lead` names the curve
    /// ("this spring", or the reversed track's).
    static func throughZero(_ found: OvershootThroughZero, lead: String, at range: SourceRange) -> Diagnostic {
        let (overshoot, lowest) = found.account
        let effect =
            found.quantity == "scale"
            ? ": a negative scale turns the view upside down"
            : " in the 393 × 852 default container: UIKit cannot show a negative size"
        return .error(
            id(.throughZero),
            "\(lead) \(overshoot) and takes the \(found.quantity) through zero, to \(lowest)\(effect); "
                + "use a curve that overshoots less or animate a smaller change",
            at: range)
    }

    /// Cubic keys' spline dips a size or a scale below zero between keys.
    static func throughZeroBetweenKeys(_ found: CubicKeysThroughZero, at range: SourceRange) -> Diagnostic {
        let isScale = found.quantity == "scale"
        let lowest = MessageNumber.fixed(found.lowest, places: isScale ? 2 : 1) + (isScale ? "" : " pt")
        let effect =
            isScale
            ? ": a negative scale turns the view upside down"
            : " in the 393 × 852 default container: UIKit cannot show a negative size"
        return .error(
            id(.throughZero),
            "'cubic' keys curve past their values and take the \(found.quantity) through zero, to \(lowest)\(effect); "
                + "use 'linear' keys or add keys in between",
            at: range)
    }

    static func interactiveLayerKey(_ property: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.interactiveLayerKey),
            "a pan scrubs one property animator, whose block does not animate the layer's '\(property)' (it would jump to its end at the first touch); animate it in a dismissal without 'interactive:'",
            at: range)
    }

    static func interactivePosition(_ keyframed: String, _ other: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.interactivePosition),
            "a pan scrubs one property animator, which moves a view's position as one point: keyframed '\(keyframed)' and '\(other)' would each set the whole position; animate both as FROM -> TO here",
            at: range)
    }

    static func frameAndPosition(_ property: String, _ other: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.frameAndPosition),
            "'\(property)' and '\(other)' both move this view: its frame has one position; animate the frame, or x and y",
            at: range)
    }

    /// What an interactive dismissal's one property animator cannot follow on one view's
    /// transform, which it interpolates as one matrix.
    enum InteractiveTransformConflict {
        /// A second axis of rotation: the combined rotation would turn the short way at once.
        case secondRotation(String)
        /// A keyframed transform property beside another: each would set the whole transform.
        case keyframedBeside(String)
        /// A rotation splined between keys: UIKit splines the matrix, not the angle.
        case splinedRotation(String)
    }

    static func interactiveTransform(
        _ property: String, _ conflict: InteractiveTransformConflict, at range: SourceRange
    ) -> Diagnostic {
        let head = "a pan scrubs one property animator, which turns a view's transform as one matrix"
        let rest =
            switch conflict {
            case .secondRotation(let other):
                "'\(property)' and '\(other)' would turn together the short way, not angle by angle; animate one rotation per view here"
            case .keyframedBeside(let other):
                "keyframed '\(property)' and '\(other)' would each set the whole transform; keyframe a view's only transform property"
            case .splinedRotation(let mode):
                "'\(mode)' keys of '\(property)' would be splined on the matrix; use 'linear' or 'discrete' keys"
            }
        return .error(id(.interactiveTransform), "\(head): \(rest)", at: range)
    }

    static func perspectiveReadsFinal(at range: SourceRange) -> Diagnostic {
        .error(
            id(.notConstant), "perspective may depend on 'container' but not on 'final', which differs per view",
            at: range)
    }

    static func notATrack(_ property: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.notATrack), "'\(property)' is animated: write FROM -> TO or keyframes(MODE) { … }", at: range)
    }

    static func trackNotAllowed(_ entry: String, at range: SourceRange) -> Diagnostic {
        .error(id(.trackNotAllowed), "'\(entry)' is a setting, not a track; write one value", at: range)
    }

    /// Names the option that raises the target, so the mend is in the message itself.
    static func requiresNewerIOS(
        _ construct: String, version: String, target: String, at range: SourceRange
    )
        -> Diagnostic
    {
        let option = version.hasSuffix(".0") ? String(version.dropLast(2)) : version
        return .error(
            id(.availability),
            "'\(construct)' requires iOS \(version) or later; the deployment target is \(target) "
                + "(raise it with '--deployment-target \(option)')", at: range)
    }

    // MARK: UIKit rules

    static func presentingNotRestored(_ property: String, style: String, at range: SourceRange) -> Diagnostic {
        .warning(
            id(.presentingNotRestored),
            "'presenting' stays on screen under \(style); a dismiss phase must restore its '\(property)'",
            at: range)
    }

    static func dismissByDefault(_ transition: String, at range: SourceRange, insertAt offset: Int) -> Diagnostic {
        .note(
            id(.dismissByDefault),
            "'\(transition)' has no 'dismiss': UIKit dismisses it with its default animation "
                + "(coverVertical, the presented view sliding down), not an undoing of 'present'",
            at: range, fixIts: [.insert("\n    dismiss: reverse", at: offset, message: "add 'dismiss: reverse'")])
    }

    static func dimmingWithoutBlock(at range: SourceRange) -> Diagnostic {
        .error(
            id(.dimmingWithoutBlock), "animating 'dimming' requires a 'dimming' block in 'presentation'", at: range)
    }

    static func dimmingFadeConflict(at range: SourceRange) -> Diagnostic {
        .warning(
            id(.dimmingFadeConflict),
            "animating the dimming view's alpha replaces its implicit fade in this phase", at: range)
    }

    /// Rule 11, as UIKit behaves: a self-timed spring's written duration is ignored
    /// (`UISpringTimingParameters(mass:…)`), so it runs for its settling time everywhere.
    /// `value` is the written duration's value when the fix-it can replace it.
    static func springDurationIgnored(
        settling: Double, duration: Double, at range: SourceRange, value: SourceRange?
    ) -> Diagnostic {
        let settled = "\(MessageNumber.thousandths(settling))s"
        return .warning(
            id(.springCutOff),
            "the written duration of this spring is ignored by UIKit: it runs for its settling time, \(settled), not \(MessageNumber.thousandths(duration))s",
            at: range,
            fixIts: value.map { [.replace($0, with: settled, message: "write the settling time, \(settled)")] } ?? [])
    }

    static func springNeverSettles(settling: Double, limit: Double, at range: SourceRange) -> Diagnostic {
        .error(
            id(.springNeverSettles),
            "the spring takes \(MessageNumber.thousandths(settling))s to settle, longer than \(MessageNumber.thousandths(limit))s; give it more damping",
            at: range)
    }

    static func tagMustBePositive(at range: SourceRange) -> Diagnostic {
        .error(id(.tag), "a view tag must be a whole number from 1 to 2147483647", at: range)
    }
}
