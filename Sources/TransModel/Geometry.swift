// Frames and scalars as expressions over the container and the final frame, evaluated
// numerically by the timeline and emitted as run-time arithmetic by the Swift backend.

/// A scalar (points, radians or a plain number), possibly depending on run-time geometry.
/// `%` never appears here: the checker has turned it into a share of the container. Only the
/// cases that hold scalars are boxed: a constant, the commonest, is a value with nothing to
/// allocate, retain or free.
public enum ScalarExpression: Sendable, Hashable {
    case constant(Double)
    /// `container.width` / `container.height`.
    case container(Dimension)
    /// `.x`, `.y`, `.width`, `.height` of a frame (`final.width`).
    case component(FrameExpression, FrameComponent)
    indirect case negate(ScalarExpression)
    indirect case add(ScalarExpression, ScalarExpression)
    indirect case subtract(ScalarExpression, ScalarExpression)
    indirect case multiply(ScalarExpression, ScalarExpression)
    indirect case divide(ScalarExpression, ScalarExpression)
    /// `container.safeArea.EDGE`: the container's safe-area inset on that edge.
    case safeArea(Edge)
    /// `maximum` in a sheet's custom detent: the resolution context's `maximumDetentValue`.
    case maximumDetentValue
    /// `content.width` / `content.height`: the presented controller's content size, its
    /// `preferredContentSize` or else what Auto Layout fits its view to.
    case content(Dimension)
    /// `min(a, b)` / `max(a, b)` (`clamp` lowers to both).
    indirect case extremum(Extremum, ScalarExpression, ScalarExpression)
}

/// Which of two values `min` and `max` keep.
public enum Extremum: String, Sendable, Hashable {
    case min, max

    /// The kept value of two numbers.
    public func apply(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .min: Swift.min(lhs, rhs)
        case .max: Swift.max(lhs, rhs)
        }
    }
}

/// A width and a height in points (`CGSize`).
public struct Size: Sendable, Hashable {
    public var width, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets from the container's edges, in points (`UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The inset on `edge`.
    public subscript(edge: Edge) -> Double {
        switch edge {
        case .top: top
        case .left: left
        case .bottom: bottom
        case .right: right
        }
    }

    /// An iPhone 15 in portrait (393 × 852 pt, CLI.md's default container): 59 pt under the
    /// Dynamic Island, 34 pt above the home indicator, none at the sides.
    public static let iPhonePortrait = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
}

/// A frame (x, y, width, height), possibly depending on run-time geometry.
public indirect enum FrameExpression: Sendable, Hashable {
    /// The container's bounds.
    case container
    /// The presented view's frame after presentation (`Transition.finalFrame`).
    case final
    /// An explicit rectangle (every frame function lowers to this).
    case rect(x: ScalarExpression, y: ScalarExpression, width: ScalarExpression, height: ScalarExpression)
    /// `.offset(x:, y:)`.
    case offset(FrameExpression, dx: ScalarExpression, dy: ScalarExpression)
    /// `orientation(portrait:, landscape:)`: the landscape frame in a container wider than it
    /// is tall, else the portrait one.
    case orientation(portrait: FrameExpression, landscape: FrameExpression)
}

/// A container dimension.
public enum Dimension: String, Sendable, Hashable {
    case width, height
}

/// A frame's fields.
public enum FrameComponent: String, Sendable, Hashable, CaseIterable {
    case x, y, width, height
}

/// A concrete rectangle in points.
public struct Rect: Sendable, Hashable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The fields in `x, y, width, height` order.
    public var components: [Double] { [x, y, width, height] }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The field named `component`.
    public subscript(component: FrameComponent) -> Double {
        switch component {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }
}

/// The run-time geometry expressions are evaluated against.
public struct Geometry: Sendable, Hashable {
    /// The container's size; its origin is (0, 0).
    public var containerWidth, containerHeight: Double
    /// The container's safe-area insets (`container.safeArea`).
    public var safeArea: EdgeInsets
    /// The presented controller's content size (`content.width`, `content.height`): on a device
    /// its own; here assumed (`--content-size`).
    public var contentWidth, contentHeight: Double
    /// The evaluated final frame.
    public var finalFrame: Rect

