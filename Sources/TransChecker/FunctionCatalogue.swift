// The language's functions: frames, colors, curves and gestures, each checked and lowered.
import TransModel
import TransSyntax

/// One parameter of a function: its label (nil for positional), type, and whether it must
/// be written; a positional one may have a name for the argument-count message (`x1`).
struct Parameter {
    let label: String?
    let type: ValueType
    let isRequired: Bool
    var name: String? = nil

    static func required(_ label: String?, _ type: ValueType) -> Parameter {
        Parameter(label: label, type: type, isRequired: true)
    }

    static func optional(_ label: String, _ type: ValueType) -> Parameter {
        Parameter(label: label, type: type, isRequired: false)
    }
}

/// Checks calls of the built-in functions and lowers them into the model.
struct FunctionCatalogue {
    let checker: ExpressionChecker
    private var context: CheckContext { checker.context }

    static let frameFunctions = FrameFunction.allCases.map(\.rawValue)
    static let colorFunctions = ["rgb", "rgba"]
    /// The curve functions, in the order their kinds are declared (`Curve.kinds`).
    static let curveFunctions = Curve.syntax.reduce(into: [String]()) { functions, syntax in
        if case .call(let call) = syntax, !functions.contains(call.function) { functions.append(call.function) }
    }
    /// Every function a call may name.
    static let allFunctions =
        frameFunctions + colorFunctions + curveFunctions + ["pan", "edgePan", "keyframes"] + extremumFunctions

    /// The type a function returns, for type-mismatch messages.
    static func returnType(of function: String) -> ValueType? {
        kinds[function]?.returnType
    }

    /// What each function of a fixed type is, by name: one lookup, where searching the lists
    /// in turn compared a call's name with a dozen others (`offscreen` with 18).
    private static let kinds = FunctionKinds(
        FrameFunction.allCases.map { ($0.rawValue, .frame($0)) } + colorFunctions.map { ($0, .color) }
            + curveFunctions.map { ($0, .curve) } + ["pan", "edgePan"].map { ($0, .gesture) })

    private static func functions(returning type: ValueType) -> [String] {
        switch type {
        case .frame: frameFunctions
        case .color: colorFunctions
        case .curve: curveFunctions
        case .gesture: ["pan", "edgePan"]
        case .number, .length, .time, .angle: extremumFunctions
        default: []
        }
    }

    func call(
        _ function: String, _ arguments: ArgumentList, as type: ValueType, calleeRange: SourceRange,
        at range: SourceRange
    ) -> Value? {
        guard let kind = Self.kinds[function] else {
            if function == "keyframes" {
                context.report(CheckerMessages.keyframesWithoutKeys(at: range))
                return nil
            }
            if Self.extremumFunctions.contains(function) { return extremum(function, arguments, as: type, at: range) }
            context.report(
                CheckerMessages.unknownFunction(
                    function, suggestion: Suggestions.closest(to: function, among: Self.functions(returning: type)),
                    at: calleeRange))
            return nil
        }
        let returned = kind.returnType
        guard returned == type else { return checker.mismatch(type, found: returned.name, at: range) }
        switch kind {
        case .frame(let frameFunction): return frame(frameFunction, arguments, at: range)
        case .color: return color(function, arguments, at: range)
        case .curve: return curve(function, arguments, at: range)
        case .gesture: return function == "edgePan" ? edgePan(arguments, at: range) : pan(arguments, at: range)
        }
    }

    // MARK: Arguments

    /// Matches arguments to parameters (labelled ones in any order, positional ones in
    /// order) and evaluates each; nil if anything is wrong, after reporting all of it.
    func bind(
        _ function: String, _ arguments: ArgumentList, _ parameters: [Parameter], at range: SourceRange
    )
        -> BoundArguments?
    {
        // Taken apart, so the arguments are moved out rather than copied and dropped.
        let (bound, failed) = bindEach(function, arguments, parameters, at: range)
        return failed ? nil : bound
    }

