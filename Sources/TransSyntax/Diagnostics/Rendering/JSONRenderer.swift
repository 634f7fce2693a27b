// The `json` layout: one JSON object per line per diagnostic, keys in a fixed order.
import TransJSON

/// Renders each diagnostic as one line of JSON with the keys `file`, `line`, `column`,
/// `endLine`, `endColumn`, `severity`, `id`, `message`, `notes`, `fixIts`, in that order.
public enum JSONRenderer {
    /// One JSON object per diagnostic in `file`, in output order, each ending in a line break.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.limitedForOutput().map {
            JSONText.compact(object($0, in: file), escaping: .unicodeOnly, number: { String(Int($0)) }) + "\n"
        }.joined()
    }

    private static func object(_ diagnostic: Diagnostic, in file: SourceFile) -> JSONValue {
        let notes = diagnostic.notes.map { note in
            JSONValue.object(span(note.range, in: file) + [("message", .string(note.message))])
        }
        let fixIts = diagnostic.fixIts.map { fixIt in
            let edits = fixIt.edits.map { edit in
                JSONValue.object(span(edit.range, in: file) + [("replacement", .string(edit.replacement))])
            }
            return JSONValue.object([("message", .string(fixIt.message)), ("edits", .array(edits))])
        }
        return .object(
            [("file", .string(file.name))]
                + span(diagnostic.range, in: file)
                + [
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("id", .string(diagnostic.id.rawValue)),
                    ("message", .string(diagnostic.message)),
                    ("notes", .array(notes)),
                    ("fixIts", .array(fixIts)),
                ])
    }

    /// `line`, `column`, `endLine`, `endColumn` of `range`: 1-based, columns in scalars.
    private static func span(_ range: SourceRange, in file: SourceFile) -> [(key: String, value: JSONValue)] {
        let start = file.lineColumn(of: range.start)
        let end = file.lineColumn(of: range.end)
        return [
            ("line", .number(Double(start.line))), ("column", .number(Double(start.column))),
            ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
        ]
    }
}
