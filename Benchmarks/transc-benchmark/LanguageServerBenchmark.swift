// How long the language server takes from one edit to its diagnostics on a large document.
import TransLanguageServer

/// Opens `input` in a `LanguageServer`, then times `runs` one-character edits in its middle,
/// each from the `didChange` bytes to the serialized `publishDiagnostics`, and reports the
/// median. The server loop's quiet period (`ServerLoop.quietPeriodMilliseconds`, which waits
/// for a burst of edits to end) is not counted.
func languageServerBenchmark(_ input: BenchmarkInput, runs: Int) -> String {
    var server = LanguageServer()
    let uri = "file:///benchmark.trans"
    _ = server.handle(body: message(#""id":1,"method":"initialize","params":{"capabilities":{}}"#))
    _ = server.handle(body: message(#""method":"initialized","params":{}"#))
    _ = server.handle(
        body: message(
            #""method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"trans","#
                + #""version":1,"text":\#(jsonString(input.source))}}"#))
    _ = server.publishPendingDiagnostics()
    let lines = input.source.split(separator: "\n", omittingEmptySubsequences: false)
    let middle = input.source.utf8.count / 2
    var offset = 0
    var line = 0
    while offset + lines[line].utf8.count < middle || !lines[line].contains("duration: 0.45s") {
        offset += lines[line].utf8.count + 1
        line += 1
    }
    let column = lines[line].utf8.count - 2  // the "5" of "0.45s"
    var published = 0
    let times = (0..<runs).map { run in
        let text = run % 2 == 0 ? "6" : "5"
        let change = message(
            #""method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(run + 2)},"#
                + #""contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(column)},"#
                + #""end":{"line":\#(line),"character":\#(column + 1)}},"text":"\#(text)"}]}"#)
        return seconds {
            _ = server.handle(body: change)
            published += server.publishPendingDiagnostics().reduce(0) { $0 + $1.serialized.count }
        }
    }
    precondition(published > 0, "every edit publishes diagnostics")
    return "language server: \(input.transitionCount) transitions (\(input.source.utf8.count / 1000) KB), "
        + "one edit to diagnostics, median \(fixed(median(times) * 1000, 2)) ms of \(runs) "
        + "(best \(fixed(times.min()! * 1000, 2)) ms)"
}

/// The JSON-RPC body with `members` after `"jsonrpc":"2.0"`.
private func message(_ members: String) -> [UInt8] {
    Array(#"{"jsonrpc":"2.0",\#(members)}"#.utf8)
}

/// `text` as a JSON string literal.
private func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
