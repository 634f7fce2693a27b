// A block's entries by name, with unknown and duplicate entries reported once.
import TransSyntax

/// One `NAME: value` or `NAME { … }` entry of a table: the entry's view (its tree and index),
/// whose name and value are read from the tree when asked. Handing one out copies a reference
/// to the tree: a class instance per entry cost an allocation and a free (59 500 of them in the
/// 2 MB benchmark file), a struct of the entry's parts was copied through the runtime's generic
/// value witnesses (about 110 instructions a copy), and a table that kept each entry's name
/// and value retained them all to release them at its end.
struct Field {
    /// Always a `NAME: value` or `NAME { … }` entry: a table holds no other.
    fileprivate let entry: Entry

    var name: Identifier { entry.fieldName! }
    var value: EntryValue { entry.fieldValue! }
    /// The whole entry, from its name to the end of its value or block.
    var range: SourceRange { entry.range }
}

/// A field's single value (`EntryTable.value`): its expression alone. It held the field too,
/// a reference every lookup retained and released, for one reader of the field's name
/// (`PassthroughRule`), which looks the field up instead.
struct FieldValue {
    let expression: ExpressionSyntax
}

/// A field's block (`EntryTable.block`), a type of its own as `FieldValue` is.
struct FieldBlock {
    let block: Block
    let field: Field
}

/// The entry names one kind of block accepts, each with a slot: built once per kind (a
/// `static let`), so reading a block fills an array of positions instead of hashing every
/// entry into a dictionary of copies.
final class EntryNames: Sendable {
    /// The names in the order they are offered as suggestions.
    let names: [String]
    /// Each name's length in bytes and first byte, one integer (`NameKey.of`): a search compares
    /// these, and spellings only where they agree. Lengths alone left names of one length to
    /// compare in full (`alpha` with `delay`, `curve` and `frame`), each through the standard
    /// library's out-of-line string comparison.
    private let keys: [Int]
    /// The slots by name, for a set too large to search in order (the names of a `rests` block).
    private let slots: [String: Int]?
    /// A table's slots before it indexes them, all empty (-1): a table that does starts from
    /// this one and copies it on its first write, where `Array(repeating:count:)` per table took
    /// the standard library's unspecialised allocation path.
    let emptySlots: [Int32]

    /// The most names searched in order; a block kind has at most a few dozen.
    private static let maximumSearched = 32

    init(_ names: [String]) {
        self.names = names
        keys = names.map(NameKey.of)
        emptySlots = Array(repeating: -1, count: names.count)
        slots =
            names.count > Self.maximumSearched
            ? Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The slot of `name` in a table of this kind (its first), nil for a name the block does not accept.
    /// Inlined: a table reads every entry's slot, and the call, left out of line once the
    /// table packed its fields, cost 3.4 M instructions on the 2 MB file.
    @inline(__always)
    func slot(of name: String) -> Int? {
        if let slots { return slots[name] }
        let key = NameKey.of(name)
        for index in names.indices where keys[index] == key && names[index] == name { return index }
        return nil
    }
}

/// One `animate TARGET { … }` entry.
struct AnimateEntry {
    let keyword: SourceRange
    let target: ExpressionSyntax
    let body: Block
}

/// A field's position in its block and the slot it sets.
private struct PlacedField {
    let position: Int
    let slot: Int
}

/// The entries of one block, checked against the names the block accepts.
struct EntryTable {
    private let names: EntryNames
    /// The block's entries: a field is read from them by its position when it is asked for.
    private let entries: EntryList
    /// The slots and the positions of the first fields that set a slot, in the order written, a
    /// byte each (`packedCount` of them): held in the table, where an array of the fields cost
    /// each table an allocation and a free, and each field a reference to retain and release.
    private var packedSlots: UInt64 = 0
    private var packedPositions: UInt64 = 0
    private var packedCount = 0
    /// Bit `slot` set for each slot below 64 that a field sets: most lookups are of entries a
    /// block lacks, and this answers them without a search.
    private var setSlots: UInt64 = 0
    /// The fields after the packed ones, in the order written: from the ninth, or from the
    /// first whose slot or position does not fit in a byte.
    private var moreFields: [PlacedField] = []
    /// For each slot of `names`, the index of the field that sets it, or -1: made once the
    /// table has fields past the packed ones, which a lookup would otherwise search one by one.
    private var slots: [Int32] = []
    private(set) var animations: [AnimateEntry] = []
    /// Whether an entry's name is unknown, or a syntax error left one out (both reported): it
    /// may be the entry the block lacks, so "missing entry" rules stay quiet.
    private(set) var mayLackEntries = false

