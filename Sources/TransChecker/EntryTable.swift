// A block's entries by name, with unknown and duplicate entries reported once.
import TransSyntax

/// One `NAME: value` or `NAME { … }` entry.
struct Field {
    let name: Identifier
    let value: EntryValue
    let entry: Entry
}

/// One `animate TARGET { … }` entry.
struct AnimateEntry {
    let keyword: SourceRange
    let target: ExpressionSyntax
    let body: Block
}

/// The entries of one block, checked against the names the block accepts.
struct EntryTable {
    private(set) var fields: [String: Field] = [:]
    private(set) var animations: [AnimateEntry] = []
    /// Whether an entry's name is unknown, or a syntax error left one out (both reported): it
    /// may be the entry the block lacks, so "missing entry" rules stay quiet.
    private(set) var mayLackEntries = false

    /// Reads `block`, reporting names not in `allowed` (with a suggestion) and any name set
    /// twice (at the later one, with a note at the first). `place` names the block in messages.
    init(_ block: Block, allowed: [String], place: String, allowsAnimate: Bool, context: CheckContext) {
        var animatedTargets: [String: SourceRange] = [:]
        mayLackEntries = block.isIncomplete
        // Sized once: a table grown entry by entry rehashes every name on the way.
        fields.reserveCapacity(block.entries.count)
        // The names written in the block, for "did you mean" on an unknown entry: built by the
        // first one reported, not for every block.
        var writtenNames: Set<String>?
        for entry in block.entries {
            switch entry.kind {
            case .field(let name, let value):
                guard allowed.contains(name.name) else {
                    mayLackEntries = true
                    let synonym = EntryHome.synonym(of: name.name, among: allowed)
                    let home = synonym == nil ? EntryHome.hint(for: name.name) : nil
                    let suggestion =
                        synonym ?? (home == nil ? Suggestions.closest(to: name.name, among: allowed) : nil)
                    let written = writtenNames ?? Self.fieldNames(of: block)
                    writtenNames = written
                    context.report(
                        CheckerMessages.unknownEntry(
                            name.name, in: place, suggestion: suggestion,
                            suggestionIsTaken: suggestion.map(written.contains) ?? false, home: home,
                            at: name.range))
                    continue
                }
                if let first = fields[name.name] {
                    context.report(CheckerMessages.duplicateEntry(name.name, at: name.range, first: first.name.range))
                    continue
                }
                fields[name.name] = Field(name: name, value: value, entry: entry)
            case .animate(let keyword, let target, let body):
                guard allowsAnimate else {
                    mayLackEntries = true
                    context.report(
                        CheckerMessages.unknownEntry(
                            "animate", in: place, suggestion: nil, at: keyword))
                    continue
                }
                if let spelling = Inheritance.targetSpelling(target) {
                    if let first = animatedTargets[spelling] {
                        context.report(
                            CheckerMessages.duplicateEntry("animate \(spelling)", at: target.range, first: first))
                        continue
                    }
                    animatedTargets[spelling] = target.range
                }
                animations.append(AnimateEntry(keyword: keyword, target: target, body: body))
            }
        }
    }

    /// The names of `block`'s `NAME: value` and `NAME { … }` entries.
    private static func fieldNames(of block: Block) -> Set<String> {
        Set(
            block.entries.compactMap { entry -> String? in
                guard case .field(let name, _) = entry.kind else { return nil }
                return name.name
            })
    }

    subscript(_ name: String) -> Field? { fields[name] }

    /// The entry's single value; a track (`->`) or a block where one value belongs is reported.
    func value(_ name: String, context: CheckContext) -> (expression: ExpressionSyntax, field: Field)? {
        guard let field = fields[name] else { return nil }
        switch field.value {
        case .expression(let expression): return (expression, field)
        case .track(let from, let arrow, let to):
            // A side a syntax error left out is already reported.
            if !from.containsMissing, !to.containsMissing {
                context.report(CheckerMessages.trackNotAllowed(name, at: arrow))
            }
            return nil
        case .block(let block):
            context.report(CheckerMessages.typeMismatch(expected: "a value", found: "a block", at: block.range))
            return nil
        }
    }

    /// The entry's block; a value where a block belongs is reported.
    func block(_ name: String, context: CheckContext) -> (block: Block, field: Field)? {
        guard let field = fields[name] else { return nil }
        if case .expression(let expression) = field.value, expression.kind == .missing { return nil }
        guard case .block(let block) = field.value else {
            context.report(
                CheckerMessages.typeMismatch(
                    expected: "a block: \(name) { … }", found: "a value", at: field.value.range))
            return nil
        }
        return (block, field)
    }
}
