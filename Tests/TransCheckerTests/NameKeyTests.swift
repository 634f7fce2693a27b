// `NameKey.of` is a name's length in bytes and first byte, packed: the same key for every name
// as the plain reading `utf8.count << 8 | utf8.first`.
import XCTest

@testable import TransChecker

final class NameKeyTests: XCTestCase {
    func testIsLengthAndFirstByte() {
        let long = String(repeating: "margin", count: 5)
        for name in [
            "", "a", "ab", "ac", "bottom", "bottam", "inset", "rgba", "rect", "é", "éclat", "ñame", long, "\u{1F600}x",
        ] {
            XCTAssertEqual(NameKey.of(name), name.utf8.count << 8 | Int(name.utf8.first ?? 0), name)
        }
        XCTAssertNotEqual(NameKey.of("rgba"), NameKey.of("rgb"))
        XCTAssertNotEqual(NameKey.of("inset"), NameKey.of("offscreen"))
    }
}