    /// Reads `block`, reporting names not in `allowed` (with a suggestion) and any name set
    /// twice (at the later one, with a note at the first). `place` names the block in messages,
    /// made only for one (a phase's is built from its kind). `block` is `borrowing`: passed
    /// as an ordinary parameter, every table made and destroyed copies of it (2.5 M on the 2 MB file).
    init(
        _ block: borrowing Block, allowed: EntryNames, place: @autoclosure () -> String, allowsAnimate: Bool,
        context: CheckContext
    ) {
        names = allowed
        // The entries are read by position from this copy of the list: `enumerated()` over
        // `block.entries` stepped an iterator and its counter (0.43 M on the 2 MB file).
        let entries = block.entries
        self.entries = entries
        // A phase holds a few `animate` entries among its fields: room for all of its entries
        // is one allocation, where appending grew the array at the first and the second.
        if allowsAnimate { animations.reserveCapacity(entries.count) }
        // The animated targets by spelling, made once the block has more than a few to search.
        var animatedTargets: [String: SourceRange]?
        mayLackEntries = block.isIncomplete
        // The names written in the block, for "did you mean" on an unknown entry: built by the
        // first one reported, not for every block.
        var writtenNames: Set<String>?
        for position in 0..<entries.count {
            let entry = entries[position]
            // A field's name alone is read here: its value's views are built when it is asked for.
            if let name = entry.fieldName {
                guard let slot = allowed.slot(of: name.name) else {
                    mayLackEntries = true
                    let synonym = EntryHome.synonym(of: name.name, among: allowed.names)
                    let home = synonym == nil ? EntryHome.hint(for: name.name) : nil
                    let suggestion =
                        synonym ?? (home == nil ? Suggestions.closest(to: name.name, among: allowed.names) : nil)
                    let written = writtenNames ?? Self.fieldNames(of: block)
                    writtenNames = written
                    context.report(
                        CheckerMessages.unknownEntry(
                            name.name, in: place(), suggestion: suggestion,
                            suggestionIsTaken: suggestion.map(written.contains) ?? false, home: home,
                            at: name.range))
                    continue
                }
                if let first = fieldIndex(ofSlot: slot) {
                    context.report(
                        CheckerMessages.duplicateEntry(name.name, at: name.range, first: field(at: first).name.range))
                    continue
                }
                append(PlacedField(position: position, slot: slot))
            } else if case .animate(let keyword, let target, let body) = entry.kind {
                guard allowsAnimate else {
                    mayLackEntries = true
                    context.report(
                        CheckerMessages.unknownEntry(
                            "animate", in: place(), suggestion: nil, at: keyword))
                    continue
                }
                // Spelled only where a spelling is needed: a duplicate's message, or the index.
                let spelling = animatedTargets == nil ? nil : Inheritance.targetSpelling(target)
                if let first = firstTarget(target, spelled: spelling, among: animatedTargets) {
                    // Found only for a target that has a spelling.
                    context.report(
                        CheckerMessages.duplicateEntry(
                            "animate \(Inheritance.targetSpelling(target)!)", at: target.range, first: first))
                    continue
                }
                animations.append(AnimateEntry(keyword: keyword, target: target, body: body))
                if animatedTargets != nil {
                    if let spelling { animatedTargets?[spelling] = target.range }
                } else if animations.count > Self.maximumSearchedTargets {
                    animatedTargets = Dictionary(
                        animations.compactMap { animation in
                            Inheritance.targetSpelling(animation.target).map { ($0, animation.target.range) }
                        },
                        uniquingKeysWith: { first, _ in first })
                }
            }
        }
    }

