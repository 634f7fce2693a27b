// Re-checking only the edited transition gives exactly what a fresh analysis of the whole
// text gives, after every one of many random edits.
import Foundation
import TransJSON
import TransSyntax
import TransTestSupport
import XCTest

@testable import TransLanguageServer

final class IncrementalAnalysisTests: XCTestCase {
    /// The spec's samples and the checker's corpus (files with semantic mistakes).
    private func sources() throws -> [SourceFile] {
        let folders = [PackagePaths.specSamples, PackagePaths.corpus.appendingPathComponent("sema")]
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(".trans") }
                .map { name in
                    let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
                    return SourceFile(name: name, bytes: Array(bytes))
                }
        }
    }

    func testEveryRandomEditAnalysesAsTheWholeTextDoes() throws {
        var generator = RandomEdits(seed: 13)
        var reused = 0
        var edits = 0
        for original in try sources() {
            var file = original
            var previous = DocumentAnalysis(file: file, settings: ServerSettings())
            var undo: [(range: SourceRange, bytes: [UInt8])] = []
            for _ in 0..<40 {
                let edit =
                    undo.isEmpty || generator.next(below: 3) > 0 ? generator.edit(of: file.bytes) : undo.removeLast()
                let removed = Array(file.bytes[edit.range.start..<edit.range.end])
                let edited = file.replacing(edit.range, with: edit.bytes)
                undo.append((SourceRange(start: edit.range.start, end: edit.range.start + edit.bytes.count), removed))
                XCTAssertEqual(edited.lineStarts, SourceFile(name: file.name, bytes: edited.bytes).lineStarts)
                let fresh = DocumentAnalysis(file: edited, settings: ServerSettings())
                let incremental = DeclarationRecheck.analysis(
                    of: edited, after: previous, unchangedPrefix: edit.range.start,
                    unchangedSuffix: file.bytes.count - edit.range.end, settings: ServerSettings())
                edits += 1
                if let incremental {
                    reused += 1
                    let text = String(decoding: edited.bytes, as: UTF8.self)
                    XCTAssertEqual(incremental.diagnostics, fresh.diagnostics, "\(file.name) after an edit:\n\(text)")
                    XCTAssertEqual(
                        incremental.transitions.map(\.transition), fresh.transitions.map(\.transition),
                        "\(file.name) after an edit:\n\(text)")
                    XCTAssertEqual(incremental.outline, fresh.outline)
                    XCTAssertEqual(incremental.constants, fresh.constants)
                }
                // Incremental analyses build on each other, so drift would accumulate.
                previous = incremental ?? fresh
                file = edited
            }
        }
        // Random typing breaks the syntax often, and most corpus files have bases or errors
        // outside the edited transition (both analysed whole): about one edit in thirteen
        // re-checks one transition, enough that the comparisons above test that path.
        XCTAssertGreaterThan(reused, edits / 20, "\(reused) of \(edits) edits re-checked one transition")
    }

    /// A constant's mistake is reported once, at the constant, by its first use: an edit that
    /// adds or removes the only use changes a diagnostic outside the edited transition, and
    /// must not keep the old one (or miss the new one).
    func testAConstantsMistakeFollowsItsOnlyUse() {
        func text(_ a: String, _ b: String) -> String {
            "let d = 5\n"
                + "transition A {\n    style: custom\n    present {\n        duration: \(a)\n"
                + "        animate presented { alpha: 0 -> 1 }\n    }\n    dismiss: reverse\n}\n"
                + "transition B {\n    style: custom\n    present {\n        duration: \(b)\n"
                + "        animate presented { alpha: 0 -> 1 }\n    }\n    dismiss: reverse\n}\n"
        }
        let versions = [
            text("0.3s", "0.3s"), text("d", "0.3s"), text("0.3s", "0.3s"), text("0.3s", "d"), text("d", "d"),
            text("0.3s", "d"), text("d", "d"), text("d", "0.3s"), text("0.3s", "0.3s"),
        ]
        var previous = DocumentAnalysis(
            file: SourceFile(name: "c.trans", text: versions[0]), settings: ServerSettings())
        for (before, after) in zip(versions, versions.dropFirst()) {
            let old = Array(before.utf8)
            let new = Array(after.utf8)
            let prefix = zip(old, new).prefix { $0 == $1 }.count
            let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
            let file = SourceFile(name: "c.trans", bytes: new)
            let fresh = DocumentAnalysis(file: file, settings: ServerSettings())
            let incremental = DeclarationRecheck.analysis(
                of: file, after: previous, unchangedPrefix: prefix, unchangedSuffix: min(suffix, old.count - prefix),
                settings: ServerSettings())
            XCTAssertEqual((incremental ?? fresh).diagnostics, fresh.diagnostics, after)
            previous = incremental ?? fresh
        }
    }

    func testABurstOfEditsPublishesWhatAFreshServerPublishes() throws {
        var generator = RandomEdits(seed: 7)
        let uri = "file:///work/burst.trans"
        for original in try sources() {
            var server = initializedServer()
            var text = original.bytes
            _ = server.settle(didOpen(uri, String(decoding: text, as: UTF8.self)))
            for version in 2..<20 {
                var changes: [JSONValue] = []
                for _ in 0...generator.next(below: 3) {
                    let edit = generator.edit(of: text)
                    let file = SourceFile(name: original.name, bytes: text)
                    let start = file.position(of: edit.range.start, counting: .utf16)
                    let end = file.position(of: edit.range.end, counting: .utf16)
                    text.replaceSubrange(edit.range.start..<edit.range.end, with: edit.bytes)
                    changes.append([
                        "range": range((start.line, start.character), (end.line, end.character)),
                        "text": .string(String(decoding: edit.bytes, as: UTF8.self)),
                    ])
                }
                let published = server.settle(
                    notification(
                        "textDocument/didChange",
                        [
                            "textDocument": ["uri": .string(uri), "version": .number(Double(version))],
                            "contentChanges": .array(changes),
                        ]))
                var fresh = initializedServer()
                let expected = fresh.settle(didOpen(uri, String(decoding: text, as: UTF8.self)))
                XCTAssertEqual(published.last?["params"]?["diagnostics"], expected.last?["params"]?["diagnostics"])
            }
        }
    }
}

