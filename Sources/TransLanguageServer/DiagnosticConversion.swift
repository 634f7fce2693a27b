// `transc`'s diagnostics as LSP `Diagnostic` objects: ranges in the negotiated encoding,
// severities, ids and notes.
import TransJSON
import TransSyntax

/// Converts diagnostics of one open document to the LSP's shape.
struct DiagnosticConversion {
    /// The document's URI, which notes point back into.
    var uri: String
    /// The document the ranges index into, and how positions count characters.
    var converter: PositionConverter

    /// The LSP `Diagnostic`: `range`, `severity` (1 error, 2 warning, 3 note), `code` (the
    /// stable id), `source` (`transc`), `message`, and each note as `relatedInformation`.
    func lspDiagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var object: [String: JSONValue] = [
            "range": range(diagnostic.range),
            "severity": .number(Double(Self.severityCode(diagnostic.severity))),
            "code": .string(diagnostic.id.rawValue),
            "source": "transc",
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.notes.isEmpty {
            object["relatedInformation"] = .array(
                diagnostic.notes.map { note in
                    ["location": ["uri": .string(uri), "range": range(note.range)], "message": .string(note.message)]
                })
        }
        return JSONValue(object)
    }

    /// An LSP `TextEdit`: the edit's `range` and its replacement as `newText`.
    func textEdit(_ edit: TextEdit) -> JSONValue {
        ["range": range(edit.range), "newText": .string(edit.replacement)]
    }

    /// An LSP `Range`: 0-based lines and characters in the negotiated encoding.
    func range(_ range: SourceRange) -> JSONValue {
        converter.json(range)
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    private static func severityCode(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
