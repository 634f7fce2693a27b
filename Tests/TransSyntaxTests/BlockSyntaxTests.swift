// Blocks and entries as views of their parse's tree: what they read, how they compare, and
// blocks made from other blocks' entries (as inheritance merges them).
import TransSyntax
import XCTest

final class BlockSyntaxTests: XCTestCase {
    private static let text = """
        transition T {
            style: custom
            present {
                duration: 0.3s
                animate presented { alpha: 0 -> 1 }
            }
        }
        """

    private func body(of text: String) throws -> Block {
        let (_, parsed) = parse(text)
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        let transition = try XCTUnwrap(
            parsed.syntax.declarations.first.flatMap { declaration -> TransitionDeclaration? in
                if case .transition(let transition) = declaration { transition } else { nil }
            })
        return transition.body
    }

    func testBlocksOfTwoParsesCompareByWhatTheyHold() throws {
        let first = try body(of: Self.text)
        let second = try body(of: Self.text)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertNotEqual(first, try body(of: Self.text.replacingOccurrences(of: "0.3s", with: "0.4s")))
    }

    func testAnInnerBlockIsARunOfTheSameTree() throws {
        let body = try body(of: Self.text)
        guard case .field(let name, .block(let present)) = body.entries[1].kind else {
            return XCTFail("expected the present block")
        }
        XCTAssertEqual(name.name, "present")
        XCTAssertEqual(present.entries.count, 2)
        guard case .animate(_, _, let animate) = present.entries[1].kind,
            case .field(let alpha, .track) = animate.entries[0].kind
        else { return XCTFail("expected animate presented { alpha: 0 -> 1 }") }
        XCTAssertEqual(alpha.name, "alpha")
        XCTAssertEqual(body.entries[1].range, name.range.union(present.range))
    }

    func testABlockMadeOfAnotherBlocksEntriesReadsAndComparesAsIt() throws {
        let parsed = try body(of: Self.text)
        let made = Block(entries: Array(parsed.entries), range: parsed.range, isIncomplete: parsed.isIncomplete)
        XCTAssertEqual(made, parsed)
        XCTAssertEqual(made.hashValue, parsed.hashValue)
        XCTAssertEqual(made.entries.map(\.kind), parsed.entries.map(\.kind))
        XCTAssertEqual(made.entries.map(\.range), parsed.entries.map(\.range))
    }

    func testAMadeEntryHoldsItsKindAndRange() throws {
        let parsed = try body(of: Self.text)
        guard case .field(let name, .block(let present)) = parsed.entries[1].kind else {
            return XCTFail("expected the present block")
        }
        let shorter = Block(entries: [present.entries[0]], range: present.range)
        let entry = Entry(.field(name, .block(shorter)), parsed.entries[1].range)
        XCTAssertEqual(entry.kind, .field(name, .block(shorter)))
        XCTAssertEqual(entry.range, parsed.entries[1].range)
        XCTAssertNotEqual(entry, parsed.entries[1])
    }

    func testAnEntryListPrintsAsTheArrayItStandsFor() throws {
        let parsed = try body(of: Self.text)
        XCTAssertEqual(parsed.entries.description, Array(parsed.entries).description)
        XCTAssertTrue(parsed.entries.description.contains("alpha"))
    }

    /// `fieldName` and `fieldValue` (inlined into their readers, a made entry's read out of line)
    /// agree with `kind` for every entry, parsed or made, and are nil for `animate`.
    func testFieldNameAndValueAgreeWithKindForParsedAndMadeEntries() throws {
        let parsed = try body(of: Self.text)
        guard case .field(_, .block(let present)) = parsed.entries[1].kind else {
            return XCTFail("expected the present block")
        }
        let entries = Array(parsed.entries) + Array(present.entries)
        let made = Block(entries: entries, range: parsed.range)
        XCTAssertEqual(made.entries.count, 4)
        for entry in entries + Array(made.entries) {
            switch entry.kind {
            case .field(let name, let value):
                XCTAssertEqual(entry.fieldName, name)
                XCTAssertEqual(entry.fieldValue, value)
            case .animate:
                XCTAssertNil(entry.fieldName)
                XCTAssertNil(entry.fieldValue)
            }
        }
        XCTAssertEqual(made.entries.map(\.fieldName?.name), ["style", "present", "duration", nil])
    }
}
