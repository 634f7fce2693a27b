// The storage of a parse's expressions and entries: flat arrays with integer indices, as
// swift-syntax's arena holds `RawSyntax` and hands out typed views.

/// Every expression and entry of one parse, in arrays the parser appends to: a node refers to
/// its children by index, and a call's arguments, a tuple's items, a keyframe list's keys and a
/// block's entries are contiguous runs of their own arrays. An `ExpressionSyntax` or an `Entry`
/// is this tree and an index, so no node or block has a heap box of its own and the whole tree
/// is freed at once.
///
/// Only the parser that creates a tree appends to it, and it appends only (a tree of made
/// entries is whole once initialised), or empties it when no view of it is left: a view's
/// node never changes once made. That is why the class can be `Sendable` and why its arrays
/// skip the exclusivity check that every read would otherwise pay.
@usableFromInline
final class SyntaxTree: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline private(set) var nodes = TreeArray<RawExpression>()
    @exclusivity(unchecked) @usableFromInline private(set) var arguments = TreeArray<RawArgument>()
    @exclusivity(unchecked) private(set) var keyframes = TreeArray<RawKeyframe>()
    /// The items of every tuple.
    @exclusivity(unchecked) private(set) var items = TreeArray<UInt32>()
    /// The names of the nodes, entries and labels, and the strings' values, apart so that a
    /// node, an entry and an argument hold no reference: their arrays grow and empty without
    /// retaining or releasing anything (`removeAll` released every name, a tenth of the parse).
    @exclusivity(unchecked) @usableFromInline private(set) var texts = TreeArray<String>()
    /// The larger payloads, apart so that a node stays 32 bytes: member names, colours and
    /// keyframe lists.
    @exclusivity(unchecked) private(set) var members = TreeArray<Identifier>()
    @exclusivity(unchecked) private(set) var colors = TreeArray<HexColor>()
    @exclusivity(unchecked) private(set) var keyframeLists = TreeArray<RawKeyframeList>()
    /// Every block's entries, each block's a run, an inner block's before its parent's.
    @exclusivity(unchecked) @usableFromInline private(set) var entries = TreeArray<RawEntry>()
    /// The entries a tree made outside a parse stands for (`init(making:)`).
    @exclusivity(unchecked) private(set) var madeEntries = TreeArray<MadeEntry>()

    /// A tree with room for `nodes` expressions, `entries` entries and `arguments` call
    /// arguments, so that a parse of a large file does not copy them as the arrays grow (each
    /// copy briefly holds the old and the new array).
    init(reservingNodes nodeCount: Int, entries entryCount: Int, arguments argumentCount: Int) {
        nodes = TreeArray(capacity: nodeCount)
        entries = TreeArray(capacity: entryCount)
        arguments = TreeArray(capacity: argumentCount)
    }

    /// Removes every node and entry, keeping the arrays' room: for the parser, to reuse the
    /// tree of a declaration of which no view is left (`Parser.parseEachDeclaration`).
    func removeAll() {
        nodes.removeAll()
        arguments.removeAll()
        keyframes.removeAll()
        items.removeAll()
        texts.removeAll()
        members.removeAll()
        colors.removeAll()
        keyframeLists.removeAll()
        entries.removeAll()
        madeEntries.removeAll()
    }

    /// A tree of `made` entries alone, in order: how a block or an entry made from other
    /// blocks' entries (inheritance's merge) is stored, so that every block is a run of one
    /// tree and every entry a tree and an index.
    init(making made: [MadeEntry]) {
        entries = TreeArray(made.indices.map { RawEntry(.made(UInt32($0)), made[$0].range) })
        madeEntries = TreeArray(made)
    }

    /// Adds the node `kind` at `range`, with its depth and whether it contains a `missing`
    /// node computed from its children, and returns it.
    func append(_ kind: RawExpressionKind, _ range: SourceRange) -> AddedNode {
        var childDepth = 0
        let isMissing = if case .missing = kind { true } else { false }
        var containsMissing = isMissing
        forEachChild(of: kind) { child in
            childDepth = max(childDepth, Int(nodes[Int(child)].depth))
            containsMissing = containsMissing || nodes[Int(child)].containsMissing
            return true
        }
        let node = RawExpression(
            kind: kind, range: CompactRange(range), depth: UInt16(clamping: 1 + childDepth),
            containsMissing: containsMissing)
        return AddedNode(index: nodes.append(node), node, isMissing: isMissing)
    }

    /// Adds the leaf `kind` (a number, colour, string, bool, name or `missing`) at `range`:
    /// depth 1, and missing exactly when it is `missing`, with no child to weigh. Five nodes in
    /// six are leaves; inlined into the parser's primaries, each costs a fifth of `append`'s
    /// general path (its switch over the kind and its call).
    @inline(__always)
    func appendLeaf(_ kind: RawExpressionKind, _ range: SourceRange) -> AddedNode {
        let isMissing = if case .missing = kind { true } else { false }
        let node = RawExpression(kind: kind, range: CompactRange(range), depth: 1, containsMissing: isMissing)
        return AddedNode(index: nodes.append(node), node, isMissing: isMissing)
    }

    /// Adds `text` to the names and strings, and returns where it is in them. Consuming: a
    /// borrowed text was retained to be stored and released by the caller.
    @inline(__always)
    func appendText(_ text: consuming String) -> UInt32 {
        texts.append(text)
    }

    /// Adds `base.member`.
    func appendMember(_ base: AddedNode, _ member: Identifier) -> AddedNode {
        append(.member(base.index, member: members.append(member)), base.range.union(member.range))
    }

    /// Adds a `#RRGGBB[AA]` colour.
    func appendColor(_ color: HexColor, _ range: SourceRange) -> AddedNode {
        appendLeaf(.hexColor(colors.append(color)), range)
    }

    /// Adds a keyframe list.
    func appendKeyframeList(_ list: RawKeyframeList, _ range: SourceRange) -> AddedNode {
        append(.keyframes(keyframeLists.append(list)), range)
    }

    /// Moves the arguments, keys or tuple items pushed on `stack` since `start` to the end of
    /// the tree's array of them, as one run.
    func appendArguments(from stack: ScratchStack<RawArgument>, since start: Int) -> ListSpan {
        Self.appendRun(to: &arguments, from: stack, since: start)
    }

    func appendKeyframes(from stack: ScratchStack<RawKeyframe>, since start: Int) -> ListSpan {
        Self.appendRun(to: &keyframes, from: stack, since: start)
    }

    func appendItems(from stack: ScratchStack<UInt32>, since start: Int) -> ListSpan {
        Self.appendRun(to: &items, from: stack, since: start)
    }

    func appendEntries(from stack: ScratchStack<RawEntry>, since start: Int) -> ListSpan {
        Self.appendRun(to: &entries, from: stack, since: start)
    }

    private static func appendRun<Element>(
        to list: inout TreeArray<Element>, from stack: ScratchStack<Element>, since start: Int
    ) -> ListSpan {
        let first = list.count
        stack.moveAll(since: start, into: &list)
        return ListSpan(start: UInt32(first), count: UInt32(list.count - first))
    }

    /// Calls `body` with the index of each expression directly inside `kind`, in source order
    /// (a call's callee before its argument values; a keyframe list's argument values, then
    /// each key's time and value), until `body` returns false. Returns whether it went through
    /// them all. The one place that lists where children are. Inlined: for a leaf, `append`
    /// then tests the kind and calls nothing.
    @discardableResult
    @inline(__always)
    func forEachChild(of kind: RawExpressionKind, _ body: (UInt32) -> Bool) -> Bool {
        switch kind {
        case .number, .hexColor, .string, .bool, .name, .missing:
            return true
        case .member(let base, _):
            return body(base)
        case .call(let callee, let arguments):
            return body(callee) && self.arguments[arguments.range].allSatisfy { body($0.value) }
        case .keyframes(let index):
            let list = keyframeLists[Int(index)]
            return arguments[list.arguments.range].allSatisfy { body($0.value) }
                && keyframes[list.keys.range].allSatisfy { body($0.time) && body($0.value) }
        case .tuple(let span):
            return items[span.range].allSatisfy(body)
        case .parenthesized(let inner), .unary(_, let inner):
            return body(inner)
        case .binary(_, let lhs, let rhs):
            return body(lhs) && body(rhs)
        }
    }
}

