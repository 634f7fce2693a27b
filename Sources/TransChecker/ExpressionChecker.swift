// Type-directed evaluation of expressions: names, units, arithmetic, member access.
import TransModel
import TransSyntax

/// Evaluates expressions against the type their place expects. An expression that
/// reports an error yields nil, and nil never reports again: one mistake, one diagnostic.
struct ExpressionChecker {
    let context: CheckContext
    /// False inside the presentation frame, which defines `final`.
    var finalAvailable = true
    /// True in a sheet's custom detent, where `maximum` is the maximum detent value.
    var maximumDetentAvailable = false

    /// What an entry is, for unit messages: `a duration`, `a delay`.
    var timeDescription = "a time"

    /// Names with a fixed meaning, by the type they have.
    static let builtinNames: [(name: String, type: ValueType)] =
        [
            ("container", .frame), ("final", .frame),
            ("black", .color), ("white", .color), ("clear", .color),
        ] + namedCurves.map { ($0.name, .curve) }

    static let anchorWords: [String: UnitPoint] = [
        "left": UnitPoint(x: 0, y: 0.5), "right": UnitPoint(x: 1, y: 0.5),
        "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
        "center": UnitPoint(x: 0.5, y: 0.5),
    ]

    func mismatch(_ expected: ValueType, found: String, at range: SourceRange) -> Value? {
        context.report(CheckerMessages.typeMismatch(expected: expected.name, found: found, at: range))
        return nil
    }

    /// The value of `expression` as `type`, or nil after reporting why not. Evaluation is
    /// bounded in depth (`CheckContext.maximumEvaluationDepth`) and its geometry values in size
    /// (`ExpressionSize`): past either limit it reports and yields nil.
    func evaluate(_ expression: ExpressionSyntax, as type: ValueType) -> Value? {
        guard !context.isAtEvaluationLimit else {
            context.report(
                CheckerMessages.evaluationTooDeep(limit: CheckContext.maximumEvaluationDepth, at: expression.range))
            return nil
        }
        // A number is a leaf, never missing: it nests nothing and sizes to three nodes at most,
        // so it skips `nested` and `ExpressionSize` (28 000 of the 2 MB file's 87 500 evaluations),
        // and is read without building its `kind`.
        if let (value, unit) = expression.numberLiteral {
            return number(value, unit: unit, as: type, at: expression.range)
        }
        // A bare name, a third of what is evaluated, is read without building and dropping its
        // `kind`, and skips `ExpressionSize`: its value is a constant's, evaluated (and sized) by
        // this function, or a built-in of one node.
        if let name = expression.bareName {
            return context.nested { self.name(name, as: type, at: expression.range) }
        }
        guard let value = context.nested({ evaluateLevel(expression, as: type) }) else { return nil }
        guard !ExpressionSize.exceedsLimit(value) else {
            context.report(CheckerMessages.expressionTooLarge(limit: ExpressionSize.maximumNodes, at: expression.range))
            return nil
        }
        return value
    }

    /// `evaluate`'s work one level down.
    private func evaluateLevel(_ expression: ExpressionSyntax, as type: ValueType) -> Value? {
        let range = expression.range
        // A syntax error left part of it out, and is reported: nothing more to say.
        if expression.containsMissing { return nil }
        switch expression.kind {
        case .missing:
            return nil
        case .parenthesized(let inner):
            return evaluate(inner, as: type)
        case .number(let value, let unit):
            return number(value, unit: unit, as: type, at: range)
        case .hexColor(let red, let green, let blue, let alpha):
            guard type == .color else { return mismatch(type, found: "a color", at: range) }
            return .color(Color(red: red, green: green, blue: blue, alpha: alpha))
        case .string(let text):
            guard type == .string else { return mismatch(type, found: "a string", at: range) }
            return .string(text)
        case .bool(let value):
            guard type == .bool else { return mismatch(type, found: "a boolean", at: range) }
            return .bool(value)
        case .name(let name):
            return self.name(name, as: type, at: range)
        case .unary(.negate, let operand):
            guard type.isScalar else { return mismatch(type, found: "a number", at: range) }
            switch evaluate(operand, as: type) {
            case .scalar(let value): return .scalar(value.constantValue.map { .constant(-$0) } ?? .negate(value))
            case .time(let seconds): return .time(-seconds)
            default: return nil
            }
        case .binary(let op, let lhs, let rhs):
            return arithmetic(op, lhs, rhs, as: type, at: range)
        case .member(let base, let member):
            return self.member(member, of: base, as: type, at: range)
        case .call(let callee, let arguments):
            return call(callee, arguments, as: type, at: range)
        case .tuple(let items):
            return point(items, as: type, at: range)
        case .keyframes:
            return mismatch(type, found: "a keyframe list", at: range)
        }
    }

