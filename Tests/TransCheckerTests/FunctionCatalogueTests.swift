// `FunctionCatalogue.edge(spelled:)` is `Edge(rawValue:)` found another way: `offscreen` and
// `edgePan` read their edge with it.
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
}
