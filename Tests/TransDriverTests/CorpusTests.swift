// The language corpus (`Tests/Corpus`) through the real CLI: `check --verify` on every file,
// valid files free of errors and warnings, and every file's JSON diagnostics on exactly the lines its annotations name.
import Foundation
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

/// One corpus file: its path, its name relative to the corpus (for messages), and its source.
struct CorpusFile {
    let path: String
    let name: String
    let source: SourceFile

    /// The file's `expected-…` annotations.
    var expectations: [Expectation] { ExpectationParser.parse(source).expectations }
}

/// Every `.trans` file under `Tests/Corpus`, sorted by relative path.
func corpusFiles() throws -> [CorpusFile] {
    try PackagePaths.transFiles(in: PackagePaths.corpus.standardizedFileURL).map { name, url in
        let bytes = try Array(Data(contentsOf: url))
        return CorpusFile(path: url.path, name: name, source: SourceFile(name: url.path, bytes: bytes))
    }
}

final class CorpusTests: XCTestCase {
    /// `transc ARGUMENTS` with the real pipeline.
    private func real(_ arguments: [String]) -> DriverResult {
        transc(arguments, compiler: .pipeline)
    }

    func testTheCorpusHasEveryPhase() throws {
        let names = try corpusFiles().map(\.name)
        for folder in ["lex/", "parse/", "sema/", "spec/", "spec/valid/"] {
            XCTAssertGreaterThan(names.filter { $0.hasPrefix(folder) }.count, 3, folder)
        }
    }

    func testEveryFilePassesVerify() throws {
        for file in try corpusFiles() {
            XCTAssertEqual(real(["check", "--verify", file.path]), DriverResult(), file.name)
        }
    }

    /// Clean: no error or warning. A note only remarks and `--verify` requires it nowhere (CLI.md):
    /// the spec's page flip, kept as written, has no `dismiss` and gets `sema.dismiss-by-default`.
    func testFilesWithoutAnnotationsHaveNoErrorsOrWarnings() throws {
        let valid = try corpusFiles().filter { $0.expectations.isEmpty }
        XCTAssertGreaterThan(valid.count, 10)
        for file in valid {
            XCTAssertEqual(real(["check", file.path]).status, .success, file.name)
            XCTAssertEqual(try jsonDiagnostics(of: file).filter { $0.severity != "note" }.map(\.message), [], file.name)
        }
        let pageFlip = try XCTUnwrap(valid.first { $0.name == "spec/valid/page-flip.trans" })
        XCTAssertEqual(try jsonDiagnostics(of: pageFlip).map(\.id), ["sema.dismiss-by-default"])
    }

    func testAnnotatedFilesReportErrors() throws {
        for file in try corpusFiles() where file.expectations.contains(where: { $0.severity == .error }) {
            XCTAssertEqual(real(["check", file.path]).status, .inputErrors, file.name)
        }
    }

    /// The JSON pins each rule to its line: per severity, the diagnostics on each line are exactly
    /// as many as the annotations aimed at that line say, each message contains the text of an
    /// annotation on its line, and every annotated note is among the JSON notes on its line.
    func testJSONDiagnosticsAreOnTheAnnotatedLines() throws {
        for file in try corpusFiles() where !file.expectations.isEmpty {
            let diagnostics = try jsonDiagnostics(of: file)
            let expectations = file.expectations
            for severity in [Severity.error, .warning] {
                let reported = diagnostics.filter { $0.severity == severity.rawValue }
                var expectedLines: [Int: Int] = [:]
                for expectation in expectations where expectation.severity == severity {
                    expectedLines[expectation.line, default: 0] += expectation.count
                }
                let reportedLines = Dictionary(grouping: reported, by: \.line).mapValues(\.count)
                XCTAssertEqual(reportedLines, expectedLines, "\(file.name): lines of each \(severity.rawValue)")
                for diagnostic in reported {
                    let matches = expectations.contains {
                        $0.severity == severity && $0.line == diagnostic.line && diagnostic.message.contains($0.text)
                    }
                    XCTAssertTrue(
                        matches, "\(file.name):\(diagnostic.line): no annotation matches '\(diagnostic.message)'")
                }
            }
            for note in expectations where note.severity == .note {
                let topLevel = diagnostics.filter { $0.severity == "note" }.map {
                    JSONDiagnostic.Note(line: $0.line, message: $0.message)
                }
                let notes = (topLevel + diagnostics.flatMap(\.notes)).filter {
                    $0.line == note.line && $0.message.contains(note.text)
                }
                XCTAssertGreaterThanOrEqual(notes.count, note.count, "\(file.name):\(note.line): note {{\(note.text)}}")
            }
        }
    }

    /// A file cannot pass a flag: the deployment-target file, checked for iOS 17, loses its
    /// availability error (and its written 0.5 s now cuts the bounce spring off: a warning).
    func testTheDeploymentTargetFlagReachesTheChecker() throws {
        let path = PackagePaths.corpus.appendingPathComponent("sema/deployment-target.trans").path
        let at15 = real(["check", "--diagnostics", "json", path])
        let at17 = real(["check", "--deployment-target", "17", "--diagnostics", "json", path])
        func ids(_ result: DriverResult) throws -> [String] {
            try jsonObjects(result.standardError).compactMap { $0["id"] as? String }
        }
        XCTAssertEqual(try ids(at15), ["sema.availability", "sema.out-of-range"])
        XCTAssertEqual(try ids(at17), ["sema.spring-cut-off", "sema.out-of-range"])
    }

    /// `verify.*`: each id the verifier can report is documented and produced by `check --verify`.
    func testEveryVerifyDiagnosticIsDocumentedAndProduced() throws {
        let package = PackagePaths.root
        let catalogue = Set(VerifyDiagnosticID.allCases.map(\.rawValue))
        XCTAssertEqual(catalogue, ["verify.malformed", "verify.missing", "verify.unexpected"])

        let reference = try String(
            contentsOf: package.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for id in catalogue.sorted() {
            XCTAssertTrue(reference.contains("`\(id)`"), "\(id) is not in docs/diagnostics.md")
        }

        // A file no annotation of which is met, with one unexpected error and one bad annotation.
        let directory = try scratchDirectory(for: self)
        let path = directory + "/mismatch.trans"
        try write(
            """
            transition T { style: custom } // expected-warning {{never produced}}
            let a = 1px
            // expected-error@ {{no offset}}

            """, to: path)
        let result = real(["check", "--verify", "--diagnostics", "json", path])
        XCTAssertEqual(result.status, .inputErrors)
        let produced = Set(try jsonObjects(result.standardError).compactMap { $0["id"] as? String })
        XCTAssertEqual(produced, catalogue)
    }

    // MARK: JSON

    private struct JSONDiagnostic {
        struct Note {
            let line: Int
            let message: String
        }

        let line: Int
        let severity: String
        let id: String
        let message: String
        let notes: [Note]
    }

    private func jsonDiagnostics(of file: CorpusFile) throws -> [JSONDiagnostic] {
        let result = real(["check", "--diagnostics", "json", file.path])
        return try jsonObjects(result.standardError).map { object in
            let notes = (object["notes"] as? [[String: Any]] ?? []).map {
                JSONDiagnostic.Note(line: $0["line"] as? Int ?? 0, message: $0["message"] as? String ?? "")
            }
            return JSONDiagnostic(
                line: object["line"] as? Int ?? 0, severity: object["severity"] as? String ?? "",
                id: object["id"] as? String ?? "", message: object["message"] as? String ?? "", notes: notes)
        }
    }

    private func jsonObjects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try XCTUnwrap(object as? [String: Any], String(line))
        }
    }
}
