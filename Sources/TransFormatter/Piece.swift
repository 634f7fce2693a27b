// What the spacing rules need to know about a printed token or comment.

/// The role of one printed token or comment, as far as the space before and after it goes.
enum Piece: Equatable {
    /// A `/* */` comment.
    case comment
    /// A `//` comment: always one space before it, unless it starts its line.
    case lineComment
    /// `(`: of a call (`f(`, tight) or of a group or tuple (`= (`, spaced).
    case openParen(isCall: Bool)
    case closeParen
    case openBrace
    case dot, comma, colon
    /// A `-` that negates: written tight against its operand.
    case unaryMinus
    /// Anything else: names, keywords, literals, binary operators, `=`, `->`, `}`.
    case word

    /// Whether one space separates `previous` and `next` when they share a line.
    static func isSpaced(_ previous: Piece, _ next: Piece) -> Bool {
        switch (previous, next) {
        case (_, .lineComment): true
        case (.openParen, _): false
        case (_, .comment): true
        case (.comment, .comma), (.comment, .colon), (.comment, .closeParen): false
        case (.comment, _): true
        case (.dot, _), (.unaryMinus, _): false
        case (_, .comma), (_, .colon), (_, .closeParen), (_, .dot), (_, .openParen(isCall: true)): false
        default: true
        }
    }
}