    /// The most `animate` entries whose targets a new one is compared with in order: a phase
    /// animates a few, and a dictionary of their spellings would cost more to make than to search.
    private static let maximumSearchedTargets = 16

    /// Where `target` was first animated, if it was: searched among `animations`, or by its
    /// `spelling` in `index` once the block has more than `maximumSearchedTargets`.
    private func firstTarget(
        _ target: ExpressionSyntax, spelled spelling: String?, among index: [String: SourceRange]?
    ) -> SourceRange? {
        if let index { return spelling.flatMap { index[$0] } }
        return animations.first { Self.spellSameTarget($0.target, target) }?.target.range
    }

    /// `Inheritance.spellsSameTarget`, with a bare name (`presented`) compared by its name
    /// alone: a name spells the same target as another name of the same spelling and as
    /// nothing else, and `spellsSameTarget` built both expressions' kinds to find that out.
    private static func spellSameTarget(_ first: ExpressionSyntax, _ second: ExpressionSyntax) -> Bool {
        let firstName = first.bareName, secondName = second.bareName
        if firstName != nil || secondName != nil { return firstName == secondName }
        return Inheritance.spellsSameTarget(first, second)
    }

    /// The names of `block`'s `NAME: value` and `NAME { … }` entries.
    private static func fieldNames(of block: Block) -> Set<String> {
        Set(block.entries.compactMap { $0.fieldName?.name })
    }

    /// How many fields the table holds: room enough for what a block's fields make.
    var fieldCount: Int { packedCount + moreFields.count }

    /// The most fields packed in `packedSlots` and `packedPositions`, a byte each.
    private static let packedCapacity = 8

    /// Adds `field`, the next one written: packed while it fits, else after the packed ones,
    /// with every field's slot indexed from then on. Inlined into the table's reading, the
    /// rarer path left out of line: as a call, the packing cost 1.5 M instructions on the 2 MB file.
    @inline(__always)
    private mutating func append(_ field: PlacedField) {
        if field.slot < 64 { setSlots |= 1 &<< field.slot }
        if moreFields.isEmpty, packedCount < Self.packedCapacity, field.slot <= 0xFF, field.position <= 0xFF {
            packedSlots |= UInt64(field.slot) &<< (8 * packedCount)
            packedPositions |= UInt64(field.position) &<< (8 * packedCount)
            packedCount += 1
            return
        }
        appendUnpacked(field)
    }

    /// Adds `field` after the packed ones, indexing every field's slot.
    private mutating func appendUnpacked(_ field: PlacedField) {
        if slots.isEmpty {
            slots = names.emptySlots
            for index in 0..<packedCount { slots[packedSlot(index)] = Int32(index) }
        }
        slots[field.slot] = Int32(fieldCount)
        moreFields.append(field)
    }

    /// The slot of packed field `index`.
    private func packedSlot(_ index: Int) -> Int {
        Int(truncatingIfNeeded: packedSlots &>> (8 * index) & 0xFF)
    }

    /// The position in the block of field `index` (in the order written).
    private func position(ofField index: Int) -> Int {
        guard index < packedCount else { return moreFields[index - packedCount].position }
        return Int(truncatingIfNeeded: packedPositions &>> (8 * index) & 0xFF)
    }

    /// The slot of field `index` (in the order written).
    private func slot(ofField index: Int) -> Int {
        index < packedCount ? packedSlot(index) : moreFields[index - packedCount].slot
    }

    /// Field `index`, in the order written.
    private func field(at index: Int) -> Field {
        Field(entry: entries[position(ofField: index)])
    }

