// Declarations and the blocks of entries inside them.

/// A whole parsed file: what the checker, the formatter and editors read.
public struct FileSyntax: Sendable, Hashable {
    /// Top-level declarations in source order.
    public var declarations: [Declaration]
    /// Every comment's range, in order.
    public var comments: [SourceRange]

    /// A file of `declarations` and the ranges of its `comments` (kept beside the tree, for
    /// `--verify`, the formatter and editors).
    public init(declarations: [Declaration], comments: [SourceRange]) {
        self.declarations = declarations
        self.comments = comments
    }
}

/// `let NAME = EXPR` or `transition NAME[: BASE] { … }`.
public enum Declaration: Sendable, Hashable {
    case constant(ConstantDeclaration)
    case transition(TransitionDeclaration)
}

/// `let NAME = EXPR`.
public struct ConstantDeclaration: Sendable, Hashable {
    public var name: Identifier
    public var value: ExpressionSyntax
    /// From `let` to the end of the value.
    public var range: SourceRange

    public init(name: Identifier, value: ExpressionSyntax, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// `transition NAME[: BASE] { … }`.
public struct TransitionDeclaration: Sendable, Hashable {
    public var name: Identifier
    public var base: Identifier?
    public var body: Block
    /// From `transition` to the closing brace.
    public var range: SourceRange

    public init(name: Identifier, base: Identifier?, body: Block, range: SourceRange) {
        self.name = name
        self.base = base
        self.body = body
        self.range = range
    }
}

/// `NAME: VALUE`, `NAME { … }` or `animate TARGET { … }`.
public enum EntryKind: Sendable, Hashable {
    case field(Identifier, EntryValue)
    /// The range of `animate`, the target, the body.
    case animate(SourceRange, ExpressionSyntax, Block)
}

/// What follows an entry's name.
public enum EntryValue: Sendable, Hashable {
    /// `: EXPR`.
    case expression(ExpressionSyntax)
    /// `: FROM -> TO`; the range is the arrow's.
    case track(ExpressionSyntax, SourceRange, ExpressionSyntax)
    /// `{ … }`.
    case block(Block)
}
