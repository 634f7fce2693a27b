// The model's scalar and frame expressions as run-time Swift arithmetic over the container.
import TransModel

/// Spells geometry expressions as `CGFloat` / `CGRect` Swift expressions over two locals:
/// `container` (the container view's bounds) and `final` (the presented view's final frame).
enum GeometryExpression {
    /// The local holding `containerView.bounds`.
    static let container = "container"
    /// The local holding the final frame.
    static let final = "final"
    /// The local holding the container view's `safeAreaInsets`.
    static let safeArea = "safeArea"
    /// A custom detent's resolution context, the resolver closure's parameter.
    static let detentContext = "context"
    /// The local holding the presented controller's content size.
    static let content = "content"

    /// Operator binding, loosest first, for parenthesizing.
    private enum Precedence: Int, Comparable {
        case additive, multiplicative, prefix, primary

        static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How an expression is written: as generated Swift, or in the language (for doc comments).
    enum Dialect {
        case swift, language
    }

    /// `expression` as a `CGFloat` expression (or in the language's own spelling).
    static func scalar(_ expression: ScalarExpression, _ dialect: Dialect = .swift) -> String {
        spell(simplified(expression), dialect).text
    }

    /// `expression` as a `CGRect` expression (or in the language's own spelling).
    static func frame(_ expression: FrameExpression, _ dialect: Dialect = .swift) -> String {
        switch (expression, dialect) {
        case (.container, _): return container
        case (.final, _): return final
        case (.rect(let x, let y, let width, let height), .swift):
            // CGRect has Int, Double and CGFloat initializers: a bare literal beside run-time
            // arithmetic sends the type checker through all of them, so it is typed. A finite
            // constant is the one field spelled as a bare literal (NumberLiteral.swift).
            let fields = [x, y, width, height]
            let mixed = fields.contains { constantValue($0) == nil }
            let spelled = fields.map { field in
                let text = scalar(field)
                return mixed && constantValue(field)?.isFinite == true ? "\(text) as CGFloat" : text
            }
            return "CGRect(x: \(spelled[0]), y: \(spelled[1]), width: \(spelled[2]), height: \(spelled[3]))"
        case (.rect(let x, let y, let width, let height), .language):
            return "rect(x: \(scalar(x, dialect)), y: \(scalar(y, dialect)), width: \(scalar(width, dialect)), "
                + "height: \(scalar(height, dialect)))"
        case (.offset(let base, let dx, let dy), .swift):
            return "\(frame(base)).offsetBy(dx: \(scalar(dx)), dy: \(scalar(dy)))"
        case (.offset(let base, let dx, let dy), .language):
            let arguments = [("x", dx), ("y", dy)].filter { constantValue($0.1) != 0 }
                .map { "\($0.0): \(scalar($0.1, dialect))" }
            return "\(frame(base, dialect)).offset(\(arguments.joined(separator: ", ")))"
        case (.orientation(let portrait, let landscape), .swift):
            return "(\(container).width > \(container).height ? \(frame(landscape)) : \(frame(portrait)))"
        case (.orientation(let portrait, let landscape), .language):
            return "orientation(portrait: \(frame(portrait, dialect)), landscape: \(frame(landscape, dialect)))"
        }
    }

    /// An angle in radians; whole degrees read as degrees (`-90 * CGFloat.pi / 180`).
    static func angle(_ expression: ScalarExpression) -> String {
        guard case .constant(let radians) = simplified(expression), radians != 0 else { return scalar(expression) }
        let degrees = radians * 180 / Double.pi
        let whole = degrees.rounded()
        guard abs(degrees - whole) < 1e-9, abs(whole) <= 100_000 else { return scalar(expression) }
        switch whole {
        case 180: return "CGFloat.pi"
        case -180: return "-CGFloat.pi"
        default: return "\(NumberLiteral.swift(whole)) * CGFloat.pi / 180"
        }
    }

    // MARK: Analysis

    /// Whether `expression` reads the container's bounds or the final frame.
    static func uses(_ expression: ScalarExpression) -> (container: Bool, final: Bool) {
        switch simplified(expression) {
        // The safe area has its own local (`readsSafeArea`).
        case .constant, .maximumDetentValue, .safeArea, .content: (false, false)
        case .container: (true, false)
        case .component(let frame, _): uses(frame)
        case .extremum(_, let lhs, let rhs): combine(uses(lhs), uses(rhs))
        case .negate(let operand): uses(operand)
        case .add(let lhs, let rhs), .subtract(let lhs, let rhs), .multiply(let lhs, let rhs),
            .divide(let lhs, let rhs):
            combine(uses(lhs), uses(rhs))
        }
    }

