// A range as an LSP request gives it: 0-based lines and UTF-16 characters, read from JSON.
import TransSyntax

/// An LSP `Range` in the client's coordinates, compared without converting back to offsets.
struct LSPRange: Equatable {
    /// Where it starts.
    var start: UTF16Position
    /// Where it ends; not before `start`.
    var end: UTF16Position

    /// Reads `{"start": {"line", "character"}, "end": {…}}`; nil when a member is missing or
    /// not a whole number, or when the end comes before the start.
    init?(_ json: JSONValue?) {
        guard let start = Self.position(json?["start"]), let end = Self.position(json?["end"]),
            !Self.precedes(end, start)
        else { return nil }
        self.start = start
        self.end = end
    }

    /// The LSP range of `range` in `file`.
    init(_ range: SourceRange, in file: SourceFile) {
        start = file.utf16Position(of: range.start)
        end = file.utf16Position(of: range.end)
    }

    /// Whether the two ranges share a position, ends included: a caret just after a word,
    /// or an empty range, touches what it is next to.
    func overlaps(_ other: LSPRange) -> Bool {
        !Self.precedes(other.end, start) && !Self.precedes(end, other.start)
    }

    private static func precedes(_ a: UTF16Position, _ b: UTF16Position) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }

    private static func position(_ json: JSONValue?) -> UTF16Position? {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
            line >= 0, character >= 0
        else { return nil }
        return UTF16Position(line: line, character: character)
    }
}
