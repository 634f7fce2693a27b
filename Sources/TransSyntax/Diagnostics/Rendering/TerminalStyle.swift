// ANSI colour for terminals, in clang's palette; a disabled style returns text unchanged.

/// Wraps text in ANSI escape sequences when enabled.
struct TerminalStyle {
    /// Whether escapes are written at all.
    var enabled: Bool

    /// Bold, for locations and messages.
    func bold(_ text: String) -> String { wrap(text, "1") }

    /// The colour of a severity's label: red errors, magenta warnings, cyan notes.
    func severity(_ text: String, _ severity: Severity) -> String {
        switch severity {
        case .error: wrap(text, "1;31")
        case .warning: wrap(text, "1;35")
        case .note: wrap(text, "1;36")
        }
    }

    /// Green, for the caret and underline.
    func caret(_ text: String) -> String { wrap(text, "1;32") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