    /// As `bind`, but also the arguments that did bind when another failed, so their own
    /// range checks still run: `pan(rigth, threshold: 1.5)` reports both mistakes.
    func bindEach(
        _ function: String, _ arguments: ArgumentList, _ parameters: [Parameter], at range: SourceRange
    )
        -> (bound: BoundArguments, failed: Bool)
    {
        var bound = BoundArguments(parameterCount: parameters.count)
        let failed = bindEach(function, arguments, parameters, at: range, into: &bound)
        return (bound, failed)
    }

    /// `bindEach`'s matching and evaluation, handing each argument that binds to `sink`;
    /// whether anything failed. A function reading a few arguments of one kind (`rgba`,
    /// `inset`) keeps them in a sink of its own, without a `BoundArguments` to build, read and
    /// drop (a closure keeping them in local variables allocated a box for them).
    func bindEach<Sink: ArgumentSink>(
        _ function: String, _ arguments: ArgumentList, _ parameters: [Parameter], at range: SourceRange,
        into sink: inout Sink
    ) -> Bool {
        // The parameters taken so far, one bit each (a call has a handful).
        var taken: UInt64 = 0
        // Labels no parameter has, written with a missing value: they still take their key, so
        // a positional argument bound under the same one (`_0`) is reported as repeated.
        var unknownLabelsTaken: [String] = []
        // The next positional parameter to bind, searched for in place: no list of them is built.
        var nextPositional = 0
        func takePositional() -> Int? {
            while nextPositional < parameters.count, parameters[nextPositional].label != nil { nextPositional += 1 }
            guard nextPositional < parameters.count else { return nil }
            defer { nextPositional += 1 }
            return nextPositional
        }
        // The parameter labelled `label`, tried first at `position`: labels are mostly written in
        // the parameters' order, and a spelling that is the same compares at once, where each
        // that differs went through the standard library's out-of-line string comparison.
        func labelled(_ label: String, at position: Int) -> Int? {
            if position < parameters.count, parameters[position].label == label { return position }
            return parameters.firstIndex { $0.label == label }
        }
        var failed = false
        var positionalIndex = 0
        var reportedExcess = false
        // Each argument's label and value read by position: an `Argument` for each cost as much
        // to build and drop as the rest of its binding. Its range is read for a message alone.
        for position in arguments.indices {
            let label = arguments.label(at: position)
            let value = arguments.value(at: position)
            if value.containsMissing {
                // Its syntax error is reported; it still takes its place among the arguments.
                if let label {
                    if let index = labelled(label.name, at: position) {
                        taken |= 1 << index
                    } else {
                        unknownLabelsTaken.append(label.name)
                    }
                } else {
                    _ = takePositional()
                    positionalIndex += 1
                }
                failed = true
                continue
            }
            let index: Int?
            // The argument's place among those without a label, if it has none: its key (`_0`)
            // is spelled only for a message or a clash with an unknown label.
            let positional: Int? = label == nil ? positionalIndex : nil
            if let label {
                index = labelled(label.name, at: position)
                if index == nil { reportUnexpected(label, in: function, parameters) }
            } else {
                index = takePositional()
                positionalIndex += 1
                if index == nil, !reportedExcess {
                    // Reported once, at the first argument too many.
                    reportedExcess = true
                    reportCount(of: function, parameters, at: arguments[position].range)
                }
            }
            guard let index else {
                failed = true
                continue
            }
            guard taken & (1 << index) == 0,
                unknownLabelsTaken.isEmpty || !unknownLabelsTaken.contains(Self.key(label, positional))
            else {
                reportRepeated(Self.key(label, positional), at: arguments[position].range)
                failed = true
                continue
            }
            taken |= 1 << index
            // The parameter's type read in place: a copy of the parameter retains its strings.
            if let evaluated = checker.evaluate(value, as: parameters[index].type) {
                sink.bind(index, evaluated, value)
            } else {
                failed = true
            }
        }
        // Every argument without a label counted as it went by: how many positional ones there are.
        let positionalCount = positionalIndex
        for index in parameters.indices where parameters[index].isRequired {
            let present = parameters[index].label != nil ? taken & (1 << index) != 0 : index < positionalCount
            if !present, !failed {
                if let label = parameters[index].label {
                    reportMissing(label, in: function, at: range)
                } else {
                    reportCount(of: function, parameters, at: range)
                }
                failed = true
            }
        }
        return failed
    }