    // MARK: Literals

    /// Inlined into `evaluate`'s literal path, a number's whole evaluation (60 000 of the 2 MB
    /// file's): the call, its frame and the `Value?` returned through memory cost about as much
    /// as the switch.
    @inline(__always)
    private func number(_ value: Double, unit: NumberUnit?, as type: ValueType, at range: SourceRange) -> Value? {
        switch unit {
        case nil:
            switch type {
            case .number, .length: return .scalar(.constant(value))
            case .time:
                context.report(CheckerMessages.missingTimeUnit(timeDescription, value: value, at: range))
                return nil
            case .angle:
                context.report(CheckerMessages.missingAngleUnit(at: range, suggesting: AngleUnitGuess.unit(for: value)))
                return nil
            default: return mismatch(type, found: "a number", at: range)
            }
        case .seconds, .milliseconds:
            guard type == .time else { return mismatch(type, found: "a time", at: range) }
            return .time(unit == .seconds ? value : value / 1000)
        case .degrees, .radians:
            guard type == .angle else { return mismatch(type, found: "an angle", at: range) }
            return .scalar(.constant(unit == .radians ? value : value * .pi / 180))
        case .percent:
            guard case .length(let axis) = type else {
                if type.isScalar {
                    context.report(CheckerMessages.percentNotAllowed(at: range))
                    return nil
                }
                return mismatch(type, found: "a length", at: range)
            }
            // In a detent, UIKit gives the resolver only the maximum height (SwiftUI's
            // `fraction` is a share of it too).
            let dimension =
                maximumDetentAvailable
                ? ScalarExpression.maximumDetentValue : .container(axis == .horizontal ? .width : .height)
            return .scalar(value == 100 ? dimension : .multiply(.constant(value / 100), dimension))
        case .points:
            guard case .length = type else { return mismatch(type, found: "a length", at: range) }
            return .scalar(.constant(value))
        }
    }

    private func point(_ items: ExpressionList, as type: ValueType, at range: SourceRange) -> Value? {
        guard type == .anchor else { return mismatch(type, found: "a point", at: range) }
        guard items.count == 2 else {
            context.report(CheckerMessages.pointArity(at: range))
            return nil
        }
        let coordinates = items.map { constant($0, "an anchor coordinate", in: .unit) }
        guard let x = coordinates[0], let y = coordinates[1] else { return nil }
        return .anchor(UnitPoint(x: x, y: y))
    }

    /// A plain number that must not depend on geometry, optionally within `bound`.
    func constant(_ expression: ExpressionSyntax, _ what: String, in bound: Bound? = nil) -> Double? {
        guard let scalar = evaluate(expression, as: .number)?.scalar else { return nil }
        guard let value = scalar.constantValue else {
            context.report(CheckerMessages.notConstant(what, at: expression.range))
            return nil
        }
        return bound.map { checked(value, what, $0, at: expression.range) } ?? value
    }

    /// `value` if it lies within `bound`; otherwise reports and returns nil.
    func checked(_ value: Double, _ what: @autoclosure () -> String, _ bound: Bound, at range: SourceRange) -> Double? {
        guard bound.contains(value) else {
            context.report(CheckerMessages.outOfRange(what(), bound.rule, at: range))
            return nil
        }
        return value
    }

