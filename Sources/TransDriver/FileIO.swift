// Reading inputs, bounded, and the low-level write loop every output goes through.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file operation; `description` is the system's reason: `no such file or directory`.
struct FileError: Error, CustomStringConvertible {
    var description: String

    /// The reason `errno` holds now.
    static var current: FileError { FileError(code: errno) }

    /// The reason for the error number `code`.
    init(code: Int32) {
        let reason = String(cString: strerror(code))
        description = reason.prefix(1).lowercased() + reason.dropFirst()
    }

    init(description: String) {
        self.description = description
    }
}

/// The system call that writes bytes to a descriptor; tests substitute one that fails
/// (`ENOSPC`, `EPIPE`) to see each failure reported instead of aborting.
typealias WriteCall = @Sendable (Int32, UnsafeRawPointer?, Int) -> Int

/// The few file operations the driver needs, on POSIX calls so failures keep their reason.
enum FileIO {
    /// The largest input `transc` reads: far beyond any real file (the spec's samples are a few
    /// kilobytes), and small enough that a runaway input (`/dev/zero`, a log) stops at once.
    static let maximumInputSize = 16 << 20

    /// `write(2)` itself.
    static let systemWrite: WriteCall = { descriptor, buffer, count in systemWriteCall(descriptor, buffer, count) }

    /// The bytes of the file at `path`, at most `limit` of them.
    static func contents(ofFile path: String, limit: Int = maximumInputSize) throws(FileError) -> [UInt8] {
        let descriptor = open(SystemPath.bytes(of: path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        var info = stat()
        let known = fstat(descriptor, &info) == 0
        if known, (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(code: EISDIR) }
        let size = known && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        return try contents(ofDescriptor: descriptor, limit: limit, expectedSize: size)
    }

    /// Everything left to read on the open file `descriptor`, such as standard input; reading
    /// stops with an error as soon as it passes `limit` bytes, so memory stays bounded.
    /// `expectedSize`, a regular file's size, is read straight into the array; a file that
    /// is longer than it (one that grew) is still read whole.
    static func contents(
        ofDescriptor descriptor: Int32, limit: Int = maximumInputSize, expectedSize: Int = 0
    ) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        if expectedSize > 0 {
            // Read into a chunk and appended, each byte was copied once more (under callgrind
            // some 2 million instructions for 2 MB). One byte more than expected, so that a
            // file that grew is not taken for one that ended.
            var failure: FileError?
            var atEnd = false
            bytes = [UInt8](unsafeUninitializedCapacity: min(expectedSize, limit) + 1) { buffer, count in
                do throws(FileError) {
                    while count < buffer.count {
                        let got = try readRetrying(
                            descriptor, into: buffer.baseAddress! + count, count: buffer.count - count)
                        guard got > 0 else {
                            atEnd = true
                            return
                        }
                        count += got
                    }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            guard bytes.count <= limit else { throw tooLarge(limit) }
            if atEnd { return bytes }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBufferPointer { (buffer) throws(FileError) in
                try readRetrying(descriptor, into: buffer.baseAddress!, count: buffer.count)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge(limit) }
            // From a buffer, the append is one copy; from the slice `chunk[0..<count]` it went
            // byte by byte (some 2 instructions a byte).
            chunk.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// One `read(2)` of at most `count` bytes into `buffer`, retried after a signal: how many it
    /// read, 0 at the end of the file.
    private static func readRetrying(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int
    ) throws(FileError) -> Int {
        while true {
            let got = read(descriptor, buffer, count)
            if got >= 0 { return got }
            guard errno == EINTR else { throw .current }
        }
    }

    /// `larger than the 16 MiB input limit`.
    static func tooLarge(_ limit: Int) -> FileError {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return FileError(description: "larger than the \(size) input limit")
    }

    /// Writes all of `bytes` to `descriptor`, retrying after signals and short writes.
    static func writeAll(
        _ bytes: [UInt8], to descriptor: Int32, using call: WriteCall = systemWrite
    ) throws(FileError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(FileError) in
            try writeAll(buffer, to: descriptor, using: call)
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after signals and short writes.
    static func writeAll(
        _ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, using call: WriteCall = systemWrite
    ) throws(FileError) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = call(descriptor, base + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw count == 0 ? FileError(code: EIO) : .current }
            written += count
        }
    }

    /// Whether `path` names an existing directory (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(SystemPath.bytes(of: path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `first` and `second` name one existing file (the same device and inode).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(SystemPath.bytes(of: first), &a) == 0 && stat(SystemPath.bytes(of: second), &b) == 0
            && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Creates the directory `path` and any missing parents; an existing directory is fine.
    static func createDirectory(_ path: String) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix), mkdir(SystemPath.bytes(of: prefix), 0o777) != 0, errno != EEXIST { throw .current }
            prefix += "/"
        }
    }
}

private func systemWriteCall(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
