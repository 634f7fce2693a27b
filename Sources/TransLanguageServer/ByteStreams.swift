// Where the server reads its input and writes its output: a process's descriptors, or a test's buffers.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream of bytes the server reads, in chunks of any size.
public protocol ByteInput {
    /// The next bytes, waiting for some if need be; nil at the end of input (or on a read error).
    mutating func read() -> [UInt8]?
    /// Whether `read()` would return at once (bytes, or the end of input) within `milliseconds`.
    mutating func waitForInput(milliseconds: Int32) -> Bool
}

/// A stream of bytes the server writes.
public protocol ByteOutput {
    /// Writes all of `bytes`; throws when the stream is closed or broken.
    mutating func write(_ bytes: [UInt8]) throws
}

/// A write the operating system refused; `code` is its `errno`.
public struct ByteOutputError: Error, Sendable {
    /// The system's error number.
    public var code: Int32
}

/// Reads an open file descriptor, such as standard input (0).
public struct FileDescriptorInput: ByteInput {
    private let descriptor: Int32

    /// Reads `descriptor`, which stays open.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public mutating func read() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(chunk[0..<count])
        }
    }

    public mutating func waitForInput(milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            // An error counts as input, so that `read()` reports it as the end.
            return ready != 0
        }
    }
}

/// Writes an open file descriptor, such as standard output (1).
public struct FileDescriptorOutput: ByteOutput {
    private let descriptor: Int32

    /// Writes `descriptor`, which stays open.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public mutating func write(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ByteOutputError(code: errno) }
            written += count
        }
    }
}

/// Chunks given in advance, then the end of input: for tests, and for a driver that has read
/// all of standard input already.
public struct BufferedInput: ByteInput {
    private var chunks: [[UInt8]]

    /// Returns `chunks` one per `read`, in order.
    public init(_ chunks: [[UInt8]]) {
        self.chunks = chunks
    }

    public mutating func read() -> [UInt8]? {
        chunks.isEmpty ? nil : chunks.removeFirst()
    }

    /// Whether chunks remain: given in advance, they are all "already there".
    public func waitForInput(milliseconds: Int32) -> Bool {
        !chunks.isEmpty
    }
}

/// Collects everything written.
public struct BufferedOutput: ByteOutput {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer.
    public init() {}

    public mutating func write(_ bytes: [UInt8]) throws {
        self.bytes += bytes
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