    // MARK: Names

    private func name(_ name: String, as type: ValueType, at range: SourceRange) -> Value? {
        if let record = context.constant(named: name) {
            let use = ConstantUse(
                type: type, finalAvailable: finalAvailable, timeDescription: timeDescription,
                maximumDetentAvailable: maximumDetentAvailable)
            let evaluated = record.evaluated(for: use)
            // Within the depth limit the checks below give a use what they gave it the first time:
            // the types and the mentions of `final` they read are kept in the records once found.
            // So a use found sound before (no diagnostic) gives its value without them.
            let withinDepth =
                context.evaluationDepth + record.declaration.value.depth < CheckContext.maximumEvaluationDepth
            if withinDepth, let evaluated, evaluated.isSound { return evaluated.value }
            // Referred to: whatever is wrong with it is reported here or in its value. A use
            // evaluated before has already marked it.
            if evaluated == nil { context.evaluatedConstants.insert(name) }
            // A share of the container where no length goes is reported at the use: the
            // constant itself may be fine where it is used as a length.
            let natural = naturalTypeOfValue(of: record)
            if case .length? = natural, [.number, .time, .angle].contains(type) {
                context.report(CheckerMessages.percentNotAllowed(at: range))
                return nil
            }
            // A keyframe list or a point has no natural type: its use is checked as it is evaluated.
            if let natural, !isCompatible(natural, with: type) {
                return mismatch(type, found: natural.name, at: range)
            }
            // Like a '%' above, a constant built on `final` is reported where the presentation
            // frame uses it. (The declaration's value is read in place, here and below: a copy of
            // the declaration retains its parts.)
            if !finalAvailable, mentionsFinal(record.declaration.value) {
                context.report(CheckerMessages.finalInPresentationFrame(at: range))
                return nil
            }
            if let evaluated {
                if withinDepth { record.markSound(use) }
                return evaluated.value
            }
            let value = context.expanding(name) { evaluate(record.declaration.value, as: type) }
            record.remember(value, for: use)
            if withinDepth { record.markSound(use) }
            return value
        }
        if maximumDetentAvailable, let value = detentName(name, as: type, at: range) { return value }
        switch type {
        case .frame where name == "container": return .frame(.container)
        case .frame where name == "final":
            guard finalAvailable else {
                context.report(CheckerMessages.finalInPresentationFrame(at: range))
                return nil
            }
            return .frame(.final)
        case .color where ["black", "white", "clear"].contains(name):
            let alpha: Double = name == "clear" ? 0 : 1
            let level: Double = name == "white" ? 1 : 0
            return .color(Color(red: level, green: level, blue: level, alpha: alpha))
        case .curve:
            if let named = Self.namedCurves.first(where: { $0.name == name }) { return .curve(named.curve) }
        case .word(let words) where words.contains(name): return .word(name)
        case .anchor where Self.anchorWords[name] != nil: return .anchor(Self.anchorWords[name]!)
        default: break
        }
        if let builtin = Self.builtinNames.first(where: { $0.name == name }) {
            return mismatch(type, found: builtin.type.name, at: range)
        }
        // A word of another kind (`down` where a gesture goes) is a value of the wrong type.
        if let words = WordSet.all.first(where: { $0.words.contains(name) }) {
            return mismatch(type, found: words.description, at: range)
        }
        if Self.anchorWords[name] != nil { return mismatch(type, found: ValueType.anchor.name, at: range) }
        if type == .bool, let meant = Self.boolSpellings[name.lowercased()] {
            context.report(CheckerMessages.boolSpelledAsWord(name, meant: meant, at: range))
            return nil
        }
        let suggestion = context.closestName(to: name) { namesValid(for: type) }
        // A word set names its choices, unless the closest name is a constant.
        if case .word(let words) = type, suggestion.map(words.words.contains) ?? true {
            context.report(CheckerMessages.unknownWord(name, of: words, suggestion: suggestion, at: range))
        } else {
            context.report(CheckerMessages.unknownName(name, suggestion: suggestion, at: range))
        }
        return nil
    }