/// Edits a person might make, from a seeded generator: a digit changed, a word or a piece of
/// syntax typed, a few bytes deleted. Only whole UTF-8 scalars are cut.
private struct RandomEdits {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in `0..<bound` (xorshift64*).
    mutating func next(below bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6D_F4CD) >> 33) % bound
    }

    private static let typed = [
        "1", "0", ".5", "s", "x", " ", "\n", "}", "{", "(", ")", ",", ":", "-> ", "\"", "margin", "spring", "alpha",
        "duration: 2s\n", "animate presented { alpha: 0 -> 1 }\n", "curve: easeIn\n", "presented", "linear",
        "offscreen(top)", "// note\n", "let", "transition",
    ]

    mutating func edit(of bytes: [UInt8]) -> (range: SourceRange, bytes: [UInt8]) {
        let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
        switch next(below: 3) {
        case 0 where !digits.isEmpty:
            let at = digits[next(below: digits.count)]
            return (SourceRange(start: at, end: at + 1), [UInt8(ascii: "0") + UInt8(next(below: 10))])
        case 1:
            let at = boundary(in: bytes, near: next(below: bytes.count + 1))
            return (SourceRange(start: at, end: at), Array(Self.typed[next(below: Self.typed.count)].utf8))
        default:
            let start = boundary(in: bytes, near: next(below: bytes.count + 1))
            let end = boundary(in: bytes, near: min(bytes.count, start + 1 + next(below: 8)))
            return (SourceRange(start: start, end: max(start, end)), [])
        }
    }

    /// `offset`, moved back to the start of the scalar it is inside.
    private func boundary(in bytes: [UInt8], near offset: Int) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}
