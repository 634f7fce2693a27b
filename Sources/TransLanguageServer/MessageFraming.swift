// The LSP base protocol: `Content-Length: N\r\n\r\n` and N bytes of body, read incrementally.

/// What the decoder finds in the byte stream.
public enum FramingEvent: Sendable, Equatable {
    /// A whole message body.
    case body([UInt8])
    /// A header block without a usable `Content-Length`; the bytes were skipped up to the next
    /// `Content-Length` header.
    case invalidHeader(String)
}

/// Splits a byte stream into message bodies, whatever the chunks it arrives in: a header split
/// across reads, several messages in one read, a body split across reads. Garbage is skipped
/// and reported, never fatal: the decoder resynchronises at the next `Content-Length:`.
public struct MessageFramer: Sendable {
    /// The longest header block accepted; longer garbage is skipped.
    public static let maximumHeaderLength = 4096
    /// The largest body accepted, in bytes.
    public static let maximumBodyLength = 1 << 26

    private var buffer: [UInt8] = []
    /// The length of the body being read, once its header has been.
    private var expectedBodyLength: Int?

    /// Creates a decoder at the start of a stream.
    public init() {}

    /// Adds `bytes` read from the stream and returns every event they complete, in order.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [FramingEvent] {
        buffer.append(contentsOf: bytes)
        var events: [FramingEvent] = []
        while let event = nextEvent() { events.append(event) }
        return events
    }

    /// Whether bytes of an unfinished message are waiting for more input.
    public var hasPartialMessage: Bool { !buffer.isEmpty || expectedBodyLength != nil }

    /// Frames `body` for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private mutating func nextEvent() -> FramingEvent? {
        if let length = expectedBodyLength {
            guard buffer.count >= length else { return nil }
            let body = Array(buffer[..<length])
            buffer.removeFirst(length)
            expectedBodyLength = nil
            return .body(body)
        }
        guard let end = Self.firstIndex(of: Self.headerTerminator, in: buffer) else {
            guard buffer.count > Self.maximumHeaderLength else { return nil }
            return skipGarbage("the header is longer than \(Self.maximumHeaderLength) bytes")
        }
        switch Self.contentLength(in: buffer[..<end]) {
        case .success(let length):
            buffer.removeFirst(end + Self.headerTerminator.count)
            expectedBodyLength = length
            return nextEvent()
        case .failure(let problem):
            return skipGarbage(problem.reason)
        }
    }

    /// Drops bytes up to the next `Content-Length:` after the start of the buffer (or up to the
    /// longest ending that could begin one) and reports `reason`.
    private mutating func skipGarbage(_ reason: String) -> FramingEvent {
        let name = Array("Content-Length:".utf8)
        if let next = Self.firstIndex(of: name, in: buffer, from: 1) {
            buffer.removeFirst(next)
        } else {
            let kept = (0..<min(name.count, buffer.count)).last { buffer.suffix($0).elementsEqual(name.prefix($0)) }
            buffer.removeFirst(buffer.count - (kept ?? 0))
        }
        return .invalidHeader(reason)
    }

    private struct HeaderProblem: Error {
        var reason: String
    }

    /// The `Content-Length` of a header block; other headers (`Content-Type`) are ignored.
    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        let text = String(decoding: header, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "the header line '\(line.prefix(40))' has no ':'"))
            }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingWhitespace
            guard let length = Int(value), length >= 0, length <= maximumBodyLength, value.allSatisfy(\.isASCII)
            else {
                return .failure(HeaderProblem(reason: "invalid Content-Length '\(value.prefix(40))'"))
            }
            return .success(length)
        }
        return .failure(HeaderProblem(reason: "the header has no Content-Length"))
    }

    private static let headerTerminator = Array("\r\n\r\n".utf8)

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        for index in start...(haystack.count - needle.count)
        where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingWhitespace: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