    /// Words other languages and configuration files use for a bool, and what they mean here.
    private static let boolSpellings: [String: Bool] = [
        "yes": true, "no": false, "on": true, "off": false, "enabled": true, "disabled": false,
    ]

    /// Checks a constant no transition uses, so its mistakes still show: as the type it has on
    /// its own, or, when that is not evident, for names and functions that do not exist.
    func checkUnused(_ constant: ConstantDeclaration) {
        let name = constant.name.name
        context.evaluatedConstants.insert(name)
        if let type = naturalType(of: constant.value) {
            _ = context.expanding(name) { evaluate(constant.value, as: type) }
        } else {
            reportUnknownNames(in: constant.value)
        }
    }

    /// Every name that means nothing anywhere (no constant, built-in, style, edge, mode or
    /// word), every unknown function, and calls of what cannot be called.
    private func reportUnknownNames(in expression: ExpressionSyntax) {
        expression.walk { node in
            switch node.kind {
            case .name(let name):
                let builtin = Self.builtinNames.map(\.name) + Self.anchorWords.keys + WordSet.all.flatMap(\.words)
                guard context.constant(named: name) == nil, !builtin.contains(name) else { break }
                let suggestion = context.closestName(to: name) { Array(context.constants.keys) + builtin }
                context.report(CheckerMessages.unknownName(name, suggestion: suggestion, at: node.range))
            case .call(let callee, let arguments):
                switch callee.kind {
                case .name("keyframes"):
                    context.report(CheckerMessages.keyframesWithoutKeys(at: node.range))
                case .name(let function):
                    // A function's name is not a name to look up: only its arguments are.
                    if FunctionCatalogue.returnType(of: function) == nil {
                        context.report(
                            CheckerMessages.unknownFunction(
                                function,
                                suggestion: Suggestions.closest(to: function, among: FunctionCatalogue.allFunctions),
                                at: callee.range))
                    }
                    for argument in arguments { reportUnknownNames(in: argument.value) }
                case .member: return .visitChildren
                default: context.report(CheckerMessages.notCallable(at: callee.range))
                }
                return .skipChildren
            case .keyframes(let list):
                // The mode and the key times are checked where they are read.
                for key in list.keys { reportUnknownNames(in: key.value) }
                return .skipChildren
            default: break
            }
            return .visitChildren
        }
    }

    /// The curves written as a bare name (`easeIn`), from their declarations.
    static let namedCurves: [(name: String, curve: Curve)] = Curve.syntax.compactMap { syntax in
        if case .name(let name, let curve, _) = syntax { return (name, curve) }
        return nil
    }

    /// Names a suggestion may offer for `type`: constants and the built-in words of the type.
    private func namesValid(for type: ValueType) -> [String] {
        var names = Array(context.constants.keys)
        names += Self.builtinNames.filter { $0.type == type }.map(\.name)
        switch type {
        case .word(let words): names += words.words
        case .anchor: names += Self.anchorWords.keys
        default: break
        }
        return names
    }

    /// Whether an expression of natural type `natural` can stand where `type` is expected.
    private func isCompatible(_ natural: ValueType, with type: ValueType) -> Bool {
        switch (natural, type) {
        case (.number, .time), (.number, .angle): return true  // reported as a missing unit
        case (.number, .length), (.length, .length), (.length, .number): return true
        default: return natural == type
        }
    }

    /// `naturalType(of:)` of a constant's value, kept in its record. Every search gives the same
    /// where the depth limit cannot cut it short within the value's own levels: the names inside
    /// keep their types in their records from the first search on. So the record keeps the type
    /// found, and gives it, only with that much depth to spare (a use in a chain of constants
    /// thousands deep searches again).
    private func naturalTypeOfValue(of record: ConstantRecord) -> ValueType? {
        let value = record.declaration.value
        guard context.evaluationDepth + value.depth < CheckContext.maximumEvaluationDepth else {
            return naturalType(of: value)
        }
        if let type = record.valueNaturalType { return type }
        let type = naturalType(of: value)
        record.valueNaturalType = type
        return type
    }

