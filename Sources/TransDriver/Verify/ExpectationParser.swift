// Finding `expected-error`, `expected-warning` and `expected-note` annotations in comments.
import TransSyntax

/// Reads Swift `-verify` annotations from the `//` comments of a source file:
/// `expected-KIND[@+N|@-N] [COUNT] {{TEXT}}`, several to a line if need be.
public enum ExpectationParser {
    /// The annotations in `file`, and a `verify.malformed` error for each that does not parse.
    public static func parse(_ file: SourceFile) -> (expectations: [Expectation], malformed: [Diagnostic]) {
        var expectations: [Expectation] = []
        var malformed: [Diagnostic] = []
        let lineStarts = file.lineStarts
        for line in 1...lineStarts.count {
            var scanner = LineScanner(file: file, line: line, lineStarts: lineStarts)
            guard scanner.skip(past: "//") else { continue }
            while scanner.skip(past: "expected-") {
                let start = scanner.position - "expected-".utf8.count
                switch scanner.annotation(startingAt: start) {
                case .expectation(let expectation)?: expectations.append(expectation)
                case .malformed(let diagnostic)?: malformed.append(diagnostic)
                case nil: continue
                }
            }
        }
        return (expectations, malformed)
    }
}

/// What one `expected-` in a comment turned out to be.
private enum Annotation {
    case expectation(Expectation)
    case malformed(Diagnostic)
}

/// A cursor over the bytes of one line.
private struct LineScanner {
    let file: SourceFile
    let line: Int
    var position: Int
    let end: Int

    /// The 1-based `line` of `file`, whose lines start at `lineStarts`.
    init(file: SourceFile, line: Int, lineStarts: [Int]) {
        self.file = file
        self.line = line
        position = lineStarts[line - 1]
        end = line < lineStarts.count ? lineStarts[line] : file.bytes.count
    }

    private var current: UInt8? { position < end ? file.bytes[position] : nil }

    /// Moves past the next occurrence of `text` on the line; false when there is none.
    mutating func skip(past text: String) -> Bool {
        let pattern = Array(text.utf8)
        while position + pattern.count <= end {
            if file.bytes[position..<position + pattern.count].elementsEqual(pattern) {
                position += pattern.count
                return true
            }
            position += 1
        }
        position = end
        return false
    }

    /// Moves past `text` if the line continues with it.
    private mutating func take(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard position + pattern.count <= end,
            file.bytes[position..<position + pattern.count].elementsEqual(pattern)
        else { return false }
        position += pattern.count
        return true
    }

    private mutating func skipBlanks() {
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { position += 1 }
    }

    /// The decimal number at the cursor, if any.
    private mutating func number() -> Int? {
        let start = position
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position > start ? Int(String(decoding: file.bytes[start..<position], as: UTF8.self)) : nil
    }

    /// Reads the rest of an annotation whose `expected-` began at `start`; nil when what follows
    /// is not `error`, `warning` or `note` as a whole word.
    mutating func annotation(startingAt start: Int) -> Annotation? {
        guard let severity = [Severity.error, .warning, .note].first(where: { take($0.rawValue) }) else { return nil }
        if let byte = current, byte.isWordByte { return nil }
        let keyword = SourceRange(start: start, end: position)
        let spelling = "expected-\(severity.rawValue)"
        func malformed(_ message: String) -> Annotation {
            .malformed(.error(DiagnosticID(VerifyDiagnosticID.malformed), message, at: keyword))
        }

        var offset = 0
        if take("@") {
            let sign = take("+") ? 1 : take("-") ? -1 : 0
            guard sign != 0, let distance = number() else {
                return malformed("expected '+N' or '-N' after '@' in '\(spelling)'")
            }
            offset = sign * distance
        }
        skipBlanks()
        let count = number() ?? 1
        guard count > 0 else { return malformed("the count of '\(spelling)' must be at least 1") }
        skipBlanks()
        guard take("{{") else { return malformed("expected '{{' after '\(spelling)'") }
        let textStart = position
        guard skip(past: "}}") else { return malformed("expected '}}' to end the text of '\(spelling)'") }
        let text = String(decoding: file.bytes[textStart..<position - 2], as: UTF8.self)
        let target = line + offset
        guard (1...file.lineStarts.count).contains(target) else {
            return malformed("'\(spelling)' points at line \(target), outside the file")
        }
        return .expectation(
            Expectation(
                severity, line: target, count: count, text: text, range: SourceRange(start: start, end: position)))
    }
}

extension UInt8 {
    /// A letter, digit, `_` or `-`: a byte that would continue a word such as `expected-notes`.
    fileprivate var isWordByte: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "_")
            || self == UInt8(ascii: "-")
    }
}
