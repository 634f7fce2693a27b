// The `.trans` files the formatter tests read: the spec's samples and the language corpus.
import Foundation
import TransSyntax
import TransTestSupport

/// Every `.trans` file under `folder` (relative to the package), sorted by path.
func transFiles(under folder: String) throws -> [SourceFile] {
    try PackagePaths.transFiles(in: PackagePaths.url(folder)).map { path, url in
        SourceFile(name: folder + "/" + path, bytes: Array(try Data(contentsOf: url)))
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
