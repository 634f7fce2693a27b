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

/// A closed set of words an entry accepts.
struct WordSet: Hashable, CustomStringConvertible, Sendable {
    /// What the words are, for messages: `a presentation style`.
    var description: String { storage.description }
    /// The words, in documentation order.
    var words: [String] { storage.words }

    /// The set's description and words, made once for each set (each is a `static let`) and
    /// never freed, so a set refers to them without counting: a `ValueType` is then a plain
    /// value, copied, compared and dropped without retaining (`.word` held a string and an array,
    /// retained at each copy of a type and released at each drop).
    private unowned(unsafe) let storage: Storage

    private final class Storage: Sendable {
        let description: String
        let words: [String]

        init(description: String, words: [String]) { (self.description, self.words) = (description, words) }
    }

    /// A set of `words` described as `description`; made once, as a `static let` (its storage
    /// is never freed).
    init(description: String, words: [String]) {
        storage = Unmanaged.passRetained(Storage(description: description, words: words)).takeUnretainedValue()
    }

    /// By description and words, as the synthesized `==` compared them; the same set at once.
    static func == (lhs: WordSet, rhs: WordSet) -> Bool {
        lhs.storage === rhs.storage || (lhs.description == rhs.description && lhs.words == rhs.words)
    }

    /// As the synthesized `hash(into:)`: the description, then the words.
    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(words)
    }

    static let presentationStyle = WordSet(
        description: "a presentation style",
        words: [
            "custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "currentContext",
            "overCurrentContext", "automatic",
        ])
    static let systemAnimation = WordSet(
        description: "a system transition style",
        words: ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])
    static let edge = WordSet(description: "an edge", words: ["top", "bottom", "left", "right"])
    static let direction = WordSet(description: "a direction", words: ["up", "down", "left", "right"])
    static let keyframeMode = WordSet(
        description: "a keyframe mode", words: ["linear", "cubic", "discrete", "paced"])
    static let reverse = WordSet(description: "'reverse'", words: ["reverse"])
    /// Every set, for checking a name that stands where its type is not evident.
    static let all: [WordSet] = [presentationStyle, systemAnimation, edge, direction, keyframeMode, reverse]
}
