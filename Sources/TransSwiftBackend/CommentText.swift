// Text from the source (docs, file names) made safe to place inside generated comments.

/// Escapes text that goes into `//` and `///` comments, so that no input can end a comment,
/// start a line of code, or hide text from a reader.
enum CommentText {
    /// `text` on one line: line breaks, other control characters and invisible formatting
    /// characters (bidirectional overrides such as U+202E, zero-width spaces, byte-order
    /// marks) become visible `\u{…}` escapes; everything else is kept.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` split at its line breaks (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029, vertical
    /// tab, form feed), each line escaped as by `singleLine(_:)` and stripped of trailing
    /// white space.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if scalar == "\n", previousWasCarriageReturn { continue }
            if isLineBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines.map { trimmingTrailingWhitespace(singleLine($0)) }
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Control characters, and format characters (bidi controls, zero-width characters,
    /// BOM), private-use and unassigned code points.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, nearly all text, is safe without looking up its category (issue 13).
        if (0x20..<0x7F).contains(scalar.value) { return false }
        return switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func trimmingTrailingWhitespace(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        return String(line)
    }
}
