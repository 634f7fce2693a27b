// The timeline of a presentation with `rests { … }`: a `rests` member with each position's name,
// top edge and frame in the container (`--safe-area` included), the initial and the highest
// undimmed position; valid JSON; transitions without rests have none.
import Foundation
import TransTestSupport
import XCTest

@testable import TransDriver

final class RestsTimelineTests: XCTestCase {
    private var path = ""

    override func setUpWithError() throws {
        path = try scratchDirectory(for: self) + "/panel.trans"
        try write(
            """
            transition Panel {
                style: custom
                presentation {
                    rests {
                        tip: bottom(height: 90 + container.safeArea.bottom)
                        full: inset(top: container.safeArea.top)
                        initial: full
                        largestUndimmed: tip
                        dismissible: true
                    }
                }
                present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
                dismiss: reverse
            }
            transition Plain {
                style: custom
                presentation { frame: bottom(height: 300) }
                present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
                dismiss: reverse
            }

            """, to: path)
    }

    private func timeline(_ extra: String...) -> String {
        transc(["compile", path, "--emit", "timeline"] + extra, compiler: .pipeline).standardOutput
    }

    func testTheTimelineRecordsEachRestingPositionsTopAndFrame() {
        XCTAssertTrue(
            timeline().contains(
                """
                      "name": "Panel",
                      "rests": {
                        "initial": "full", "largestUndimmed": "tip", "dismissible": true,
                        "positions": [
                          { "name": "tip", "top": 728, "frame": [0, 728, 393, 124] },
                          { "name": "full", "top": 59, "frame": [0, 59, 393, 793] }
                        ]
                      },
                      "phases": [
                """), timeline())
    }

    func testThePositionsFollowTheSafeArea() {
        XCTAssertTrue(
            timeline("--safe-area", "20,0,0,0").contains(
                """
                          { "name": "tip", "top": 762, "frame": [0, 762, 393, 90] },
                          { "name": "full", "top": 20, "frame": [0, 20, 393, 832] }
                """), timeline("--safe-area", "20,0,0,0"))
    }

    func testTheDocumentStaysJSONAndOnlyTransitionsWithRestsCarryThem() throws {
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(timeline().utf8)) as? [String: Any])
        let transitions = try XCTUnwrap(document["transitions"] as? [[String: Any]])
        XCTAssertEqual(transitions.count, 2)
        let rests = try XCTUnwrap(transitions[0]["rests"] as? [String: Any])
        let positions = try XCTUnwrap(rests["positions"] as? [[String: Any]])
        XCTAssertEqual(positions.compactMap { $0["name"] as? String }, ["tip", "full"])
        XCTAssertNil(transitions[1]["rests"])
    }
}