    public init(
        containerWidth: Double, containerHeight: Double, finalFrame: FrameExpression,
        safeArea: EdgeInsets = .iPhonePortrait, contentSize: Size? = nil
    ) {
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.safeArea = safeArea
        let content = contentSize ?? Self.assumedContentSize(containerWidth: containerWidth)
        (self.contentWidth, self.contentHeight) = (content.width, content.height)
        let bounds = Rect(x: 0, y: 0, width: containerWidth, height: containerHeight)
        self.finalFrame = bounds
        self.finalFrame = evaluate(finalFrame)
    }

    /// CLI.md's default container, 393 × 852: where the checker evaluates a rule that needs
    /// numbers (the pan's direction against the dismissal's motion).
    public static func reference(finalFrame: FrameExpression) -> Geometry {
        Geometry(containerWidth: 393, containerHeight: 852, finalFrame: finalFrame)
    }

    /// The content size assumed when none is given: the container's width, 400 pt tall.
    public static func assumedContentSize(containerWidth: Double) -> Size {
        Size(width: containerWidth, height: 400)
    }

    /// The value of `expression`.
    public func evaluate(_ expression: ScalarExpression) -> Double { operand(expression) }

    /// The value of a leaf read where it is asked for: the checker evaluates frames of a
    /// few leaves each (a constant, `container.height`, `final.width`) many times a
    /// transition, and a call for each leaf cost more than reading it.
    @inline(__always) private func leafValue(_ expression: ScalarExpression) -> Double? {
        switch expression {
        case .constant(let value): value
        case .container(.width): containerWidth
        case .container(.height): containerHeight
        case .component(.final, let component): finalFrame[component]
        case .content(.width): contentWidth
        case .content(.height): contentHeight
        default: nil
        }
    }

    /// The value of an expression that is not a leaf (`leafValue`), its operands' leaves read
    /// in place.
    private func nodeValue(_ expression: ScalarExpression) -> Double {
        switch expression {
        case .constant(let value): value
        case .container(.width): containerWidth
        case .container(.height): containerHeight
        case .component(let frame, let component): evaluate(frame)[component]
        case .negate(let negated): -operand(negated)
        case .add(let lhs, let rhs): operand(lhs) + operand(rhs)
        case .subtract(let lhs, let rhs): operand(lhs) - operand(rhs)
        case .multiply(let lhs, let rhs): operand(lhs) * operand(rhs)
        case .divide(let lhs, let rhs): operand(lhs) / operand(rhs)
        case .safeArea(let edge): safeArea[edge]
        case .maximumDetentValue: maximumDetentValue
        case .content(.width): contentWidth
        case .content(.height): contentHeight
        case .extremum(let kind, let lhs, let rhs): kind.apply(operand(lhs), operand(rhs))
        }
    }

    /// A leaf read in place, else the node's value: `evaluate(_:)`, inlined into `nodeValue`,
    /// which recurses through it.
    @inline(__always) private func operand(_ expression: ScalarExpression) -> Double {
        leafValue(expression) ?? nodeValue(expression)
    }

    /// `operand(_:)`, with a sum or difference of two leaves computed in place as well: what
    /// `inset`'s sizes lower to (`container.width - 70`), each a call of `nodeValue` otherwise.
    @inline(__always) private func side(_ expression: ScalarExpression) -> Double {
        switch expression {
        case .add(let lhs, let rhs):
            if let l = leafValue(lhs), let r = leafValue(rhs) { return l + r }
        case .subtract(let lhs, let rhs):
            if let l = leafValue(lhs), let r = leafValue(rhs) { return l - r }
        default: break
        }
        return operand(expression)
    }

    /// The rectangle `expression` denotes.
    public func evaluate(_ expression: FrameExpression) -> Rect {
        switch expression {
        case .container: Rect(x: 0, y: 0, width: containerWidth, height: containerHeight)
        case .final: finalFrame
        case .rect(let x, let y, let width, let height):
            Rect(x: side(x), y: side(y), width: side(width), height: side(height))
        case .offset(let frame, let dx, let dy): evaluate(frame).offsetBy(dx: evaluate(dx), dy: evaluate(dy))
        case .orientation(let portrait, let landscape):
            evaluate(containerWidth > containerHeight ? landscape : portrait)
        }
    }

    /// The components of a track value: `[x, y, width, height]` or `[scalar]`.
    public func evaluate(_ value: TrackValue) -> [Double] {
        switch value {
        case .frame(let frame): evaluate(frame).components
        case .scalar(let scalar): [evaluate(scalar)]
        }
    }
}
