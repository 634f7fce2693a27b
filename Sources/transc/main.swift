import Foundation
import TransDriver
import TransSyntax

for path in CommandLine.arguments.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let file = SourceFile(name: path, bytes: Array(data))
    for d in Pipeline.check(file, options: CompilerOptions()) {
        let lc = file.lineColumn(of: d.range.start)
        print("\(path):\(lc.line):\(lc.column): \(d.severity): \(d.message)")
    }
}
