// Fix-its as LSP code actions: one `quickfix` per fix-it of a diagnostic in the requested range.
import TransJSON
import TransSyntax

/// Turns the fix-its of one open document's diagnostics into LSP `CodeAction` objects.
struct QuickFixes {
    /// The document's URI, which each action's edits are keyed by.
    var uri: String
    /// The document the ranges index into, and how positions count characters.
    var converter: PositionConverter

    /// One action per fix-it of each diagnostic whose range overlaps `range`, ends included
    /// (a caret just after a word touches it), in diagnostic order then fix-it order.
    func actions(for diagnostics: [Diagnostic], overlapping range: SourceRange) -> [JSONValue] {
        let conversion = DiagnosticConversion(uri: uri, converter: converter)
        return diagnostics.filter { $0.range.start <= range.end && range.start <= $0.range.end }.flatMap {
            diagnostic in
            let lspDiagnostic = conversion.lspDiagnostic(diagnostic)
            return diagnostic.fixIts.map { fixIt -> JSONValue in
                var action: [String: JSONValue] = [
                    "title": .string(fixIt.message),
                    "kind": "quickfix",
                    "diagnostics": [lspDiagnostic],
                    "edit": ["changes": .object([(uri, .array(fixIt.edits.map(conversion.textEdit)))])],
                ]
                if diagnostic.fixIts.count == 1 { action["isPreferred"] = true }
                return JSONValue(action)
            }
        }
    }
}