    // `bindEach`'s reports, out of line: inlined into it, their messages' strings took registers
    // and stack from the binding loop, which saved and reloaded its own around every argument.

    /// Reports `label`, which no parameter of `function` has.
    @inline(never)
    private func reportUnexpected(_ label: Identifier, in function: String, _ parameters: [Parameter]) {
        let labels = parameters.compactMap(\.label)
        context.report(
            CheckerMessages.unexpectedArgument(
                label.name, in: function, suggestion: Suggestions.closest(to: label.name, among: labels),
                at: label.range))
    }

    /// Reports a call of `function` with too many or too few arguments.
    @inline(never)
    private func reportCount(of function: String, _ parameters: [Parameter], at range: SourceRange) {
        context.report(
            CheckerMessages.argumentCount(function, expected: Self.signature(function, parameters), at: range))
    }

    /// Reports the argument known by `key` written again at `range`.
    @inline(never)
    private func reportRepeated(_ key: String, at range: SourceRange) {
        context.report(CheckerMessages.repeatedArgument("\(key):", at: range))
    }

    /// Reports the argument labelled `label` that a call of `function` leaves out.
    @inline(never)
    private func reportMissing(_ label: String, in function: String, at range: SourceRange) {
        context.report(CheckerMessages.missingArgument("\(label):", in: function, at: range))
    }

    /// The key an argument is known by in messages: its label, or `_0`, `_1`… by its place among
    /// those without one.
    private static func key(_ label: Identifier?, _ positional: Int?) -> String {
        label?.name ?? positional.map(BoundArguments.positionalKey) ?? ""
    }

    /// How many arguments `function` takes and how it is written: `3 arguments: rgb(red, green, blue)`.
    private static func signature(_ function: String, _ parameters: [Parameter]) -> String {
        let positionalForms = [
            "rgb": "rgb(red, green, blue)", "rgba": "rgba(red, green, blue, alpha)",
            "offscreen": "offscreen(EDGE)",
            "pan": "pan(DIRECTION, threshold:, velocity:)", "edgePan": "edgePan(EDGE, threshold:, velocity:)",
        ]
        if function == "inset" { return "1 or 4 arguments: inset(N) or inset(top:, left:, bottom:, right:)" }
        let form =
            positionalForms[function]
            ?? "\(function)(\(parameters.map { $0.label.map { "\($0):" } ?? $0.name ?? "_" }.joined(separator: ", ")))"
        let count = parameters.count
        return "\(count) argument\(count == 1 ? "" : "s"): \(form)"
    }

    /// The number bound to the parameter at `parameter` as a constant within `bound`.
    private func number(
        _ arguments: BoundArguments, _ parameter: Int, _ what: @autoclosure () -> String,
        _ bound: Bound?, default defaultValue: Double? = nil
    ) -> Double? {
        guard let argument = arguments[parameter] else { return defaultValue }
        return number(argument.value, at: argument.expression.range, what(), bound)
    }

    /// A number argument's `value`, written at `range`, as a constant within `bound`.
    private func number(
        _ value: Value, at range: SourceRange, _ what: @autoclosure () -> String, _ bound: Bound?
    ) -> Double? {
        let number: Double
        switch value {
        case .scalar(let scalar):
            guard let constant = scalar.constantValue else {
                context.report(CheckerMessages.notConstant(what(), at: range))
                return nil
            }
            number = constant
        case .time(let time): number = time
        default:
            context.report(CheckerMessages.notConstant(what(), at: range))
            return nil
        }
        guard let bound else { return number }
        return checker.checked(number, what(), bound, at: range)
    }

