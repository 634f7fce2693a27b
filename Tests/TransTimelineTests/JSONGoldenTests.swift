// The whole JSON document of a small hand-built program, byte for byte.

import TransModel
import TransTimeline
import XCTest

final class JSONGoldenTests: XCTestCase {
    /// A fade over three 60 fps frames, and the system's flip (no tracks) for dismissal.
    static let program = Fixtures.program(
        [
            Fixtures.transition(
                "Fade",
                present: Fixtures.phase(
                    .present,
                    [
                        Fixtures.track(
                            .alpha, Fixtures.number(0), Fixtures.number(1),
                            timing: Fixtures.timing(.linear, duration: 0.05)),
                        Fixtures.track(
                            .frame, .frame(.container), .frame(Fixtures.rect(10, 20, 30, 40)),
                            timing: Fixtures.timing(.linear, duration: 0.02, delay: 0.02)),
                    ]),
                dismiss: Fixtures.phase(.dismiss, [], origin: .system(.flipHorizontal))
            )
        ],
        sourceName: "golden.trans"
    )

    static let golden = """
        {
          "format": "trans-timeline/1",
          "source": "golden.trans",
          "container": { "width": 393, "height": 852 },
          "fps": 60,
          "transitions": [
            {
              "name": "Fade",
              "phases": [
                {
                  "phase": "present",
                  "duration": 0.05,
                  "approximate": false,
                  "tracks": [
                    {
                      "target": "presented",
                      "property": "alpha",
                      "samples": [
                        [0, 0],
                        [0.016667, 0.333333],
                        [0.033333, 0.666667],
                        [0.05, 1]
                      ]
                    },
                    {
                      "target": "presented",
                      "property": "frame",
                      "samples": [
                        [0, 0, 0, 393, 852],
                        [0.016667, 0, 0, 393, 852],
                        [0.033333, 6.666667, 13.333333, 151, 310.666667],
                        [0.05, 10, 20, 30, 40]
                      ]
                    }
                  ]
                },
                {
                  "phase": "dismiss",
                  "duration": 0,
                  "approximate": true,
                  "tracks": []
                }
              ]
            }
          ]
        }

        """

    func testDocumentBytes() {
        XCTAssertEqual(TimelineRenderer.json(TimelineEvaluator.evaluate(Self.program)), Self.golden)
    }
}
