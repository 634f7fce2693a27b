// The one rewrite an emitted Swift file gets before it is compiled against the UIKit model:
// Linux has no Objective-C runtime, so `@objc` attributes go and `#selector(name(_:))` becomes
// `Selector(Self.name(_:))`, an unapplied method reference the model's Selector calls with the
// sender. Every other Objective-C-only spelling is an error naming its line: never skipped.
import Foundation

/// An Objective-C-only form the rewrite does not handle.
public struct RewriteError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var form: String
    public var description: String {
        "line \(line): \(form) needs the Objective-C runtime; the simulation cannot run it"
    }
}

/// Rewrites the Objective-C spellings of an emitted Swift file for the UIKit model.
public enum ObjectiveCRewrite {
    /// Forms that are refused wherever they appear in code (not in comments or strings).
    static let refusedForms = [
        "@objc(", "#selector(getter:", "#selector(setter:", "#keyPath(", "@IBAction", "@IBOutlet",
        "NSSelectorFromString", ".perform(", "@NSManaged", "dynamic ",
    ]

    /// `source` with `@objc ` removed and `#selector(…)` rewritten; throws on the first
    /// refused form.
    public static func rewrite(_ source: String) throws(RewriteError) -> String {
        var output: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            output.append(try rewrite(line: String(line), number: index + 1))
        }
        return output.joined(separator: "\n")
    }

    private static func rewrite(line: String, number: Int) throws(RewriteError) -> String {
        var output = ""
        for segment in segments(of: line) {
            output += segment.isCode ? try rewrite(code: segment.text, number: number) : segment.text
        }
        return output
    }

    private static func rewrite(code: String, number: Int) throws(RewriteError) -> String {
        for form in refusedForms where code.contains(form) {
            throw RewriteError(line: number, form: form.trimmingCharacters(in: .whitespaces))
        }
        var rewritten = code.replacingOccurrences(of: "@objc ", with: "")
        if rewritten.hasSuffix("@objc") { rewritten.removeLast("@objc".count) }
        while let range = rewritten.range(of: "#selector(") {
            guard let close = matchingParenthesis(in: rewritten, after: range.upperBound) else {
                throw RewriteError(line: number, form: "#selector without its closing parenthesis")
            }
            let name = String(rewritten[range.upperBound..<close]).trimmingCharacters(in: .whitespaces)
            let reference = name.contains(".") ? name : "Self.\(name)"
            rewritten.replaceSubrange(range.lowerBound...close, with: "Selector(\(reference))")
        }
        return rewritten
    }

    /// A line cut into code and non-code (string literals, then a trailing `//` comment).
    private static func segments(of line: String) -> [(isCode: Bool, text: String)] {
        var segments: [(isCode: Bool, text: String)] = []
        var current = ""
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if !inString, character == "/", line[line.index(after: index)...].hasPrefix("/") {
                segments.append((true, current))
                segments.append((false, String(line[index...])))
                return segments
            }
            if character == "\"" && previous != "\\" {
                if inString {
                    current.append(character)
                    segments.append((false, current))
                    current = ""
                } else {
                    segments.append((true, current))
                    current = String(character)
                }
                inString.toggle()
            } else {
                current.append(character)
            }
            previous = character
            index = line.index(after: index)
        }
        segments.append((!inString, current))
        return segments
    }

    private static func matchingParenthesis(in text: String, after start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
