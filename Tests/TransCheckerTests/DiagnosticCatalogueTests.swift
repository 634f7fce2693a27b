// Every diagnostic id of the lexer's, parser's and checker's catalogues is documented in
// docs/diagnostics.md and produced by the corpus — or, for the few a text file cannot hold, here.
import Foundation
import TransChecker
import TransSyntax
import TransTestSupport
import XCTest

final class DiagnosticCatalogueTests: XCTestCase {
    /// Ids no corpus file triggers, because a `.trans` file meant for reading cannot hold their
    /// input; `testAllowListedIDsAreProducedHere` produces each of them.
    private let allowList: Set<String> = [
        "lex.invalid-utf8",  // needs bytes that are not UTF-8
        "lex.nul-byte",  // needs a NUL byte
        "lex.control-character",  // needs a raw control character in a string
        "sema.evaluation-too-deep",  // needs hundreds of constants, each naming the next
        "render.too-many-diagnostics",  // needs more than 100 diagnostics in one file
    ]

    /// The ids of the three phases' catalogues and the renderers', each an enum of typed ids.
    private func catalogue() -> Set<String> {
        func ids<Catalogue: DiagnosticIDCatalogue>(_: Catalogue.Type, prefix: String) -> Set<String> {
            let ids = Catalogue.allCases.map(\.rawValue)
            XCTAssertTrue(ids.allSatisfy { $0.hasPrefix(prefix) }, "\(ids)")
            XCTAssertEqual(Set(ids).count, ids.count)
            return Set(ids)
        }
        return ids(LexerDiagnosticID.self, prefix: "lex.").union(ids(ParserDiagnosticID.self, prefix: "parse."))
            .union(ids(CheckerDiagnosticID.self, prefix: "sema."))
            .union(ids(RenderingDiagnosticID.self, prefix: "render."))
    }

