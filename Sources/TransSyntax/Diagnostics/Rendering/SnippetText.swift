// What the renderers show of source text and names: escaped where it would mislead, and bounded.

/// Text a diagnostic echoes, made safe to print: a control or bidirectional-formatting
/// character in a source line or a file name could reorder or forge what a reader sees
/// (CVE-2021-42574, "Trojan Source"), so each is shown as a `\u{…}` escape.
public enum SnippetText {
    /// The widest part of a source line a snippet shows, in columns; longer lines are cut
    /// around the caret and marked with `…`.
    public static let maximumColumns = 200

    /// How `scalar` is shown: itself, or an escape for a control or bidi character (a tab
    /// stays a tab, so indentation keeps its shape).
    static func display(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" || !needsEscape(scalar) { return String(scalar) }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `name` with every control and bidi character escaped, for `path:line:col:` headlines;
    /// a byte of a file name that is not UTF-8 (U+10FF00 + byte, see the driver's `SystemPath`)
    /// is shown as `\xFF`.
    public static func escaped(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { needsEscape($0) || $0.value >= 0x10FF00 }) else { return name }
        return name.unicodeScalars.map { scalar in
            if scalar.value >= 0x10FF00 { return "\\x" + String(scalar.value - 0x10FF00, radix: 16, uppercase: true) }
            return needsEscape(scalar) ? display(scalar) : String(scalar)
        }.joined()
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: true  // C0 and C1 controls, DEL
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi marks and overrides
        case 0x200B, 0xFEFF: true  // invisible: zero-width space, byte order mark
        default: false
        }
    }

    /// The columns of a line a snippet shows: all of a short line, else `maximumColumns` of them
    /// with the 0-based `column` (the caret) inside.
    static func window(count: Int, around column: Int) -> Range<Int> {
        guard count > maximumColumns else { return 0..<count }
        let start = Swift.max(0, Swift.min(column - maximumColumns / 2, count - maximumColumns))
        return start..<(start + maximumColumns)
    }
}
