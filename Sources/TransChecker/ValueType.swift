// The types of `.trans` values, as the checker names them in diagnostics.

/// What an entry or argument expects; it directs evaluation (a bare number where a time
/// belongs is an error, `%` takes the axis of the length it stands for).
enum ValueType: Hashable {
    case number
    /// A length along an axis: `%` is a share of the container's width or height.
    case length(Axis)
    case time
    case angle
    case color
    case bool
    case string
    case curve
    case frame
    /// An `(x, y)` point in the unit square, or an anchor word.
    case anchor
    /// One of a fixed set of words (`custom`, `bottom`, `reverse`), named by what they are.
    case word(WordSet)
    /// A pan gesture `pan(DIRECTION, threshold:)`.
    case gesture

    /// How diagnostics name the type: `a frame`, `a time`.
    var name: String {
        switch self {
        case .number: "a number"
        case .length: "a length"
        case .time: "a time"
        case .angle: "an angle"
        case .color: "a color"
        case .bool: "a boolean"
        case .string: "a string"
        case .curve: "a curve"
        case .frame: "a frame"
        case .anchor: "an anchor"
        case .word(let words): words.description
        case .gesture: "a gesture"
        }
    }

    /// Whether the type is a scalar that arithmetic applies to.
    var isScalar: Bool {
        switch self {
        case .number, .length, .time, .angle: true
        default: false
        }
    }
}

/// The axis a length lies along.
enum Axis: Hashable {
    case horizontal, vertical
}
