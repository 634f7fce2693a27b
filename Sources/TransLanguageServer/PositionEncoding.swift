// How the client counts characters in a line: UTF-8 bytes, UTF-16 code units or scalars (LSP 3.17).
import TransJSON
import TransSyntax

/// The `PositionEncodingKind` agreed in `initialize`: what a position's `character` counts.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The client's first choice among `general.positionEncodings` (listed in decreasing
    /// preference); UTF-16, which every client must support, when it lists none we know.
    static func negotiated(from capabilities: JSONValue?) -> PositionEncoding {
        let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue ?? []
        return offered.lazy.compactMap { $0.stringValue.flatMap(PositionEncoding.init(rawValue:)) }.first ?? .utf16
    }

    /// What a `character` of this encoding counts.
    var unit: CharacterUnit {
        switch self {
        case .utf8: .utf8
        case .utf16: .utf16
        case .utf32: .scalar
        }
    }
}

/// A position as the client sends it: 0-based line and character in the negotiated encoding.
struct LSPPosition: Equatable {
    var line: Int
    var character: Int

    /// Reads `{"line", "character"}`; nil when either is missing, negative or not whole.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
            line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    var json: JSONValue { ["line": .number(Double(line)), "character": .number(Double(character))] }
}

/// Converts between byte offsets into one `SourceFile` and LSP positions in one encoding.
struct PositionConverter {
    let file: SourceFile
    let encoding: PositionEncoding

    /// The position of `offset` (clamped to the file).
    func position(of offset: Int) -> LSPPosition {
        let position = file.position(of: offset, counting: encoding.unit)
        return LSPPosition(line: position.line, character: position.character)
    }

    /// The LSP `Range` of `range`.
    func json(_ range: SourceRange) -> JSONValue {
        ["start": position(of: range.start).json, "end": position(of: range.end).json]
    }

    /// The byte offset of `position`. A `character` past the end of its line means the line's
    /// end, as LSP 3.17 specifies; a `character` inside a scalar (half a surrogate pair, a byte
    /// inside a UTF-8 sequence) is nil. A line past the last is nil for an edit, and the end of
    /// the file for a request (`clampingLines`), where it only bounds what is asked about.
    func offset(of position: LSPPosition, clampingLines: Bool = false) -> Int? {
        guard position.line < file.lineStarts.count else { return clampingLines ? file.bytes.count : nil }
        return file.offset(line: position.line, character: position.character, counting: encoding.unit)
    }

    /// The byte range of an LSP `Range`; nil when a position is unusable or the end precedes
    /// the start. Lines past the last are clamped as `offset(of:clampingLines:)` says.
    func range(_ json: JSONValue?, clampingLines: Bool = false) -> SourceRange? {
        guard let start = LSPPosition(json?["start"]).flatMap({ offset(of: $0, clampingLines: clampingLines) }),
            let end = LSPPosition(json?["end"]).flatMap({ offset(of: $0, clampingLines: clampingLines) }), start <= end
        else { return nil }
        return SourceRange(start: start, end: end)
    }

}
