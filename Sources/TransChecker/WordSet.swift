// The closed sets of words that entries and arguments accept.
import TransModel

/// A closed set of words an entry accepts. A case per set, so a `ValueType` is a plain value:
/// copied, compared and dropped without counting (a set that held its description and words
/// was retained at each copy of a type and released at each drop).
enum WordSet: Hashable, CustomStringConvertible, Sendable {
    case presentationStyle
    case systemAnimation
    case edge
    case direction
    case keyframeMode
    case reverse
    /// `reduceMotion: crossFade | keep` in a phase (TransModel's `ReducedMotion`; a block is the
    /// third choice).
    case reducedMotion
    /// `keyboard: moveUp | compress | none` in `presentation` (TransModel's `KeyboardAvoidance`).
    case keyboardAvoidance
    /// `corners { only: … }`: the corners of `CACornerMask`.
    case corner
    /// `corners { curve: … }`: `CALayerCornerCurve`.
    case cornerCurve
    /// `order:` in a phase.
    case order
    /// `dimming { blur: … }`: `UIBlurEffect.Style`.
    case blurStyle

    /// What the words are, for messages: `a presentation style`.
    var description: String {
        switch self {
        case .presentationStyle: "a presentation style"
        case .systemAnimation: "a system transition style"
        case .edge: "an edge"
        case .direction: "a direction"
        case .keyframeMode: "a keyframe mode"
        case .reverse: "'reverse'"
        case .reducedMotion: "a Reduce Motion choice"
        case .keyboardAvoidance: "a keyboard avoidance"
        case .corner: "a corner"
        case .cornerCurve: "a corner curve"
        case .order: "a view order"
        case .blurStyle: "a blur style"
        }
    }

    /// The words, in documentation order.
    var words: [String] { withWords { $0 } }

    /// Whether `word` is one of the set's words: `words.contains(word)`, read in the set's own
    /// array, without the copy `words` returns (retained and released at each name a word
    /// type's evaluation checks).
    func contains(_ word: String) -> Bool { withWords { $0.contains(word) } }

    /// `body` of the set's words, borrowed where they are kept.
    @inline(__always)
    private func withWords<Result>(_ body: ([String]) -> Result) -> Result {
        switch self {
        case .presentationStyle: body(Self.presentationStyles)
        case .systemAnimation: body(Self.systemAnimations)
        case .edge: body(Self.edges)
        case .direction: body(Self.directions)
        case .keyframeMode: body(Self.keyframeModes)
        case .reverse: body(Self.reverseWord)
        case .reducedMotion: body(Self.reducedMotionChoices)
        case .keyboardAvoidance: body(Self.keyboardAvoidances)
        case .corner: body(Self.corners)
        case .cornerCurve: body(Self.cornerCurves)
        case .order: body(Self.orders)
        case .blurStyle: body(Self.blurStyles)
        }
    }

    /// Every set a name may belong to where its type is not evident.
    static let all: [WordSet] = [presentationStyle, systemAnimation, edge, direction, keyframeMode, reverse]

    private static let presentationStyles = [
        "custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "currentContext",
        "overCurrentContext", "automatic",
    ]
    private static let systemAnimations = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
    private static let edges = ["top", "bottom", "left", "right"]
    private static let directions = ["up", "down", "left", "right"]
    private static let keyframeModes = ["linear", "cubic", "discrete", "paced"]
    private static let reverseWord = ["reverse"]
    private static let reducedMotionChoices = ["crossFade", "keep"]
    private static let keyboardAvoidances = ["moveUp", "compress", "none"]
    private static let corners = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
    private static let cornerCurves = ["circular", "continuous"]
    private static let orders = ["presentedAbove", "presentedBelow"]
    private static let blurStyles = BlurStyle.allCases.map(\.rawValue)
}
