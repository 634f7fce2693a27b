// The tokens of `.trans`, each with the range of source it came from.

/// A unit written directly after a number: `0.4s`, `500ms`, `90deg`, `1.2rad`, `60%`.
public enum NumberUnit: String, Sendable, Hashable, CaseIterable {
    case seconds = "s"
    case milliseconds = "ms"
    case degrees = "deg"
    case radians = "rad"
    case percent = "%"
    /// A length in points, where a length goes (`threshold: 120pt`).
    case points = "pt"
}

/// What a token is. Plain (no payload but a keyword): a token is a kind and a byte range, 24
/// bytes with nothing to retain or free, so the file's tokens are one flat buffer. A name's
/// text and a literal's value are read from the source when asked for (`LexedFile.text(of:)`,
/// `number(of:)`, `color(of:)`, `string(of:)`; `docs/performance.md`, fourth round).
public enum TokenKind: Sendable, Hashable {
    case identifier
    /// `transition`, `let`, `animate`, `true`, `false`.
    case keyword(Keyword)
    /// A number, with or without a unit written right after it.
    case number
    /// A hex color `#RRGGBB` or `#RRGGBBAA`.
    case hexColor
    /// A string literal (or a lookalike-quoted one, already reported).
    case string
    case leftBrace, rightBrace, leftParen, rightParen
    case colon, comma, dot, equals, arrow, plus, minus, star, slash
    case newline
    /// Text that could not be lexed; its diagnostic is already reported.
    case invalid
    case endOfFile

    /// Whether an operand can end with this token: then a following `-` is binary, `(` is a
    /// call and `.5` a member access gone wrong rather than a number missing its leading zero.
    /// The lexer (for `.5`) and the formatter (for `-` and `(`) share it, so that both read
    /// `f(x).5` and `f(x) - 1` the same way; `}` ends a keyframe list.
    public var endsOperand: Bool {
        switch self {
        case .identifier, .number, .hexColor, .string, .keyword(.true), .keyword(.false), .rightParen, .rightBrace:
            true
        default: false
        }
    }
}

/// A number's value and unit as the lexer works them out, and where the number starts.
struct LexedNumber {
    var start: Int
    var value: Double
    var unit: NumberUnit?
}

/// The reserved words: never names, so `let let = 1` is a syntax error, not a constant.
public enum Keyword: String, Sendable, Hashable, CaseIterable {
    case transition, `let`, animate, `true`, `false`
}

/// A token and its source range, 12 bytes: the offsets are stored as `UInt32` (a file is at most
/// 16 MiB from the command line and 64 MiB from an editor's message, far below 4 GiB), so the
/// buffer of a file's tokens is half the size a pair of `Int`s would make it.
public struct Token: Sendable, Hashable {
    /// What the parser matches on.
    public var kind: TokenKind
    private var start: UInt32
    private var end: UInt32

    /// The bytes it was read from, for diagnostics and editors.
    public var range: SourceRange {
        get { SourceRange(start: Int(start), end: Int(end)) }
        set {
            start = UInt32(newValue.start)
            end = UInt32(newValue.end)
        }
    }

    /// `range.end`, without building the range: the parser's step keeps it for every token.
    var endOffset: Int { Int(end) }

    /// A token of `kind` read from `range` (public for tools that build token streams).
    public init(_ kind: TokenKind, _ range: SourceRange) {
        self.kind = kind
        self.start = UInt32(range.start)
        self.end = UInt32(range.end)
    }

    /// A token the lexer read from `start` to `end`, which it never moves backwards, in a file
    /// it has checked is under 4 GiB (`Lexer.init`): the offsets fit without the checks.
    init(_ kind: TokenKind, lexedFrom start: Int, to end: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }
}

extension TokenKind {
    /// How diagnostics name this kind of token: `'{'`, `a number`, `end of file`; a name is
    /// spelled by its text (`LexedFile.spelling(of:)`).
    public var spelling: String {
        switch self {
        case .identifier: "a name"
        case .keyword(let keyword): "'\(keyword.rawValue)'"
        case .number: "a number"
        case .hexColor: "a color"
        case .string: "a string"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .colon: "':'"
        case .comma: "','"
        case .dot: "'.'"
        case .equals: "'='"
        case .arrow: "'->'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .newline: "a line break"
        case .invalid: "invalid text"
        case .endOfFile: "end of file"
        }
    }
}
