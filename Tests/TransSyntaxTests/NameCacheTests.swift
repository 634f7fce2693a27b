// `NameCache`: every lookup returns the name its bytes spell, whatever a slot held before.
import XCTest

@testable import TransSyntax

final class NameCacheTests: XCTestCase {
    /// Names of the same length and the same first eight bytes share a slot, and only the bytes
    /// after the eighth tell them apart: one differing byte at each position, for every length up
    /// to five words, the last name ending the bytes.
    func testNamesSharingASlotAreToldApartByEveryByte() {
        var source: [UInt8] = []
        var names: [Range<Int>] = []
        for length in 1...40 {
            for position in 0..<length {
                var name = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                name[position] = UInt8(ascii: "b")
                names.append(source.count..<source.count + length)
                source += name
            }
            names.append(source.count..<source.count + length)
            source += [UInt8](repeating: UInt8(ascii: "a"), count: length)
        }
        let cache = NameCache(sourceLength: source.count)
        for _ in 0..<2 {
            for name in names + names.reversed() {
                XCTAssertEqual(
                    cache.name(in: source, from: name.lowerBound, to: name.upperBound),
                    String(decoding: source[name], as: UTF8.self))
            }
        }
    }
}
