// Where the package's files are, found once from this file's path: every test and the
// simulation read samples, the corpus and goldens through here, from any working directory.
import Foundation

/// Paths inside the package checkout (and the shared spec beside it).
public enum PackagePaths {
    /// The package's root: this file is `Tests/TransTestSupport/PackagePaths.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TransTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `relativePath` under the package root.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// `samples/`: the spec's valid programs, copied into the package.
    public static let samples = url("samples")
    /// `Tests/Corpus/`: one file per diagnostic or rule, in `-verify` style.
    public static let corpus = url("Tests/Corpus")
    /// `Tests/Goldens/`: every pinned output, one folder per kind (`GoldenFile`).
    public static let goldens = url("Tests/Goldens")

    /// The shared spec's samples (`../shared/spec/samples` beside the checkout) when present,
    /// else the package's copy: tests follow the contract where it is, and still run alone.
    public static let specSamples: URL = {
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared/spec/samples")
        return FileManager.default.fileExists(atPath: shared.path) ? shared : samples
    }()

    /// The spec's erroneous samples: `samples/errors` of the shared spec, else their corpus copies.
    public static var specErrorSamples: URL {
        specSamples == samples ? url("Tests/Corpus/spec") : specSamples.appendingPathComponent("errors")
    }

    /// The `.trans` files under `directory`, in sub-folders too when `recursive`, sorted by
    /// their path relative to it (the order every corpus test reports in).
    public static func transFiles(in directory: URL, recursive: Bool = true) throws -> [(name: String, url: URL)] {
        let manager = FileManager.default
        let names =
            recursive
            ? (manager.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            : try manager.contentsOfDirectory(atPath: directory.path)
        return names.filter { $0.hasSuffix(".trans") }.sorted().map { ($0, directory.appendingPathComponent($0)) }
    }
}
