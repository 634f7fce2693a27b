// The parser's guarantee that every loop ends, after swift-syntax's `LoopProgressCondition`.

/// Where one iteration of a parsing loop started. Recovery may leave the parser where it was
/// (a token no rule accepts), and a loop that does not move would spin forever on such input;
/// `ensure` skips that token, so every iteration consumes at least one.
struct LoopProgress {
    private let start: Int

    /// Marks the start of an iteration.
    init(_ parser: Parser) { start = parser.position }

    /// Skips the current token if the iteration consumed none.
    func ensure(_ parser: inout Parser) {
        if parser.position == start { parser.advance() }
    }
}
