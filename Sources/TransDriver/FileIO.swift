// Reading inputs and writing outputs whole or not at all, with the system's reason on failure.
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
    static var current: FileError {
        let reason = String(cString: strerror(errno))
        return FileError(description: reason.prefix(1).lowercased() + reason.dropFirst())
    }
}

/// The few file operations the driver needs, on POSIX calls so failures keep their reason.
enum FileIO {
    /// The bytes of the file at `path`.
    static func contents(ofFile path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        return try contents(ofDescriptor: descriptor)
    }

    /// Everything left to read on the open file `descriptor`, such as standard input.
    static func contents(ofDescriptor descriptor: Int32) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .current }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Writes `bytes` to `path` whole or not at all: into a new temporary file in the same
    /// directory, flushed, then renamed over `path`. On failure `path` is untouched.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let temporary = temporaryPath(beside: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .current }
        do throws(FileError) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 else { throw .current }
            guard rename(temporary, path) == 0 else { throw .current }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Whether `path` names an existing directory (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates the directory `path` and any missing parents; an existing directory is fine.
    static func createDirectory(_ path: String) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix), mkdir(prefix, 0o777) != 0, errno != EEXIST { throw .current }
            prefix += "/"
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .current }
            written += count
        }
    }

    /// `dir/.name.transc-XXXXXXXXXXXXXXXX`: hidden, unique, on the same file system as `path`.
    private static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".transc-" + String(UInt64.random(in: .min ... .max), radix: 16)
    }
}