    /// A run-time input with a local of its own, declared only where an expression reads it.
    enum Input {
        case safeArea, content

        /// Whether `leaf` is this input.
        func matches(_ leaf: ScalarExpression) -> Bool {
            switch (self, leaf) {
            case (.safeArea, .safeArea), (.content, .content): true
            default: false
            }
        }
    }

    /// `let content = …` for the controller `controller` (a non-optional expression): its
    /// `preferredContentSize` when it has one, else its view's compressed Auto Layout size
    /// (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`).
    static func contentDeclaration(of controller: String) -> String {
        "let \(content) = \(controller).preferredContentSize != .zero ? \(controller).preferredContentSize : "
            + "\(controller).view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)"
    }

    /// Whether `expression` reads `input`.
    static func reads(_ input: Input, _ expression: ScalarExpression) -> Bool {
        switch expression {
        case .safeArea, .content: input.matches(expression)
        case .constant, .container, .maximumDetentValue: false
        case .component(let frame, _): reads(input, frame)
        case .negate(let operand): reads(input, operand)
        case .add(let lhs, let rhs), .subtract(let lhs, let rhs), .multiply(let lhs, let rhs),
            .divide(let lhs, let rhs), .extremum(_, let lhs, let rhs):
            reads(input, lhs) || reads(input, rhs)
        }
    }

    /// Whether `expression` reads `input`.
    static func reads(_ input: Input, _ expression: FrameExpression) -> Bool {
        switch expression {
        case .container, .final: false
        case .rect(let x, let y, let width, let height): [x, y, width, height].contains { reads(input, $0) }
        case .offset(let base, let dx, let dy): reads(input, base) || reads(input, dx) || reads(input, dy)
        case .orientation(let portrait, let landscape): reads(input, portrait) || reads(input, landscape)
        }
    }

    /// Whether `value` reads `input`.
    static func reads(_ input: Input, _ value: TrackValue) -> Bool {
        switch value {
        case .frame(let frame): reads(input, frame)
        case .scalar(let scalar): reads(input, scalar)
        }
    }

    /// Whether `expression` reads the container's bounds or the final frame.
    static func uses(_ expression: FrameExpression) -> (container: Bool, final: Bool) {
        switch expression {
        case .container: (true, false)
        case .final: (false, true)
        case .rect(let x, let y, let width, let height):
            combine(combine(uses(x), uses(y)), combine(uses(width), uses(height)))
        case .offset(let base, let dx, let dy): combine(uses(base), combine(uses(dx), uses(dy)))
        case .orientation(let portrait, let landscape): combine((true, false), combine(uses(portrait), uses(landscape)))
        }
    }

    /// Whether `value` reads the container's bounds or the final frame.
    static func uses(_ value: TrackValue) -> (container: Bool, final: Bool) {
        switch value {
        case .frame(let frame): uses(frame)
        case .scalar(let scalar): uses(scalar)
        }
    }

    static func combine(
        _ a: (container: Bool, final: Bool), _ b: (container: Bool, final: Bool)
    ) -> (container: Bool, final: Bool) {
        (a.container || b.container, a.final || b.final)
    }

    /// The value of `expression` when it is a constant.
    static func constantValue(_ expression: ScalarExpression) -> Double? {
        if case .constant(let value) = simplified(expression) { return value }
        return nil
    }

    // MARK: Spelling

    /// `expression` with constants folded and fields of explicit rectangles resolved
    /// (`rect(x: a, …).x` is `a`; `f.offset(x: d).x` is `f.x + d`).
    private static func simplified(_ expression: ScalarExpression) -> ScalarExpression {
        switch expression {
        case .constant, .container, .safeArea, .maximumDetentValue, .content: return expression
        case .extremum(let kind, let lhs, let rhs):
            let (l, r) = (simplified(lhs), simplified(rhs))
            if case .constant(let a) = l, case .constant(let b) = r { return .constant(kind.apply(a, b)) }
            return .extremum(kind, l, r)
        case .component(.container, _), .component(.final, _): return expression
        case .component(let frame, let component): return simplified(field(component, of: frame))
        case .negate(let operand):
            let operand = simplified(operand)
            if case .constant(let value) = operand { return .constant(-value) }
            if case .negate(let inner) = operand { return inner }
            return .negate(operand)
        case .add(let lhs, let rhs):
            // `a + -b` is `a - b`, and `a - -b` is `a + b`.
            if case .negate(let negated) = simplified(rhs) { return simplified(.subtract(lhs, negated)) }
            return .combining(.add, simplified(lhs), simplified(rhs))
        case .subtract(let lhs, let rhs):
            if case .negate(let negated) = simplified(rhs) { return simplified(.add(lhs, negated)) }
            return .combining(.subtract, simplified(lhs), simplified(rhs))
        case .multiply(let lhs, let rhs): return .combining(.multiply, simplified(lhs), simplified(rhs))
        case .divide(let lhs, let rhs): return .combining(.divide, simplified(lhs), simplified(rhs))
        }
    }