/// A node as the parser reads it once added: where it is and how deep, kept by value in 16
/// bytes (returned in registers). A view (`ExpressionSyntax`) holds its tree, so each one made
/// and dropped retained and released it; the parser makes one only for what it hands out.
struct AddedNode {
    let index: UInt32
    private let compactRange: CompactRange
    private let compactDepth: UInt16
    /// Whether the node is itself `missing`.
    let isMissing: Bool

    /// The node `node`, added at `index`.
    init(index: UInt32, _ node: RawExpression, isMissing: Bool) {
        self.index = index
        compactRange = node.range
        compactDepth = node.depth
        self.isMissing = isMissing
    }

    var range: SourceRange { compactRange.range }
    /// As `ExpressionSyntax.depth`: the levels from this node to its deepest leaf.
    var depth: Int { Int(compactDepth) }
}

/// A run of one of the tree's arrays.
@usableFromInline
struct ListSpan: Sendable, Hashable {
    @usableFromInline var start: UInt32
    @usableFromInline var count: UInt32

    var range: Range<Int> { Int(start)..<Int(start + count) }
}

/// A `SourceRange` in 8 bytes, as a token keeps its own (inputs are far below 4 GiB).
@usableFromInline
struct CompactRange: Sendable {
    @usableFromInline private(set) var start: UInt32
    @usableFromInline private(set) var end: UInt32

