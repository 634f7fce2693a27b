// Fix-its judged by the text they produce, as swift-syntax's `assertParse(fixedSource:)` does:
// an edit's offsets can look right and still leave `style : = custom` behind.
import TransModel
import TransSyntax

/// Applies fix-its to source text and checks what the fixed source reports.
public enum FixItCheck {
    /// `text` with every edit of `fixIts` applied, or why they cannot be: an edit outside the
    /// text, edits that overlap, or an edit that splits a UTF-8 sequence.
    public static func applying(_ fixIts: [FixIt], to text: String) -> Result<String, FixItError> {
        var bytes = Array(text.utf8)
        let edits = fixIts.flatMap(\.edits).sorted { ($0.range.start, $0.range.end) > ($1.range.start, $1.range.end) }
        var limit = bytes.count
        for edit in edits {
            guard edit.range.start >= 0, edit.range.start <= edit.range.end, edit.range.end <= limit else {
                return .failure(FixItError("edit \(edit.range) is outside the text or overlaps another"))
            }
            guard isBoundary(edit.range.start, in: bytes), isBoundary(edit.range.end, in: bytes) else {
                return .failure(FixItError("edit \(edit.range) splits a UTF-8 sequence"))
            }
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
            limit = edit.range.start
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// What is wrong with `fixed`, the source after the fix-its of `fixedDiagnostics` were
    /// applied to a file that reported `before`: a fixed diagnostic (same id and message) still
    /// reported as often as before, or an error the original did not report. Empty when right.
    public static func problems(
        fixed: String, fixing fixedDiagnostics: [Diagnostic], before: [Diagnostic],
        deploymentTarget: DeploymentTarget = iOS15
    ) -> [String] {
        let after = check(fixed, deploymentTarget: deploymentTarget).diagnostics
        let counted = { (list: [Diagnostic]) in
            Dictionary(list.map { (Key($0), 1) }, uniquingKeysWith: +)
        }
        let (countBefore, countAfter) = (counted(before), counted(after))
        var problems: [String] = []
        for diagnostic in Set(fixedDiagnostics.map(Key.init)).sorted(by: { $0.text < $1.text })
        where countAfter[diagnostic, default: 0] >= countBefore[diagnostic, default: 0] {
            problems.append("still reports \(diagnostic.text)")
        }
        for (key, count) in countAfter.sorted(by: { $0.key.text < $1.key.text })
        where key.isError && count > countBefore[key, default: 0] {
            problems.append("reports a new error \(key.text)")
        }
        return problems
    }

    private static func isBoundary(_ offset: Int, in bytes: [UInt8]) -> Bool {
        offset == bytes.count || bytes[offset] & 0xC0 != 0x80
    }

    /// A diagnostic as a user recognises it in another version of the file: its location moves.
    private struct Key: Hashable {
        let id: String
        let message: String
        let isError: Bool
        init(_ diagnostic: Diagnostic) {
            id = diagnostic.id.rawValue
            message = diagnostic.message
            isError = diagnostic.severity == .error
        }
        var text: String { "\(id) '\(message)'" }
    }
}

/// Why fix-its could not be applied.
public struct FixItError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
