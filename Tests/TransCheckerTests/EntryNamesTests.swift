// `EntryNames.slot(of:)` compares a packed length and first byte before a spelling: every
// name of every kind of block must still find its own slot, and no other word any slot.
import XCTest

@testable import TransChecker

final class EntryNamesTests: XCTestCase {
    private let kinds = [
        TransitionChecker.entries, PhaseChecker.entries, PhaseChecker.targetEntries, PresentationChecker.entries,
        PresentationChecker.dimmingEntries, AppearanceChecker.entries, AppearanceChecker.shadowEntries,
        AppearanceChecker.borderEntries, AppearanceChecker.cornerEntries,
    ]

    func testEveryNameFindsItsOwnSlot() {
        for kind in kinds {
            let names = EntryNames(kind)
            for (slot, name) in kind.enumerated() {
                XCTAssertEqual(names.slot(of: name), slot, name)
            }
        }
    }

    /// Words of a name's length and first byte (`shade` beside `scale`), and words one byte
    /// off a name, find no slot unless they are names of the kind.
    func testOtherWordsFindNone() {
        let others = [
            "", "s", "shadz", "scald", "dismisz", "presenT", "Alpha", "alphas", "alph", "durations", "shadowOpacitx",
            "é", "éclat", "rotationZ", "x ", " x",
        ]
        for kind in kinds {
            let names = EntryNames(kind)
            for word in others {
                XCTAssertEqual(names.slot(of: word), kind.firstIndex(of: word), word)
            }
        }
        XCTAssertNotEqual(NameKey.of("scale"), NameKey.of("scales"))
        XCTAssertNotEqual(NameKey.of("scale"), NameKey.of("frame"))
        XCTAssertEqual(NameKey.of("scale"), NameKey.of("shade"))
    }
}