    // MARK: Frames

    // Each function's parameters, built once: a call binds against a shared table.
    private static let rectParameters: [Parameter] = [
        .required("x", .length(.horizontal)), .required("y", .length(.vertical)),
        .required("width", .length(.horizontal)), .required("height", .length(.vertical)),
    ]
    private static let heightParameters: [Parameter] = [.required("height", .length(.vertical))]
    private static let widthParameters: [Parameter] = [.required("width", .length(.horizontal))]
    private static let sizeParameters: [Parameter] = [
        .required("width", .length(.horizontal)), .required("height", .length(.vertical)),
    ]
    private static let orientationParameters: [Parameter] = [
        .required("portrait", .frame), .required("landscape", .frame),
    ]
    private static let insetParameters: [Parameter] = [
        .optional("top", .length(.vertical)), .optional("left", .length(.horizontal)),
        .optional("bottom", .length(.vertical)), .optional("right", .length(.horizontal)),
    ]
    private static let offscreenParameters: [Parameter] = [.required(nil, .word(.edge))]
    private static let offsetParameters: [Parameter] = [
        .optional("x", .length(.horizontal)), .optional("y", .length(.vertical)),
    ]

    private func frame(_ function: FrameFunction, _ arguments: ArgumentList, at range: SourceRange) -> Value? {
        let name = function.rawValue
        let width = ScalarExpression.container(.width)
        let height = ScalarExpression.container(.height)
        func scalar(_ bound: BoundArguments, _ parameter: Int) -> ScalarExpression {
            bound.value(parameter)?.scalar ?? .constant(0)
        }
        func rect(_ x: ScalarExpression, _ y: ScalarExpression, _ w: ScalarExpression, _ hh: ScalarExpression) -> Value
        {
            .frame(.rect(x: x.folded, y: y.folded, width: w.folded, height: hh.folded))
        }
        switch function {
        case .rect:
            guard
                let b = bind(name, arguments, Self.rectParameters, at: range)
            else { return nil }
            return rect(scalar(b, 0), scalar(b, 1), scalar(b, 2), scalar(b, 3))
        case .top, .bottom:
            guard let b = bind(name, arguments, Self.heightParameters, at: range) else { return nil }
            let side = scalar(b, 0)
            return rect(.constant(0), function == .top ? .constant(0) : .subtract(height, side), width, side)
        case .left, .right:
            guard let b = bind(name, arguments, Self.widthParameters, at: range) else { return nil }
            let side = scalar(b, 0)
            return rect(function == .left ? .constant(0) : .subtract(width, side), .constant(0), side, height)
        case .center:
            guard let b = bind(name, arguments, Self.sizeParameters, at: range) else { return nil }
            let w = scalar(b, 0)
            let hh = scalar(b, 1)
            return rect(
                .divide(.subtract(width, w), .constant(2)), .divide(.subtract(height, hh), .constant(2)), w, hh)
        case .inset:
            return inset(arguments, at: range)
        case .orientation:
            guard
                let b = bind(name, arguments, Self.orientationParameters, at: range),
                let portrait = b.value(0)?.frame, let landscape = b.value(1)?.frame
            else { return nil }
            return .frame(.orientation(portrait: portrait, landscape: landscape))
        case .offscreen:
            return offscreen(arguments, at: range)
        }
    }