    /// The type an expression has on its own, where that is evident (nil past the
    /// evaluation depth limit, which evaluation reports).
    func naturalType(of expression: ExpressionSyntax) -> ValueType? {
        context.nested { naturalTypeLevel(of: expression) }
    }

    private func naturalTypeLevel(of expression: ExpressionSyntax) -> ValueType? {
        switch expression.kind {
        case .missing, .keyframes, .tuple: return nil
        case .parenthesized(let inner), .unary(_, let inner): return naturalType(of: inner)
        case .number(_, let unit):
            switch unit {
            case nil: return .number
            case .seconds, .milliseconds: return .time
            case .degrees, .radians: return .angle
            case .percent, .points: return .length(.horizontal)
            }
        case .hexColor: return .color
        case .string: return .string
        case .bool: return .bool
        case .name(let name):
            if let constant = context.constant(named: name) {
                if let type = constant.naturalType { return type }
                let type = context.expanding(name) { naturalType(of: constant.declaration.value) }
                constant.naturalType = type
                return type
            }
            return Self.builtinNames.first { $0.name == name }?.type
        case .binary(let op, let lhs, let rhs):
            let left = naturalType(of: lhs)
            switch op {
            case .add, .subtract: return left ?? naturalType(of: rhs)
            case .divide: return left
            case .multiply:
                guard left == nil || left == .number else { return left }
                let right = naturalType(of: rhs)
                return right == .number ? left : right
            }
        case .member(_, let member): return member.name == "offset" ? .frame : .number
        case .call(let callee, _):
            switch callee.kind {
            case .name(let function): return FunctionCatalogue.returnType(of: function)
            case .member(_, let member) where member.name == "offset": return .frame
            default: return nil
            }
        }
    }

    // MARK: Arithmetic and members

    private func arithmetic(
        _ op: BinaryOperator, _ lhs: ExpressionSyntax, _ rhs: ExpressionSyntax, as type: ValueType,
        at range: SourceRange
    ) -> Value? {
        guard type.isScalar else { return mismatch(type, found: "a number", at: range) }
        // A time or an angle may be scaled from either side: `2 * fast` is `fast * 2`. (Lengths
        // are plain numbers, so `container.height * 50%` stays a '%' where a factor goes.)
        if op == .multiply, type == .time || type == .angle, scalesFromTheLeft(lhs, rhs) {
            return arithmetic(op, rhs, lhs, as: type, at: range)
        }
        let scaling = op == .multiply || op == .divide
        let left = evaluate(lhs, as: type)
        let right = evaluate(rhs, as: scaling ? .number : type)
        if type == .time {
            guard let l = left?.time else { return nil }
            let r: Double? = scaling ? right?.scalar?.constantValue : right?.time
            guard let r else {
                if right != nil { context.report(CheckerMessages.notConstant("a time", at: rhs.range)) }
                return nil
            }
            let time: Double =
                switch op {
                case .add: l + r
                case .subtract: l - r
                case .multiply: l * r
                case .divide: l / r
                }
            guard time.isFinite else { return notFinite(at: range) }
            return .time(time)
        }
        guard let l = left?.scalar, let r = right?.scalar else { return nil }
        // A run-time value divided by a constant 0 is infinite on every device.
        if op == .divide, r.constantValue == 0 { return notFinite(at: range) }
        let result = ScalarExpression.folding(ScalarOperation(op), l, r)
        if let value = result.constantValue, !value.isFinite { return notFinite(at: range) }
        return .scalar(result)
    }

    private func notFinite(at range: SourceRange) -> Value? {
        context.report(CheckerMessages.notFinite("the result of this arithmetic", at: range))
        return nil
    }

