// Diagnostics are values: phases collect them, renderers print them.

/// How serious a diagnostic is: an error means no output is written, a warning does not; a
/// note stands alone only when there is no better place (`render.too-many-diagnostics`).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A stable, documented identifier such as `parse.expected-value` (`docs/diagnostics.md`).
public struct DiagnosticID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One phase's ids as an enum (`LexerDiagnosticID`, `ParserDiagnosticID`,
/// `CheckerDiagnosticID`): a catalogue reports only ids that exist, and `allCases` is the list
/// DiagnosticCatalogueTests holds against the docs and the corpus, without reading source text.
public protocol DiagnosticIDCatalogue: RawRepresentable<String>, CaseIterable, Sendable {}

extension DiagnosticID {
    /// The id a catalogue's case stands for; its raw value is what is printed.
    public init(_ id: some DiagnosticIDCatalogue) { self.init(id.rawValue) }
}

/// A replacement of one range of the source.
public struct TextEdit: Sendable, Hashable {
    /// What to replace; empty to insert.
    public var range: SourceRange
    /// The text that takes the range's place; empty to delete.
    public var replacement: String

    /// Replaces `range` with `replacement`.
    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A mend the compiler can apply: what it does, in words, and the edits.
public struct FixIt: Sendable, Hashable {
    /// What the fix does, phrased for people: `replace 'fullScreen' with 'custom'`.
    public var message: String
    /// The edits, non-overlapping.
    public var edits: [TextEdit]

    /// Creates a fix-it.
    public init(message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }

    /// A fix-it replacing `range` with `replacement`.
    public static func replace(_ range: SourceRange, with replacement: String, message: String) -> FixIt {
        FixIt(message: message, edits: [TextEdit(range: range, replacement: replacement)])
    }

    /// A fix-it inserting `text` at `offset`.
    public static func insert(_ text: String, at offset: Int, message: String) -> FixIt {
        FixIt(message: message, edits: [TextEdit(range: .at(offset), replacement: text)])
    }
}

/// A note attached to a diagnostic, pointing at related source (`first declared here`).
public struct DiagnosticNote: Sendable, Hashable {
    /// The note's one-line message.
    public var message: String
    /// Where it points.
    public var range: SourceRange

    /// A note saying `message` about `range`.
    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// One diagnostic: severity, stable id, a one-line message phrased as the rule, the range it
/// is about, and any notes and fix-its.
public struct Diagnostic: Sendable, Hashable {
    /// Error, warning or note.
    public var severity: Severity
    /// The stable identifier, documented in `docs/diagnostics.md`.
    public var id: DiagnosticID
    /// Lowercase, no final period, phrased as the rule.
    public var message: String
    /// The primary range; the caret goes under it.
    public var range: SourceRange
    /// Related places.
    public var notes: [DiagnosticNote]
    /// Mends.
    public var fixIts: [FixIt]

    /// A diagnostic; phases build theirs through their catalogue (`LexerMessages`, …).
    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// An error: the file produces no output while it has one.
    public static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: range, notes: notes, fixIts: fixIts)
    }

    /// A remark on a program that is not wrong but may not do what its author expects;
    /// `--verify` does not require it to be expected.
    public static func note(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.note, id, message, at: range, notes: [], fixIts: fixIts)
    }

    /// A warning: reported, and the output is still written.
    public static func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: range, notes: notes, fixIts: fixIts)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by position, keeping the order found among diagnostics at the same position:
    /// the order every renderer prints.
    public func sortedForOutput() -> [Diagnostic] {
        enumerated().sorted { a, b in
            if a.element.range.start != b.element.range.start { return a.element.range.start < b.element.range.start }
            return a.offset < b.offset
        }.map(\.element)
    }
}