    init(_ range: SourceRange) {
        start = UInt32(range.start)
        end = UInt32(range.end)
    }

    @inlinable var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
}

/// One node: what it is, where it is written, and how deep the tree below it goes.
@usableFromInline
struct RawExpression: Sendable {
    @usableFromInline var kind: RawExpressionKind
    @usableFromInline var range: CompactRange
    /// At most `Parser.maximumExpressionDepth` + 1: the parser replaces a deeper node.
    @usableFromInline var depth: UInt16
    @usableFromInline var containsMissing: Bool
}

/// `ExpressionKind` with children as indices into the same tree, and payloads larger than a
/// string as indices into the tree's arrays of them.
@usableFromInline
enum RawExpressionKind: Sendable {
    case number(Double, NumberUnit?)
    /// An index into `colors`.
    case hexColor(UInt32)
    /// An index into `texts`.
    case string(UInt32)
    case bool(Bool)
    /// An index into `texts`.
    case name(UInt32)
    /// The base, and an index into `members`.
    case member(UInt32, member: UInt32)
    case call(UInt32, arguments: ListSpan)
    /// An index into `keyframeLists`.
    case keyframes(UInt32)
    case tuple(ListSpan)
    case parenthesized(UInt32)
    case unary(UnaryOperator, UInt32)
    case binary(BinaryOperator, UInt32, UInt32)
    case missing
}

/// A colour literal's components.
struct HexColor: Sendable {
    var red, green, blue, alpha: Double
}

/// `KeyframeList` with its arguments and keys as runs of the tree's arrays.
struct RawKeyframeList: Sendable {
    var arguments: ListSpan
    var headRange: SourceRange
    var keys: ListSpan
    var isIncomplete: Bool
}

/// `Argument` with its value and label's name as indices.
@usableFromInline
struct RawArgument: Sendable {
    /// An index into `texts`, when labelled.
    @usableFromInline var labelName: UInt32?
    @usableFromInline var labelRange: CompactRange
    @usableFromInline var value: UInt32
    @usableFromInline var range: CompactRange

    /// The argument `value`, labelled with the text `label.name` of its tree written at `label.range`.
    /// Inlined into the parser's loop over arguments: called, it cost about 35 instructions an
    /// argument.
    @inline(__always)
    init(label: (name: UInt32, range: SourceRange)?, value: UInt32, range: SourceRange) {
        labelName = label?.name
        labelRange = CompactRange(label?.range ?? range)
        self.value = value
        self.range = CompactRange(range)
    }
}

/// `Keyframe` with its time and value as indices.
struct RawKeyframe: Sendable {
    var time: UInt32
    var value: UInt32
}

/// `Entry` with its expressions as indices and its name's range compact.
@usableFromInline
struct RawEntry: Sendable {
    @usableFromInline var kind: RawEntryKind
    @usableFromInline var range: CompactRange

    init(_ kind: RawEntryKind, _ range: SourceRange) {
        self.kind = kind
        self.range = CompactRange(range)
    }

    /// `NAME: value` or `NAME { … }`, its name kept in `tree`'s texts.
    static func field(
        _ name: Identifier, _ value: RawEntryValue, _ range: SourceRange, in tree: SyntaxTree
    ) -> RawEntry {
        RawEntry(.field(name: tree.appendText(name.name), nameRange: CompactRange(name.range), value), range)
    }
}

/// `EntryKind` with expressions as indices and blocks as runs of the tree's entries.
@usableFromInline
enum RawEntryKind: Sendable {
    /// The name is an index into `texts`.
    case field(name: UInt32, nameRange: CompactRange, RawEntryValue)
    case animate(keyword: CompactRange, target: UInt32, body: RawBlock)
    /// An index into `madeEntries`.
    case made(UInt32)
}

/// An entry made outside a parse: what it is, with views of the trees its parts come from.
struct MadeEntry: Sendable {
    var kind: EntryKind
    var range: SourceRange
}

/// `EntryValue` with expressions as indices.
@usableFromInline
enum RawEntryValue: Sendable {
    case expression(UInt32)
    case track(UInt32, arrow: CompactRange, UInt32)
    case block(RawBlock)
}

/// `Block` as a run of the tree's entries: held in the entry it belongs to (or the transition),
/// not in an array of its own, since it is no larger than a track.
@usableFromInline
struct RawBlock: Sendable {
    @usableFromInline var entries: ListSpan
    @usableFromInline var range: CompactRange
    @usableFromInline var isIncomplete: Bool
}
