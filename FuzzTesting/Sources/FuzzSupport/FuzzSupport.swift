// What every fuzz target shares: libFuzzer's driver, and the properties each input must keep.
import TransDriver
import TransFormatter
import TransFrontEnd
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

/// Lexer: any bytes give tokens in order, each inside the file, ending with one end of file;
/// every diagnostic lies inside the file.
public func checkLexer(_ file: SourceFile) {
    let lexed = Lexer.lex(file)
    var previousEnd = 0
    for token in lexed.tokens {
        guard token.range.start >= previousEnd, token.range.end >= token.range.start,
            token.range.end <= file.bytes.count
        else { violated("token \(token.kind) at \(token.range) is out of order or outside the file") }
        previousEnd = token.range.end
        // Values are read from the bytes on demand: that must hold for whatever the lexer accepted.
        switch token.kind {
        case .identifier: _ = lexed.text(of: token)
        case .number:
            guard lexed.number(of: token).value.isFinite else {
                violated("number token at \(token.range) is not finite")
            }
        case .hexColor: _ = lexed.color(of: token)
        case .string: _ = lexed.string(of: token)
        default: break
        }
    }
    guard lexed.tokens.last?.kind == .endOfFile, lexed.tokens.dropLast().allSatisfy({ $0.kind != .endOfFile }) else {
        violated("the tokens do not end with exactly one end of file")
    }
    requireInside(lexed.diagnostics, file)
}

/// Parser: any bytes give a tree and diagnostics, each inside the file.
public func checkParser(_ file: SourceFile) {
    requireInside(Parser.parse(file).diagnostics, file)
}

/// Checker: any bytes give diagnostics, each inside the file, and every renderer renders them;
/// `check`, which tries the declaration-by-declaration check first, reports what the whole-file
/// analysis does (the streamed check never calls a faulty file clean); and `compile`'s program,
/// checked again as it is handed over (as a file past `FrontEnd.transitionsKeptWhole` is),
/// exists only for a clean file and is the whole-file analysis's model. The streamed check on
/// two threads answers as on one, and gives `compile` the same program.
public func checkChecker(_ file: SourceFile) {
    let diagnostics = Pipeline.check(file, options: CompilerOptions())
    let analyzed = FrontEnd.analyze(file)
    guard diagnostics == analyzed.diagnostics else {
        violated("check and the whole-file analysis disagree")
    }
    guard FrontEnd.isClean(file, threads: 2) == FrontEnd.isClean(file) else {
        violated("the streamed check on two threads and on one disagree")
    }
    if let streamed = FrontEnd.streamedProgram(file, keptWhole: 0, threads: 2) {
        guard diagnostics.isEmpty, (try? streamed.collected()) == analyzed.program else {
            violated("compile's streamed program and the whole-file analysis disagree")
        }
    }
    requireInside(diagnostics, file)
    for format in DiagnosticFormat.allCases { _ = format.render(diagnostics, in: file) }
}

private func requireInside(_ diagnostics: [Diagnostic], _ file: SourceFile) {
    for diagnostic in diagnostics where diagnostic.range.end > file.bytes.count || diagnostic.range.start < 0 {
        violated("diagnostic '\(diagnostic.message)' outside the file")
    }
}

/// Timeline: a program that checks clean gives a timeline in JSON and in CSV (or the timeline
/// budget's message), each non-empty, and a preview.
public func checkTimeline(_ file: SourceFile) {
    guard !Pipeline.check(file, options: CompilerOptions()).hasErrors else { return }
    for format in [TimelineFormat.json, .csv] {
        var options = CompilerOptions()
        options.emit = .timeline
        options.timelineFormat = format
        let result = Pipeline.compile(file, options: options)
        guard result.failure != nil || !(result.output ?? "").isEmpty else {
            violated("a clean program gave no \(format) timeline")
        }
    }
    let preview = Pipeline.preview(file, options: CompilerOptions())
    guard preview.failure != nil || preview.output != nil else { violated("a clean program gave no preview") }
}

/// Swift emission: a program that checks clean emits non-empty Swift.
public func checkSwiftEmission(_ file: SourceFile) {
    guard !Pipeline.check(file, options: CompilerOptions()).hasErrors else { return }
    guard !(Pipeline.compile(file, options: CompilerOptions()).output ?? "").isEmpty else {
        violated("a clean program gave no Swift")
    }
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