    /// `inset(N)` (each side its own dimension for `%`) or `inset(top:, left:, bottom:, right:)`.
    private func inset(_ arguments: ArgumentList, at range: SourceRange) -> Value? {
        let width = ScalarExpression.container(.width)
        let height = ScalarExpression.container(.height)
        let sides: (top: ScalarExpression, left: ScalarExpression, bottom: ScalarExpression, right: ScalarExpression)
        if arguments.count == 1, arguments[0].label == nil {
            guard let across = checker.evaluate(arguments[0].value, as: .length(.horizontal))?.scalar,
                let along = checker.evaluate(arguments[0].value, as: .length(.vertical))?.scalar
            else { return nil }
            sides = (along, across, along, across)
        } else {
            var written = Sides()
            guard !bindEach("inset", arguments, Self.insetParameters, at: range, into: &written) else { return nil }
            sides = (written.top, written.left, written.bottom, written.right)
        }
        let left = sides.left.folded
        let top = sides.top.folded
        return .frame(
            .rect(
                x: left, y: top, width: Self.remainder(of: width, less: left, sides.right.folded),
                height: Self.remainder(of: height, less: top, sides.bottom.folded)))
    }

    /// The sides an `inset` call writes, by label, as they bind; 0 where one is not written.
    private struct Sides: ArgumentSink {
        var top, left, bottom, right: ScalarExpression

        init() { (top, left, bottom, right) = (.constant(0), .constant(0), .constant(0), .constant(0)) }

        /// `parameter` in the order of `insetParameters`.
        mutating func bind(_ parameter: Int, _ value: Value, _ expression: ExpressionSyntax) {
            let side = value.scalar ?? .constant(0)
            switch parameter {
            case 0: top = side
            case 1: left = side
            case 2: bottom = side
            default: right = side
            }
        }
    }

    /// `dimension - first - second` folded, for folded sides: one operation at a time
    /// (`folding`), as `.subtract(.subtract(…)).folded` would fold the built tree, without
    /// building it first. Two constant sides are taken at once, which the fold would merge into
    /// the same node (`container.width - 70`) through a node for the first.
    private static func remainder(
        of dimension: ScalarExpression, less first: ScalarExpression, _ second: ScalarExpression
    ) -> ScalarExpression {
        if case .constant(let firstValue) = first, case .constant(let secondValue) = second {
            return .folding(.subtract, dimension, .constant(firstValue + secondValue))
        }
        return .folding(.subtract, .folding(.subtract, dimension, first), second)
    }

    /// `offscreen(EDGE)`: the final frame moved just past that edge.
    private func offscreen(_ arguments: ArgumentList, at range: SourceRange) -> Value? {
        var word = Word()
        guard !bindEach("offscreen", arguments, Self.offscreenParameters, at: range, into: &word),
            let edge = word.word.flatMap(Self.edge(spelled:))
        else { return nil }
        guard checker.finalAvailable else {
            context.report(CheckerMessages.finalInPresentationFrame(at: range))
            return nil
        }
        let final = FrameExpression.final
        let x = ScalarExpression.component(final, .x)
        let y = ScalarExpression.component(final, .y)
        let w = ScalarExpression.component(final, .width)
        let h = ScalarExpression.component(final, .height)
        switch edge {
        case .bottom: return .frame(.rect(x: x, y: .container(.height), width: w, height: h))
        case .top: return .frame(.rect(x: x, y: .negate(h), width: w, height: h))
        case .left: return .frame(.rect(x: .negate(w), y: y, width: w, height: h))
        case .right: return .frame(.rect(x: .container(.width), y: y, width: w, height: h))
        }
    }

    /// `Edge(rawValue: word)`, told by the word's length (the four edges' spellings differ in
    /// length) and then its spelling, which compares at once when it is the edge's:
    /// `init(rawValue:)` went through the standard library's `_findStringSwitchCase`, about 250
    /// instructions for `bottom`.
    static func edge(spelled word: String) -> Edge? {
        let edge: Edge
        switch word.utf8.count {
        case 3: edge = .top
        case 6: edge = .bottom
        case 4: edge = .left
        case 5: edge = .right
        default: return nil
        }
        return edge.rawValue == word ? edge : nil
    }

    /// The one word a call of one parameter (`offscreen(EDGE)`) writes, as it binds.
    private struct Word: ArgumentSink {
        var word: String?