    /// Whether `expression` uses `final` (or `offscreen`, which is `final` moved), itself or
    /// through the constants it names.
    private func mentionsFinal(_ expression: ExpressionSyntax) -> Bool {
        context.nested { mentionsFinalLevel(expression) } ?? false
    }

    private func mentionsFinalLevel(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .name("final"): return context.constant(named: "final") == nil
        case .name(let name):
            guard let constant = context.constant(named: name) else { return false }
            if let mentions = constant.mentionsFinal { return mentions }
            let mentions = context.expanding(name) { mentionsFinal(constant.declaration.value) } ?? false
            constant.mentionsFinal = mentions
            return mentions
        case .call(let callee, let arguments):
            if case .name("offscreen") = callee.kind { return true }
            return mentionsFinal(callee) || arguments.contains { mentionsFinal($0.value) }
        case .member(let base, _): return mentionsFinal(base)
        case .parenthesized(let inner), .unary(_, let inner): return mentionsFinal(inner)
        case .binary(_, let lhs, let rhs): return mentionsFinal(lhs) || mentionsFinal(rhs)
        case .tuple(let items): return items.contains(where: mentionsFinal)
        case .keyframes, .number, .hexColor, .string, .bool, .missing: return false
        }
    }

    /// Whether `lhs * rhs` is a plain factor times a quantity with a unit (a time or an angle),
    /// so the quantity is on the right: `2 * fast`. A side whose type is unknown (an unknown
    /// name) goes where the other side's type leaves room for it.
    private func scalesFromTheLeft(_ lhs: ExpressionSyntax, _ rhs: ExpressionSyntax) -> Bool {
        let left = naturalType(of: lhs)
        let right = naturalType(of: rhs)
        switch (left, right) {
        case (.number?, .number?): return false
        case (.number?, _): return true
        case (nil, let right?): return right != .number
        default: return false
        }
    }

    private func member(
        _ member: Identifier, of base: ExpressionSyntax, as type: ValueType, at range: SourceRange
    )
        -> Value?
    {
        if case .member(let container, let area) = base.kind, area.name == "safeArea",
            container.bareName == "container", context.constant(named: "container") == nil
        {
            return safeArea(member, as: type, at: range)
        }
        if base.bareName == "content", context.constant(named: "content") == nil {
            return content(member, as: type, at: range)
        }
        guard let component = FrameComponent(rawValue: member.name) else {
            context.report(
                CheckerMessages.unknownMember(
                    member.name, of: "a frame",
                    suggestion: Suggestions.closest(to: member.name, among: FrameComponent.allCases.map(\.rawValue)),
                    at: member.range))
            return nil
        }
        guard type == .number || { if case .length = type { return true } else { return false } }() else {
            return mismatch(type, found: "a length", at: range)
        }
        guard let frame = evaluate(base, as: .frame)?.frame else { return nil }
        if frame == .container {
            switch component {
            case .x, .y: return .scalar(.constant(0))
            case .width: return .scalar(.container(.width))
            case .height: return .scalar(.container(.height))
            }
        }
        return .scalar(.component(frame, component))
    }

    private func call(
        _ callee: ExpressionSyntax, _ arguments: ArgumentList, as type: ValueType, at range: SourceRange
    )
        -> Value?
    {
        // Most callees are a function's name, read without building the callee's `kind`.
        if let function = callee.bareName {
            return FunctionCatalogue(checker: self).call(
                function, arguments, as: type, calleeRange: callee.range, at: range)
        }
        switch callee.kind {
        case .member(let base, let method) where method.name == "offset":
            guard type == .frame else { return mismatch(type, found: "a frame", at: range) }
            return FunctionCatalogue(checker: self).offset(base, arguments, at: range)
        case .member(_, let method):
            context.report(
                CheckerMessages.unknownMember(
                    method.name, of: "a frame", suggestion: Suggestions.closest(to: method.name, among: ["offset"]),
                    at: method.range))
            return nil
        default:
            context.report(CheckerMessages.notCallable(at: callee.range))
            return nil
        }
    }
}
