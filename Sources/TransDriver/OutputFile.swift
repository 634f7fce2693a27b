import TransBackend

// Writing one output path without damaging what is there: what kind of file it is decides how.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileIO {
    /// Writes `bytes` to `path` as `write(to:using:_:)` does.
    static func write(_ bytes: [UInt8], to path: String, using call: @escaping WriteCall = systemWrite) throws {
        try write(to: path, using: call) { sink in try bytes.withUnsafeBufferPointer { try sink($0) } }
    }

    /// Writes to `path` the pieces `produce` hands its sink, as they come, so that a failure —
    /// of a write, or one `produce` throws part way — never leaves a damaged file
    /// (docs/robustness.md):
    /// - nothing there, or a regular file with one link: a new temporary file in the same
    ///   directory, given the old file's mode and owner, flushed, then renamed over `path`;
    /// - a symbolic link: the same, at the file it finally points to (the link is kept);
    /// - a regular file with several hard links: rewritten in place, so every link sees the new
    ///   text; the whole text is made first and the extra space reserved, so a full disk or a
    ///   failing `produce` fails before anything changes;
    /// - a device, FIFO or socket: opened and written directly, never replaced (what was
    ///   written before a failure has been read).
    /// Errors are `FileError`s, or whatever `produce` throws.
    static func write(
        to path: String, using call: @escaping WriteCall = systemWrite, _ produce: (ArtefactSink) throws -> Void
    )
        throws
    {
        let target = try resolvedTarget(of: path)
        var info = stat()
        guard stat(SystemPath.bytes(of: target), &info) == 0 else {
            guard errno == ENOENT else { throw FileError.current }
            return try replace(target, mode: nil, using: call, produce)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw FileError(code: EISDIR)
        case S_IFREG where info.st_nlink > 1:
            var bytes: [UInt8] = []
            try produce { bytes += $0 }
            try rewriteInPlace(target, with: bytes, using: call)
        case S_IFREG: try replace(target, mode: info, using: call, produce)
        default: try writeDirectly(target, using: call, produce)
        }
    }

    /// The path a write to `path` lands on: `path` itself, or the end of its chain of symbolic
    /// links (which need not exist yet).
    private static func resolvedTarget(of path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {  // Linux's own limit on links followed (MAXSYMLINKS)
            var info = stat()
            guard lstat(SystemPath.bytes(of: current), &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(SystemPath.bytes(of: current), &buffer, buffer.count - 1)
            guard length >= 0 else { throw .current }
            let link = SystemPath.decode(buffer[0..<length].map { UInt8(bitPattern: $0) })
            if link.hasPrefix("/") {
                current = link
            } else {
                current = current.lastIndex(of: "/").map { String(current[...$0]) + link } ?? link
            }
        }
        throw FileError(code: ELOOP)
    }

    /// Atomic replacement through a temporary file beside `path`, removed on failure or signal.
    private static func replace(
        _ path: String, mode info: stat?, using call: @escaping WriteCall, _ produce: (ArtefactSink) throws -> Void
    ) throws {
        let temporary = temporaryPath(beside: path)
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister() }
        let descriptor = open(SystemPath.bytes(of: temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError.current }
        do {
            defer { close(descriptor) }
            if let info {
                // The replacement keeps the old file's permissions (a 0444 or 0600 file stays so)
                // and, where allowed, its owner.
                _ = fchown(descriptor, info.st_uid, info.st_gid)
                guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw FileError.current }
            }
            try produce { try writeAll($0, to: descriptor, using: call) }
            guard fsync(descriptor) == 0 else { throw FileError.current }
            guard rename(SystemPath.bytes(of: temporary), SystemPath.bytes(of: path)) == 0 else {
                throw FileError.current
            }
        } catch {
            unlink(SystemPath.bytes(of: temporary))
            throw error
        }
    }

    /// Rewrites a hard-linked regular file in place: space for any growth is reserved before the
    /// first byte changes, so running out of it leaves the file as it was.
    private static func rewriteInPlace(_ path: String, with bytes: [UInt8], using call: WriteCall) throws(FileError) {
        let descriptor = open(SystemPath.bytes(of: path), O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        let size = Int(info.st_size)
        if bytes.count > size {
            let code = posix_fallocate(descriptor, off_t(size), off_t(bytes.count - size))
            guard code == 0 else { throw FileError(code: code) }
        }
        try writeAll(bytes, to: descriptor, using: call)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { throw .current }
    }

    /// A device, FIFO or socket: written as it is, never created, truncated or replaced.
    private static func writeDirectly(
        _ path: String, using call: @escaping WriteCall, _ produce: (ArtefactSink) throws -> Void
    ) throws {
        let descriptor = open(SystemPath.bytes(of: path), O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.current }
        defer { close(descriptor) }
        try produce { try writeAll($0, to: descriptor, using: call) }
    }

    /// `dir/.name.transc-XXXXXXXXXXXXXXXX`: hidden, unique, on the same file system as `path`.
    private static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".transc-" + String(UInt64.random(in: .min ... .max), radix: 16)
    }
}
