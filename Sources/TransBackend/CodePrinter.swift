// The printer every generator of a line-based language writes through: it owns indentation and
// blank lines. Shared by the backends (docs/architecture.md, "How to add a backend").

/// Accumulates generated Swift one line at a time with managed indentation, so no generator
/// ever concatenates indentation or newlines by hand.
///
/// Lines go straight into a byte buffer (issue 13: building the file as a `String` was most of
/// the Swift backend's time), and `drain(to:)` hands what is printed so far to the output, so a
/// file is written transition by transition instead of held whole.
public struct CodePrinter {
    /// The bytes printed since the last `drain(to:)`. A class, so a copied printer is made
    /// unique before it writes (`makeUnique`): printers keep value semantics.
    private var buffer = ByteBuffer(capacity: 1 << 12)
    private var level = 0
    /// A blank line was asked for; it is printed before the next line unless that line
    /// opens the file, follows an opening brace or closes a block.
    private var pendingBlank = false
    private var lastLine = LastLine.none

    /// What the blank-line and `chain` rules need to know of the line printed last.
    private enum LastLine {
        /// No line yet, or `chain` just reopened a block.
        case none
        /// A line ending in `{` or `(`: a blank line after it would open a block with one.
        case opensBlock
        /// Exactly `}`, which `chain` may continue.
        case closingBrace
        case other
    }

    private static let indentWidth = 4

    public init() {}

    /// A printer for a piece whose earlier lines another printer printed (a transition made on
    /// another thread): it starts as after an ordinary line at column 0, so a blank line asked
    /// for first is printed, as one printer printing the whole text would print it.
    public static func continuingAfterALine() -> CodePrinter {
        var printer = CodePrinter()
        printer.lastLine = .other
        return printer
    }

    /// The text printed since the last `drain(to:)` (all of it, if never drained).
    public var text: String {
        String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// Hands the bytes printed so far, if any, to `sink` and forgets them; indentation and the
    /// pending blank line carry on, so the text is the same however often it is drained.
    public mutating func drain(to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        guard buffer.count > 0 else { return }
        makeUnique()
        try sink(buffer.bytes)
        buffer.removeAll()
    }

    /// Prints `content` on its own line at the current indentation (an empty string prints
    /// an empty line). `content` must not contain a line break (checked in debug builds).
    public mutating func line(_ content: String) {
        line(content, "")
    }

    /// Prints `head` followed by `tail` on one line, as `line(head + tail)` would, without
    /// building the joined string.
    public mutating func line(_ head: String, _ tail: String) {
        assert(!Self.containsLineBreak(head) && !Self.containsLineBreak(tail), "a printed line contains a line break")
        // Straight from each string's UTF-8 storage (a small string's is copied to the stack),
        // without copying either string first, and the first and last bytes the blank-line
        // rules read without walking a `String.UTF8View`. Only a string stored elsewhere (never
        // one made in Swift) takes the `withUTF8` path, which makes it contiguous.
        let printed: Void?? = head.utf8.withContiguousStorageIfAvailable { head in
            tail.utf8.withContiguousStorageIfAvailable { tail in line(head, tail) }
        }
        if (printed ?? nil) == nil {
            var head = head
            var tail = tail
            head.withUTF8 { head in tail.withUTF8 { tail in line(head, tail) } }
        }
    }

    private mutating func line(_ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) {
        makeUnique()
        let first = head.first ?? tail.first
        let closes = first == UInt8(ascii: "}") || first == UInt8(ascii: ")") || first == UInt8(ascii: "]")
        if pendingBlank, !closes, lastLine != .none, lastLine != .opensBlock {
            buffer.append(UInt8(ascii: "\n"))
        }
        pendingBlank = false
        if first != nil {
            // One reservation for the whole line, then each piece through the pointer.
            let indentation = level * Self.indentWidth
            buffer.write(maximum: indentation + head.count + tail.count + 1) { start in
                start.initialize(repeating: UInt8(ascii: " "), count: indentation)
                var end = start + indentation
                if let source = head.baseAddress {
                    end.initialize(from: source, count: head.count)
                    end += head.count
                }
                if let source = tail.baseAddress {
                    end.initialize(from: source, count: tail.count)
                    end += tail.count
                }
                end.initialize(to: UInt8(ascii: "\n"))
                return end + 1 - start
            }
        } else {
            buffer.append(UInt8(ascii: "\n"))
        }
        let last = tail.last ?? head.last
        if last == UInt8(ascii: "{") || last == UInt8(ascii: "(") {
            lastLine = .opensBlock
        } else if last == UInt8(ascii: "}"), head.count + tail.count == 1 {
            lastLine = .closingBrace
        } else {
            lastLine = .other
        }
    }

    /// Whether `content` holds a character Swift counts as a line break (`Character.isNewline`).
    private static func containsLineBreak(_ content: String) -> Bool {
        content.contains(where: \.isNewline)
    }

    /// Gives this printer its own buffer if a copy of it shares the one it has.
    private mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&buffer) else { return }
        let copy = ByteBuffer(capacity: buffer.count)
        copy.append(buffer.bytes)
        buffer = copy
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
        makeUnique()
        let closingLength = level * Self.indentWidth + 2
        precondition(lastLine == .closingBrace && endsWithClosingBrace(), "chain(_:_:) must follow a block")
        buffer.removeLast(closingLength)
        lastLine = .none
        line("} ", header + " {")
        withIndentation(body)
        line("}")
    }

    /// Whether the buffer ends with `}` and a line break at the current indentation.
    private func endsWithClosingBrace() -> Bool {
        let indentation = level * Self.indentWidth
        let bytes = buffer.bytes
        guard bytes.count >= indentation + 2, bytes[bytes.count - 1] == UInt8(ascii: "\n"),
            bytes[bytes.count - 2] == UInt8(ascii: "}")
        else { return false }
        let start = bytes.count - 2 - indentation
        return bytes[start..<(bytes.count - 2)].allSatisfy { $0 == UInt8(ascii: " ") }
            && (start == 0 || bytes[start - 1] == UInt8(ascii: "\n"))
    }

    /// Prints `header {`, the indented body, and `}` (with `closing` appended, e.g. `)`).
    public mutating func block(_ header: String, closing: String = "", _ body: (inout CodePrinter) -> Void) {
        if header.isEmpty { line("{") } else { line(header, " {") }
        withIndentation(body)
        line("}", closing)
    }

    /// Prints `call { signature`, the indented body, and `}`: a trailing closure with its
    /// capture list and parameters (`[weak self] in`, `context in`).
    public mutating func trailingClosure(_ call: String, _ signature: String, _ body: (inout CodePrinter) -> Void) {
        line(call, " { " + signature)
        withIndentation(body)
        line("}")
    }
}
