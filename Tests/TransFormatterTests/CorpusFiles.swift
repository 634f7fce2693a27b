// The `.trans` files the formatter tests read: the spec's samples and the language corpus.
import Foundation
import TransSyntax

/// The package's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every `.trans` file under `folder` (relative to the package), sorted by path.
func transFiles(under folder: String) throws -> [SourceFile] {
    let root = packageRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    let paths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".trans") }.sorted()
    return try paths.map { path in
        SourceFile(
            name: folder + "/" + path, bytes: Array(try Data(contentsOf: root.appendingPathComponent(path))))
    }
}

/// Every `.trans` file under `samples/` and `Tests/Corpus/`.
func corpusFiles() throws -> [SourceFile] {
    try transFiles(under: "samples") + transFiles(under: "Tests/Corpus")
}

extension SourceFile {
    /// The file's text (every corpus file is UTF-8).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