        mutating func bind(_ parameter: Int, _ value: Value, _ expression: ExpressionSyntax) { word = value.word }
    }

    /// `FRAME.offset(x:, y:)`, either argument defaulting to 0.
    func offset(_ base: ExpressionSyntax, _ arguments: ArgumentList, at range: SourceRange) -> Value? {
        let frame = checker.evaluate(base, as: .frame)?.frame
        guard let b = bind("offset", arguments, Self.offsetParameters, at: range), let frame else { return nil }
        return .frame(
            .offset(frame, dx: b.value(0)?.scalar ?? .constant(0), dy: b.value(1)?.scalar ?? .constant(0)))
    }

    // MARK: Colors, curves, gestures

    private func color(_ function: String, _ arguments: ArgumentList, at range: SourceRange) -> Value? {
        // `rgb` or `rgba`, the only color functions (`colorFunctions`, held to them by a test),
        // told by length: comparing `rgba` with `rgb` went through the standard library's
        // out-of-line string comparison.
        let parameters = function.utf8.count == 3 ? Self.rgbParameters : Self.rgbaParameters
        var written = Components()
        guard !bindEach(function, arguments, parameters, at: range, into: &written) else { return nil }
        // The component at `index`, checked and reported in turn.
        func component(_ argument: Component?, _ index: Int) -> Double? {
            guard let argument else { return nil }
            guard let value = argument.constant else {
                context.report(
                    CheckerMessages.notConstant("a color's \(Self.componentNames[index])", at: argument.range))
                return nil
            }
            return checker.checked(value, "a color's \(Self.componentNames[index])", .unit, at: argument.range)
        }
        let red = component(written.red, 0)
        let green = component(written.green, 1)
        let blue = component(written.blue, 2)
        let alpha = parameters.count == 4 ? component(written.alpha, 3) : 1
        guard let red, let green, let blue, let alpha else { return nil }
        return .color(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// One color component as it binds: its constant (nil if it has none) and where it is written.
    /// Plain values: a `(Value, SourceRange)?` kept here was copied and destroyed through the
    /// runtime's value witnesses (about 150 instructions a component).
    private struct Component {
        let constant: Double?
        let range: SourceRange
    }

    /// The components an `rgb` or `rgba` call writes, as they bind.
    private struct Components: ArgumentSink {
        var red, green, blue, alpha: Component?

        mutating func bind(_ parameter: Int, _ value: Value, _ expression: ExpressionSyntax) {
            // What `number(_:at:_:_:)` reads of a value: a scalar's constant, or a time.
            let constant: Double? =
                switch value {
                case .scalar(let scalar): scalar.constantValue
                case .time(let time): time
                default: nil
                }
            let component = Component(constant: constant, range: expression.range)
            switch parameter {
            case 0: red = component
            case 1: green = component
            case 2: blue = component
            default: alpha = component
            }
        }
    }

    /// The components of `rgba`, of which `rgb` takes the first three.
    private static let componentNames = ["red", "green", "blue", "alpha"]
    private static let rgbParameters = componentNames.dropLast().map { _ in Parameter.required(nil, .number) }
    private static let rgbaParameters = componentNames.map { _ in Parameter.required(nil, .number) }

    /// A curve call, checked against the declaration it names (`CurveCall`): among the kinds
    /// sharing the function (the three springs), the first whose distinguishing labels are
    /// written, else the one without any.
    private func curve(_ function: String, _ arguments: ArgumentList, at range: SourceRange) -> Value? {
        let labels = arguments.compactMap(\.label?.name)
        let calls = Curve.syntax.compactMap { syntax -> CurveCall? in
            if case .call(let call) = syntax, call.function == function { return call }
            return nil
        }
        guard
            let call = calls.first(where: {
                !$0.distinguishingLabels.isEmpty && $0.distinguishingLabels.contains(where: labels.contains)
            })
                ?? calls.first(where: { $0.distinguishingLabels.isEmpty })
        else { return nil }
        let parameters = call.parameters.map { parameter in
            Parameter(
                label: parameter.label, type: parameter.isTime ? .time : .number,
                isRequired: parameter.defaultValue == nil, name: parameter.name)
        }
        guard let b = bind(function, arguments, parameters, at: range) else { return nil }
        var values: [String: Double] = [:]
        var failed = false
        for (index, parameter) in call.parameters.enumerated() {
            let value = number(b, index, parameter.description, parameter.bound, default: parameter.defaultValue)
            if let value { values[parameter.name] = value } else { failed = true }
        }
        guard !failed else { return nil }
        if let required = call.availability, context.deploymentTarget < required {
            let selector = "\(function)(\(call.distinguishingLabels.map { "\($0):" }.joined()))"
            context.report(
                CheckerMessages.requiresNewerIOS(
                    selector, version: required.description, target: context.deploymentTarget.description, at: range))
            return nil
        }
        guard let curve = call.make(CurveArguments(values)) else {
            context.report(CheckerMessages.notFinite("the motion of this \(function)", at: range))
            return nil
        }
        return .curve(curve)
    }

    /// `pan(DIRECTION, threshold: N, velocity: V)`: N a share of the travel in (0, 1) or a
    /// length in points (`120pt`), V the fling speed in points per second.
    private func pan(_ arguments: ArgumentList, at range: SourceRange) -> Value? {
        let (b, failed) = bindEach("pan", arguments, Self.panParameters, at: range)
        let release = panRelease(b)
        guard !failed, let direction = b.value(0)?.word, let release else { return nil }
        let edge: Edge =
            switch direction {
            case "up": .top
            case "down": .bottom
            case "left": .left
            default: .right
            }
        return .gesture(
            InteractiveDismissal(
                direction: edge, threshold: release.share, thresholdPoints: release.points,
                flingVelocity: release.velocity))
    }

    /// A pan's direction, and its optional `threshold:` (a share or a length) and `velocity:`:
    /// the options at 1 and 2 (`panRelease(_:)`), as in an edge pan's.
    private static let panParameters: [Parameter] = [.required(nil, .word(.direction))] + panOptions
    /// An edge pan's edge, and the pan's options.
    private static let edgePanParameters: [Parameter] = [.required(nil, .word(.edge))] + panOptions
    private static let panOptions: [Parameter] = [
        .optional("threshold", .length(.vertical)), .optional("velocity", .number),
    ]

    /// The release rule of a pan: a threshold as a share (default 0.3) or in points, and the
    /// fling speed (default 1000 pt/s); nil after reporting a value out of range.
    private func panRelease(_ b: BoundArguments) -> (share: Double, points: Double?, velocity: Double)? {
        let velocity = number(b, 2, "a fling velocity", .positive, default: 1000)
        var share: Double? = 0.3
        var points: Double?
        if let argument = b[1], case .length? = checker.naturalType(of: argument.expression) {
            points = number(b, 1, "a pan's threshold in points", .positive)
            if points == nil { share = nil }
        } else {
            share = number(b, 1, "a pan's threshold", .openUnit, default: 0.3)
        }
        guard let share, let velocity else { return nil }
        return (share, points, velocity)
    }

    /// `edgePan(EDGE, threshold: N)`: a pan from a screen edge, the finger moving away from it.
    private func edgePan(_ arguments: ArgumentList, at range: SourceRange) -> Value? {
        let (b, failed) = bindEach("edgePan", arguments, Self.edgePanParameters, at: range)
        let release = panRelease(b)
        guard !failed, let word = b.value(0)?.word, let edge = Self.edge(spelled: word), let release else {
            return nil
        }
        return .gesture(
            InteractiveDismissal(
                direction: edge.opposite, threshold: release.share, screenEdge: edge, thresholdPoints: release.points,
                flingVelocity: release.velocity))
    }
}
