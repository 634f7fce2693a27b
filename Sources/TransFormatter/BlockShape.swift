// How a braced block is laid out: decided by the author's line breaks inside it.

/// The layout of one `{ … }` block or keyframe list.
enum BlockShape: Equatable {
    /// Nothing but line breaks inside: printed `{ }`.
    case empty
    /// No line break inside: printed `{ a: 1, b: 2 }` on one line.
    case oneLine
    /// A line break somewhere inside, even in a nested block or parentheses: `{` ends its
    /// line (but for comments) and `}` starts one.
    case multiLine
}
