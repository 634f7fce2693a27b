// What every fuzz target shares: libFuzzer's driver, and the properties each input must keep.
import TransDriver
import TransFormatter
import TransSyntax

/// libFuzzer's entry point for a program that defines its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments, calling `callback` for each input.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}

/// The input as a source file.
public func sourceFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> SourceFile {
    SourceFile(name: "fuzz.trans", bytes: data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
}

/// A broken property: the fuzzer reports the crash and saves the input.
public func violated(_ property: String) -> Never {
    fatalError("property violated: \(property)")
}

/// Front end: any bytes give diagnostics, each with a range inside the file, and every
/// renderer renders them.
public func checkFrontEnd(_ file: SourceFile) {
    let diagnostics = Pipeline.check(file, options: CompilerOptions())
    for diagnostic in diagnostics where diagnostic.range.end > file.bytes.count || diagnostic.range.start < 0 {
        violated("diagnostic '\(diagnostic.message)' outside the file")
    }
    for format in DiagnosticFormat.allCases { _ = format.render(diagnostics, in: file) }
}

/// Backends: a program that checks clean compiles to Swift, a timeline in JSON and CSV, and a
/// preview, each non-empty.
public func checkBackends(_ file: SourceFile) {
    guard !Pipeline.check(file, options: CompilerOptions()).hasErrors else { return }
    for emit in [EmitKind.swift, .timeline] {
        for format in [TimelineFormat.json, .csv] {
            var options = CompilerOptions()
            options.emit = emit
            options.timelineFormat = format
            let result = Pipeline.compile(file, options: options)
            guard result.failure != nil || !(result.output ?? "").isEmpty else {
                violated("a clean program gave no \(emit) \(format) output")
            }
        }
    }
    guard Pipeline.preview(file, options: CompilerOptions()).output != nil else { violated("no preview") }
}

/// Formatter: formatting is idempotent, keeps a clean program clean, and keeps its timeline.
public func checkFormatting(_ file: SourceFile) {
    guard case .formatted(let text) = Formatter.format(file) else { return }
    let formatted = SourceFile(name: file.name, text: text)
    guard case .formatted(let again) = Formatter.format(formatted), again == text else {
        violated("formatting is not idempotent")
    }
    guard !Pipeline.check(file, options: CompilerOptions()).hasErrors else { return }
    var options = CompilerOptions()
    options.emit = .timeline
    let before = Pipeline.compile(file, options: options)
    let after = Pipeline.compile(formatted, options: options)
    guard before.output == after.output, before.failure == after.failure else {
        violated("formatting changed the timeline")
    }
}
