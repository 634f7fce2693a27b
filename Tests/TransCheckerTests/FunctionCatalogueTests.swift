// `FunctionCatalogue.edge(spelled:)` is `Edge(rawValue:)` found another way: `offscreen` and
// `edgePan` read their edge with it. `color` tells `rgb` from `rgba` by length alone.
import TransModel
import XCTest

@testable import TransChecker

final class FunctionCatalogueTests: XCTestCase {
    func testEdgeSpelledIsEdgeRawValue() {
        for edge in Edge.allCases {
            XCTAssertEqual(FunctionCatalogue.edge(spelled: edge.rawValue), edge, edge.rawValue)
        }
        for word in ["", "to", "tip", "Top", "bottoms", "botton", "lefT", "right ", "rigth", "up", "down", "center"] {
            XCTAssertEqual(FunctionCatalogue.edge(spelled: word), Edge(rawValue: word), word)
        }
    }

    /// `color` tells its function by length: a color function added must be told apart otherwise.
    func testColorFunctionsAreRgbAndRgba() {
        XCTAssertEqual(FunctionCatalogue.colorFunctions, ["rgb", "rgba"])
    }
}