    /// The index (in the order written) of the field that sets `slot`, if any.
    private func fieldIndex(ofSlot slot: Int) -> Int? {
        guard slots.isEmpty else { return slots[slot] < 0 ? nil : Int(slots[slot]) }
        guard slot <= 0xFF else { return nil }
        // The bytes equal to `slot` are the zero bytes of `differences`; the lowest zero byte
        // sets the lowest bit of `zeros` (a borrow can mark only bytes above a zero one).
        let everyByte: UInt64 = 0x0101_0101_0101_0101
        let differences = packedSlots ^ (UInt64(slot) &* everyByte)
        let zeros = (differences &- everyByte) & ~differences & (everyByte &<< 7)
        let index = zeros.trailingZeroBitCount / 8
        return index < packedCount ? index : nil
    }

    /// The field that sets `slot`, if any.
    private func field(inSlot slot: Int) -> Field? {
        if slot < 64, setSlots & (1 &<< slot) == 0 { return nil }
        return fieldIndex(ofSlot: slot).map(field(at:))
    }

    subscript(_ name: String) -> Field? {
        guard let slot = names.slot(of: name) else { return nil }
        return field(inSlot: slot)
    }

    /// The field of `key`, read from its slot when the key is of this table's kind.
    subscript(_ key: EntryKey) -> Field? {
        guard key.kind == ObjectIdentifier(names) else { return self[key.name] }
        guard let slot = key.slot else { return nil }
        return field(inSlot: slot)
    }

    /// Calls `body` with each field the table holds (not unknown, and not a later duplicate)
    /// and its slot, in the order written: for a block read entry by entry, without building
    /// each entry's views or looking its name up again.
    func forEachField(_ body: (_ slot: Int, _ field: Field) -> Void) {
        for index in 0..<fieldCount { body(slot(ofField: index), field(at: index)) }
    }

    /// Whether the entry at `position` of the block is the one the table holds for its name:
    /// not unknown, and not a later duplicate (both reported).
    func holds(entryAt position: Int, named name: String) -> Bool {
        guard let slot = names.slot(of: name), let index = fieldIndex(ofSlot: slot) else { return false }
        return self.position(ofField: index) == position
    }

    /// The entry's single value; a track (`->`) or a block where one value belongs is reported.
    func value(_ name: String, context: CheckContext) -> FieldValue? {
        guard let field = self[name] else { return nil }
        return value(of: field, context: context)
    }

    /// `value(_:context:)` for the entry of `key`.
    func value(_ key: EntryKey, context: CheckContext) -> FieldValue? {
        guard let field = self[key] else { return nil }
        return value(of: field, context: context)
    }

    /// The single value of `field`, one of the table's; a track or a block is reported.
    func value(of field: Field, context: CheckContext) -> FieldValue? {
        switch field.value {
        case .expression(let expression): return FieldValue(expression: expression)
        case .track(let from, let arrow, let to):
            // A side a syntax error left out is already reported.
            if !from.containsMissing, !to.containsMissing {
                context.report(CheckerMessages.trackNotAllowed(field.name.name, at: arrow))
            }
            return nil
        case .block(let block):
            context.report(CheckerMessages.typeMismatch(expected: "a value", found: "a block", at: block.range))
            return nil
        }
    }

    /// The entry's block; a value where a block belongs is reported.
    func block(_ name: String, context: CheckContext) -> FieldBlock? {
        guard let field = self[name] else { return nil }
        return block(of: field, context: context)
    }

    /// `block(_:context:)` for the entry of `key`.
    func block(_ key: EntryKey, context: CheckContext) -> FieldBlock? {
        guard let field = self[key] else { return nil }
        return block(of: field, context: context)
    }

    /// The block of `field`, one of the table's; a value is reported.
    private func block(of field: Field, context: CheckContext) -> FieldBlock? {
        // Read once: each read builds the value's views from the tree.
        let value = field.value
        if case .expression(let expression) = value, expression.kind == .missing { return nil }
        guard case .block(let block) = value else {
            context.report(
                CheckerMessages.typeMismatch(
                    expected: "a block: \(field.name.name) { … }", found: "a value", at: value.range))
            return nil
        }
        return FieldBlock(block: block, field: field)
    }
}
