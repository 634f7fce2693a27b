// Blocks and their entries: runs of their tree's entries, read as views.

/// `{ entry, entry … }`.
public struct Block: Sendable, Hashable {
    public var entries: EntryList
    /// From `{` to `}` (or to where the missing `}` was reported).
    public var range: SourceRange
    /// Whether a syntax error inside left an entry out: rules about missing entries stay quiet.
    public var isIncomplete: Bool

    /// A block of entries taken from other blocks, as inheritance merges a base's body with a
    /// derived transition's: a tree of its own whose entries stand for them.
    public init(entries: [Entry], range: SourceRange, isIncomplete: Bool = false) {
        let tree = SyntaxTree(making: entries.map { MadeEntry(kind: $0.kind, range: $0.range) })
        self.entries = EntryList(tree, ListSpan(start: 0, count: UInt32(entries.count)))
        self.range = range
        self.isIncomplete = isIncomplete
    }

    /// The block `raw` of `tree`. Inlinable, for `Entry.fieldValue`.
    @inlinable init(_ tree: SyntaxTree, _ raw: RawBlock) {
        entries = EntryList(tree, raw.entries)
        range = raw.range.range
        isIncomplete = raw.isIncomplete
    }
}

/// A block's entries.
public struct EntryList: SyntaxTreeList {
    @usableFromInline let tree: SyntaxTree
    @usableFromInline let span: ListSpan

    @inlinable init(_ tree: SyntaxTree, _ span: ListSpan) {
        self.tree = tree
        self.span = span
    }

    @inlinable public var count: Int { Int(span.count) }

    /// Inlinable: the checker reads every entry through it, and a call into this module with
    /// the tree's retain cost about 44 instructions an entry.
    @inlinable public subscript(position: Int) -> Entry {
        Entry(tree, span.start + UInt32(position))
    }
}

/// One entry of a block: its tree and an index. Equality and hashing are structural (kind and
/// range), whatever trees hold the entries.
public struct Entry: Sendable, Hashable {
    @usableFromInline let tree: SyntaxTree
    @usableFromInline let index: UInt32

    /// An entry made elsewhere than in a parse (inheritance's merged entries), in a tree of its own.
    public init(_ kind: EntryKind, _ range: SourceRange) {
        self.init(SyntaxTree(making: [MadeEntry(kind: kind, range: range)]), 0)
    }

    /// The entry at `index` of `tree`.
    @usableFromInline init(_ tree: SyntaxTree, _ index: UInt32) {
        self.tree = tree
        self.index = index
    }

    /// The entry's name or target, and its value or block.
    public var kind: EntryKind {
        switch tree.entries[Int(index)].kind {
        case .field(let name, let nameRange, let value):
            return .field(Identifier(tree.texts[Int(name)], nameRange.range), EntryValue(tree, value))
        case .animate(let keyword, let target, let body):
            return .animate(keyword.range, ExpressionSyntax(tree, target), Block(tree, body))
        case .made(let index):
            return tree.madeEntries[Int(index)].kind
        }
    }

    /// The name of a `NAME: value` or `NAME { … }` entry, nil for `animate`: for a reader that
    /// looks every entry up by name but reads the values of only some (the checker's tables),
    /// without building and dropping the value's views as `kind` does. A made entry's is read
    /// out of line, so that the common read saves few registers. Not inlinable, unlike
    /// `fieldValue`: inlined into the table's reading, it led the optimizer to copy the block
    /// being read (through its value witness) for every field.
    public var fieldName: Identifier? {
        switch tree.entries[Int(index)].kind {
        case .field(let name, let nameRange, _): return Identifier(tree.texts[Int(name)], nameRange.range)
        case .animate: return nil
        case .made: return madeFieldName
        }
    }

    /// The value or block of a `NAME: value` or `NAME { … }` entry, nil for `animate`: for a
    /// reader that has the name already (`fieldName`), without building it again. Inlinable: a
    /// call into this module cost about 55 instructions besides the read, a 0xd8-byte frame and
    /// five saved registers for the made-entry path.
    @inlinable public var fieldValue: EntryValue? {
        switch tree.entries[Int(index)].kind {
        case .field(_, _, let value): return EntryValue(tree, value)
        case .animate: return nil
        case .made: return madeFieldValue
        }
    }

    /// `fieldName` of a made entry. Out of line: copying a made entry's kind takes a large frame
    /// that every read would set up.
    @inline(never) var madeFieldName: Identifier? {
        guard case .made(let index) = tree.entries[Int(index)].kind,
            case .field(let name, _) = tree.madeEntries[Int(index)].kind
        else { return nil }
        return name
    }

    /// `fieldValue` of a made entry, out of line as `madeFieldName` is.
    @usableFromInline @inline(never) var madeFieldValue: EntryValue? {
        guard case .made(let index) = tree.entries[Int(index)].kind,
            case .field(_, let value) = tree.madeEntries[Int(index)].kind
        else { return nil }
        return value
    }

    /// From the entry's name to the end of its value or block: where entry rules point.
    @inlinable public var range: SourceRange { tree.entries[Int(index)].range.range }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        (lhs.tree === rhs.tree && lhs.index == rhs.index) || (lhs.range == rhs.range && lhs.kind == rhs.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(range)
    }
}

extension EntryValue {
    /// The value `raw` of `tree`. Inlinable, for `Entry.fieldValue`.
    @inlinable init(_ tree: SyntaxTree, _ raw: RawEntryValue) {
        switch raw {
        case .expression(let value): self = .expression(ExpressionSyntax(tree, value))
        case .track(let from, let arrow, let to):
            self = .track(ExpressionSyntax(tree, from), arrow.range, ExpressionSyntax(tree, to))
        case .block(let block): self = .block(Block(tree, block))
        }
    }
}

extension Entry: CustomReflectable {
    /// Debuggers, `dump` and `String(describing:)` show the entry's kind and range, as they
    /// did when the entry held them, not the tree and an index.
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "range": range], displayStyle: .struct)
    }
}
