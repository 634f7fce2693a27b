// The printer every generator of a line-based language writes through: it owns indentation and
// blank lines. Shared by the backends (docs/architecture.md, "How to add a backend").

/// Accumulates generated Swift one line at a time with managed indentation, so no generator
/// ever concatenates indentation or newlines by hand.
public struct CodePrinter {
    /// The text printed so far.
    public private(set) var text = ""
    private var level = 0
    /// A blank line was asked for; it is printed before the next line unless that line
    /// opens the file, follows an opening brace or closes a block.
    private var pendingBlank = false
    private var lastLine: String? = nil

    private static let indentation = "    "

    public init() {}

    /// Prints `content` on its own line at the current indentation (an empty string prints
    /// an empty line). `content` must not contain a line break.
    public mutating func line(_ content: String) {
        precondition(!Self.containsLineBreak(content), "a printed line contains a line break")
        let first = content.utf8.first
        let closes = first == UInt8(ascii: "}") || first == UInt8(ascii: ")") || first == UInt8(ascii: "]")
        if pendingBlank, !closes, let lastLine, !Self.opensBlock(lastLine) {
            text += "\n"
        }
        pendingBlank = false
        if !content.isEmpty {
            for _ in 0..<level { text += Self.indentation }
            text += content
        }
        text += "\n"
        lastLine = content
    }

    /// Whether `line` ends in `{` or `(`, so a blank line after it would open a block with one.
    private static func opensBlock(_ line: String) -> Bool {
        let last = line.utf8.last
        return last == UInt8(ascii: "{") || last == UInt8(ascii: "(")
    }

    /// Whether `content` holds a character Swift counts as a line break (`Character.isNewline`).
    /// Generated lines are almost always printable ASCII, decided from the bytes alone; only a
    /// line with a control or non-ASCII byte is walked character by character.
    private static func containsLineBreak(_ content: String) -> Bool {
        let plain =
            content.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes where byte >= 0x80 || byte < 0x20 && byte != UInt8(ascii: "\t") { return false }
                return true
            } ?? false
        return !plain && content.contains(where: \.isNewline)
    }

    /// Prints each of `lines` in order.
    public mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// Separates what comes next from what came before by one blank line (never two).
    public mutating func blankLine() {
        pendingBlank = true
    }

    public mutating func indent() {
        level += 1
    }

    public mutating func outdent() {
        precondition(level > 0, "outdent below column 0")
        level -= 1
    }

    /// Prints what `body` prints one level deeper.
    public mutating func withIndentation(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }

    /// Continues the block just closed: its `}` becomes `} header {` (`} else {`), then the
    /// indented body and `}`.
    public mutating func chain(_ header: String, _ body: (inout CodePrinter) -> Void) {
        let closing = String(repeating: Self.indentation, count: level) + "}\n"
        precondition(lastLine == "}" && text.hasSuffix(closing), "chain(_:_:) must follow a block")
        text.removeLast(closing.count)
        lastLine = nil
        line("} \(header) {")
        withIndentation(body)
        line("}")
    }

    /// Prints `header {`, the indented body, and `}` (with `closing` appended, e.g. `)`).
    public mutating func block(_ header: String, closing: String = "", _ body: (inout CodePrinter) -> Void) {
        line(header.isEmpty ? "{" : header + " {")
        withIndentation(body)
        line("}" + closing)
    }

    /// Prints `call { signature`, the indented body, and `}`: a trailing closure with its
    /// capture list and parameters (`[weak self] in`, `context in`).
    public mutating func trailingClosure(_ call: String, _ signature: String, _ body: (inout CodePrinter) -> Void) {
        line("\(call) { \(signature)")
        withIndentation(body)
        line("}")
    }
}
