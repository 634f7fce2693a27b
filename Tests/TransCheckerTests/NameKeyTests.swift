// `NameKey.of` is `EntryNames.key(of:)` read another way: the same key for every name.
import XCTest

@testable import TransChecker

final class NameKeyTests: XCTestCase {
    func testIsEntryNamesKey() {
        let long = String(repeating: "margin", count: 5)
        for name in [
            "", "a", "ab", "ac", "bottom", "bottam", "inset", "rgba", "rect", "é", "éclat", "ñame", long, "\u{1F600}x",
        ] {
            XCTAssertEqual(NameKey.of(name), EntryNames.key(of: name), name)
        }
        XCTAssertNotEqual(NameKey.of("rgba"), NameKey.of("rgb"))
        XCTAssertNotEqual(NameKey.of("inset"), NameKey.of("offscreen"))
    }
}
