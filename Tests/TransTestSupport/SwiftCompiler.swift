// Running the toolchain's `swiftc` from tests and the simulation, and keying build caches by
// content (shared by the stub-SDK type-check and the UIKit model's build).
import Foundation

/// The output of one `swiftc` (or built program) run.
public struct ProcessOutput: Sendable {
    public var status: Int32
    /// Standard output and standard error, interleaved unless `separateStandardError`.
    public var output: String
    public var standardError: String
}

/// Finds and runs `swiftc` and other programs.
public enum SwiftCompiler {
    /// `swiftc` of the running toolchain: the first on $PATH, else `/usr/bin/env swiftc`.
    public static func executable() -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/env")
    }

    /// Runs `swiftc arguments` and waits for it.
    public static func run(_ arguments: [String], workingDirectory: URL? = nil) throws -> ProcessOutput {
        let swiftc = executable()
        let full = swiftc.lastPathComponent == "env" ? ["swiftc"] + arguments : arguments
        return try runProgram(swiftc, full, workingDirectory: workingDirectory)
    }

    /// Runs `program` with `arguments`, feeding `input` on standard input; standard error is
    /// kept apart from standard output when `separateStandardError` is set. `environment`
    /// replaces variables of this process's environment for the run.
    public static func runProgram(
        _ program: URL, _ arguments: [String], input: Data? = nil, separateStandardError: Bool = false,
        workingDirectory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = separateStandardError ? errorPipe : outputPipe
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try? inputPipe.fileHandleForWriting.close()
        // Read standard error on another thread so neither pipe fills while we wait on one.
        let errorData = separateStandardError ? ErrorCollector(errorPipe.fileHandleForReading) : nil
        let data = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
            standardError: errorData?.wait() ?? "")
    }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }
    func wait() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// 64-bit FNV-1a, enough to key a build cache by the bytes of its inputs.
public struct ContentHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    public init() {}
    public mutating func add(_ string: String) { add(Data(string.utf8)) }
    public mutating func add(_ data: Data) {
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        // Separate consecutive inputs.
        value ^= 0xff
        value = value &* 0x0000_0100_0000_01b3
    }
    /// The hash in hexadecimal.
    public var hex: String { String(value, radix: 16) }
}