    /// One field of a frame, as a scalar expression.
    private static func field(_ component: FrameComponent, of frame: FrameExpression) -> ScalarExpression {
        switch frame {
        case .container, .final, .orientation: .component(frame, component)
        case .rect(let x, let y, let width, let height):
            switch component {
            case .x: x
            case .y: y
            case .width: width
            case .height: height
            }
        case .offset(let base, let dx, let dy):
            switch component {
            case .x: .add(field(.x, of: base), dx)
            case .y: .add(field(.y, of: base), dy)
            case .width, .height: field(component, of: base)
            }
        }
    }

    /// A simplified expression's text and how tightly it binds.
    private static func spell(
        _ expression: ScalarExpression, _ dialect: Dialect
    ) -> (text: String, precedence: Precedence) {
        switch expression {
        case .constant(let value):
            let text = dialect == .swift ? NumberLiteral.swift(value) : NumberLiteral.plainDecimal(value)
            // Both spellings start with `-` exactly when the value is below 0 (`-0` is `0`).
            return (text, value < 0 ? .prefix : .primary)
        case .container(let dimension):
            return ("\(container).\(dimension.rawValue)", .primary)
        case .safeArea(let edge):
            return (
                dialect == .swift ? "\(safeArea).\(edge.rawValue)" : "container.safeArea.\(edge.rawValue)", .primary
            )
        case .maximumDetentValue:
            return (dialect == .swift ? "\(detentContext).maximumDetentValue" : "maximum", .primary)
        case .content(let dimension):
            return ("\(content).\(dimension.rawValue)", .primary)
        case .extremum(let kind, let lhs, let rhs):
            return ("\(kind.rawValue)(\(spell(lhs, dialect).text), \(spell(rhs, dialect).text))", .primary)
        case .component(let frame, let component):
            let base =
                switch frame {
                case .container: container
                case .final: final
                default: "(\(self.frame(frame, dialect)))"
                }
            let member =
                switch (component, dialect) {
                case (.x, .swift): "minX"
                case (.y, .swift): "minY"
                default: component.rawValue
                }
            return ("\(base).\(member)", .primary)
        case .negate(let inner):
            return ("-" + operand(inner, atLeast: .primary, dialect), .prefix)
        case .add(let lhs, let rhs):
            if case .constant(let value) = rhs, value < 0 {
                return binary(lhs, "-", .constant(-value), .additive, dialect)
            }
            return binary(lhs, "+", rhs, .additive, dialect)
        case .subtract(let lhs, let rhs):
            if case .constant(let value) = rhs, value < 0 {
                return binary(lhs, "+", .constant(-value), .additive, dialect)
            }
            return binary(lhs, "-", rhs, .additive, dialect)
        case .multiply(let lhs, let rhs): return binary(lhs, "*", rhs, .multiplicative, dialect)
        case .divide(let lhs, let rhs): return binary(lhs, "/", rhs, .multiplicative, dialect)
        }
    }

    /// A left-associative binary operation: the right operand binds tighter than the operator.
    private static func binary(
        _ lhs: ScalarExpression, _ symbol: String, _ rhs: ScalarExpression, _ precedence: Precedence,
        _ dialect: Dialect
    ) -> (text: String, precedence: Precedence) {
        let right: Precedence = precedence == .additive ? .multiplicative : .prefix
        let left = operand(lhs, atLeast: precedence, dialect)
        return ("\(left) \(symbol) \(operand(rhs, atLeast: right, dialect))", precedence)
    }

    /// `expression` parenthesized unless it binds at least as tightly as `precedence`.
    private static func operand(
        _ expression: ScalarExpression, atLeast precedence: Precedence, _ dialect: Dialect
    )
        -> String
    {
        let (text, binding) = spell(expression, dialect)
        return binding >= precedence ? text : "(\(text))"
    }
}
