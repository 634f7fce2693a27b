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

/// `{ entry, entry … }`.
public struct Block: Sendable, Hashable {
    public var entries: [Entry]
    /// From `{` to `}` (or to where the missing `}` was reported).
    public var range: SourceRange
    /// Whether a syntax error inside left an entry out: rules about missing entries stay quiet.
    public var isIncomplete: Bool

    public init(entries: [Entry], range: SourceRange, isIncomplete: Bool = false) {
        self.entries = entries
        self.range = range
        self.isIncomplete = isIncomplete
    }
}

/// One entry of a block.
public struct Entry: Sendable, Hashable {
    public var kind: EntryKind
    /// From the entry's name to the end of its value or block: where entry rules point.
    public var range: SourceRange

    public init(_ kind: EntryKind, _ range: SourceRange) {
        self.kind = kind
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
