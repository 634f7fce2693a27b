import TransSyntax
import TransTestSupport
import XCTest

// What the driver tests share: a stand-in compiler, a scratch directory, and one way to run.
@testable import TransDriver

/// A stand-in for the real pipeline: an error at each `bad`, a warning at each `odd`, and for a
/// file without errors the output `NAME: emit=… format=… fps=… container=WxH target=V`, so tests
/// see which options reached the compiler.
let stubCompiler = Compiler(
    check: { file, _ in stubDiagnostics(file) },
    compile: { file, options in
        let diagnostics = stubDiagnostics(file)
        let output =
            "\(file.name): emit=\(options.emit) format=\(options.timelineFormat) fps=\(options.fps) "
            + "container=\(options.containerWidth)x\(options.containerHeight) target=\(options.deploymentTarget)\n"
        return CompileResult(diagnostics: diagnostics, output: diagnostics.hasErrors ? nil : output)
    })

private func stubDiagnostics(_ file: SourceFile) -> [Diagnostic] {
    let words: [(String, Severity)] = [("bad", .error), ("odd", .warning)]
    return words.flatMap { word, severity in
        occurrences(of: word, in: file).map {
            Diagnostic(severity, DiagnosticID("stub.\(word)"), "\(word) word", at: $0)
        }
    }
}

/// Every byte range where `text` occurs in `file`.
func occurrences(of text: String, in file: SourceFile) -> [SourceRange] {
    let needle = Array(text.utf8)
    guard file.bytes.count >= needle.count else { return [] }
    return (0...(file.bytes.count - needle.count))
        .filter { file.bytes[$0..<$0 + needle.count].elementsEqual(needle) }
        .map { SourceRange(start: $0, end: $0 + needle.count) }
}

/// Runs the driver as `transc ARGUMENTS` with the stand-in compiler unless told otherwise.
func transc(
    _ arguments: String..., stdin: String = "", environment: [String: String] = [:], terminal: Bool = false
) -> DriverResult {
    transc(arguments, stdin: stdin, environment: environment, terminal: terminal)
}

/// Runs the driver on an argument array, for tests that build their arguments.
func transc(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:], terminal: Bool = false,
    compiler: Compiler = stubCompiler
) -> DriverResult {
    let driver = Driver(
        environment: environment, standardErrorIsTerminal: terminal,
        readStandardInput: { Array(stdin.utf8) }, compiler: compiler)
    return driver.run(arguments)
}

/// A fresh directory for one test, removed when the test ends.
func scratchDirectory(for test: XCTestCase) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("transc-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Writes `text` to `path`.
func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// The text of the file at `path`, or nil when there is none.
func contents(of path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// The names in the directory at `path`, sorted.
func listing(of path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// The sample at `path` under the shared spec's samples (`PackagePaths.specSamples`), named by
/// its path as given.
func specSample(_ path: String) throws -> SourceFile {
    SourceFile(name: path, bytes: try Array(Data(contentsOf: PackagePaths.specSamples.appendingPathComponent(path))))
}