    /// The ids the corpus produces, read from each file's JSON diagnostics.
    private func producedByCorpus() throws -> Set<String> {
        var produced: Set<String> = []
        let root = PackagePaths.corpus.standardizedFileURL.path
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for name in names where name.hasSuffix(".trans") {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: root + "/" + name)))
            let file = SourceFile(name: name, bytes: bytes)
            let json = JSONRenderer.render(check(file).diagnostics, in: file)
            for line in json.split(separator: "\n") {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                if let id = object?["id"] as? String { produced.insert(id) }
            }
        }
        return produced
    }

    func testEveryIDIsDocumented() throws {
        let reference = try String(
            contentsOf: PackagePaths.url("docs/diagnostics.md"), encoding: .utf8)
        let documented = try matches(in: reference, #"^### `([a-z]+\.[a-z0-9-]+)`"#)
        for id in catalogue().sorted() {
            XCTAssertTrue(documented.contains(id), "\(id) has no section in docs/diagnostics.md")
        }
        // Nor does the reference document ids that do not exist (verify.* belongs to the driver).
        let stale = documented.subtracting(catalogue()).filter { !$0.hasPrefix("verify.") }
        XCTAssertEqual(stale, [], "documented but not in any catalogue")
    }

    func testEveryIDIsProducedByTheCorpusOrAllowListed() throws {
        let catalogue = catalogue()
        let produced = try producedByCorpus()
        for id in catalogue.sorted() where !allowList.contains(id) {
            XCTAssertTrue(produced.contains(id), "no corpus file produces \(id)")
        }
        XCTAssertEqual(produced.subtracting(catalogue), [], "produced but not in a catalogue")
        XCTAssertTrue(allowList.isSubset(of: catalogue), "the allow-list names an id that does not exist")
        XCTAssertTrue(
            allowList.isDisjoint(with: produced), "an allow-listed id is produced by the corpus: drop it from the list")
    }

    func testAllowListedIDsAreProducedHere() {
        // An invalid byte in a comment, a lone continuation byte in code, and a NUL in a string.
        var bytes = Array("// caf".utf8) + [0xE9] + Array("\nlet a = 1\n".utf8)
        bytes += [0x80] + Array("\nlet b = \"x".utf8) + [0] + Array("y\"\n".utf8)
        let file = SourceFile(name: "bytes.trans", bytes: bytes)
        let diagnostics = check(file).diagnostics
        XCTAssertEqual(ids(diagnostics), ["lex.invalid-utf8", "lex.invalid-utf8", "lex.nul-byte"])
        XCTAssertEqual(
            diagnostics.map { file.lineColumn(of: $0.range.start) },
            [
                LineColumn(line: 1, column: 7), LineColumn(line: 3, column: 1), LineColumn(line: 4, column: 11),
            ])
        // An ESC in a string, and a chain of constants whose first use comes before the rest.
        let escape = SourceFile(name: "escape.trans", bytes: Array("let e = \"a".utf8) + [0x1B] + Array("b\"\n".utf8))
        let chain = (0..<12_000).map { "let a\($0) = a\($0 + 1) + 1\n" }.joined() + "let a12000 = 1\n"
        let more = check(escape).diagnostics + check(SourceFile(name: "chain.trans", text: chain)).diagnostics
        XCTAssertEqual(ids(more), ["lex.control-character", "sema.evaluation-too-deep"])
        // 101 unexpected characters: the renderers show 100 and a note counting the rest.
        let noisy = SourceFile(name: "noisy.trans", text: String(repeating: "@\n", count: 101))
        let shown = check(noisy).diagnostics.limitedForOutput()
        XCTAssertEqual(shown.count, 101)
        XCTAssertEqual(ids(Array(shown.suffix(1))), ["render.too-many-diagnostics"])
        XCTAssertEqual(Set(ids(diagnostics + more + Array(shown.suffix(1)))), allowList)
    }

    /// Each example in the reference, checked, gives exactly the one diagnostic it documents.
    func testEveryDocumentedExampleGivesItsMessage() throws {
        let reference = try String(
            contentsOf: PackagePaths.url("docs/diagnostics.md"), encoding: .utf8)
        let sections = reference.components(separatedBy: "\n### `").dropFirst()
        XCTAssertGreaterThan(sections.count, 60)
        let message = try NSRegularExpression(
            pattern: #"^\*\*Message\*\* \((error|warning|note), line (\d+)\): `(.*)`$"#, options: [.anchorsMatchLines])
        for section in sections {
            let id = String(section.prefix { $0 != "`" })
            guard !id.hasPrefix("verify.") else { continue }  // the driver's: see CorpusTests
            guard let start = section.range(of: "```trans\n") else {
                XCTAssertTrue(allowList.contains(id), "\(id): no example")
                continue
            }
            let example = String(section[start.upperBound...].prefix { $0 != "`" })
            let range = NSRange(section.startIndex..., in: section)
            guard let match = message.firstMatch(in: section, range: range),
                let severity = Range(match.range(at: 1), in: section).map({ String(section[$0]) }),
                let line = Range(match.range(at: 2), in: section).flatMap({ Int(section[$0]) }),
                let text = Range(match.range(at: 3), in: section).map({ String(section[$0]) })
            else {
                XCTFail("\(id): no **Message** line")
                continue
            }
            let file = SourceFile(name: "example.trans", text: example)
            // A remark another rule makes on the example (a note) is not the example's business.
            let produced = check(file).diagnostics.filter { $0.severity != .note || $0.id.rawValue == id }.map {
                "\($0.id) \($0.severity.rawValue) \(file.lineColumn(of: $0.range.start).line): \($0.message)"
            }
            XCTAssertEqual(produced, ["\(id) \(severity) \(line): \(text)"], id)
        }
    }

    /// Catalogue messages follow Swift's style: lowercase first letter, no final period.
    func testMessagesAreLowercaseWithoutAFinalPeriod() throws {
        let paths = [
            "Sources/TransSyntax/Lexer/LexerMessages.swift", "Sources/TransSyntax/Parser/ParserMessages.swift",
            "Sources/TransChecker/CheckerMessages.swift", "Sources/TransChecker/CheckerMessages+Limits.swift",
            "Sources/TransChecker/CheckerMessages+Sheet.swift",
        ]
        for path in paths {
            let text = try String(contentsOf: PackagePaths.url(path), encoding: .utf8)
            // The message is the string literal right after the id: `id(.name), "message"`.
            let messages = try matches(in: text, #"\bid\(\.[A-Za-z0-9]+\),\s*"((?:[^"\\]|\\.)*)""#)
            XCTAssertGreaterThan(messages.count, path.hasSuffix("+Limits.swift") ? 3 : 5, path)
            for message in messages {
                XCTAssertFalse(message.first?.isUppercase ?? false, "\(path): \(message)")
                XCTAssertFalse(message.hasSuffix("."), "\(path): \(message)")
            }
        }
    }

    private func matches(in text: String, _ pattern: String) throws -> Set<String> {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return Set(
            expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }
}
