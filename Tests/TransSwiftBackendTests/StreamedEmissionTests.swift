// The Swift file handed out transition by transition is the file `emit` gives, byte for byte.
import Foundation
import TransModel
import TransSwiftBackend
import TransTestSupport
import XCTest

final class StreamedEmissionTests: XCTestCase {
    func testOnePiecePerTransitionMakesTheWholeFile() throws {
        let source = (0..<3).map { index in
            """
            transition Fade\(index) {
                style: custom
                present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }

            """
        }.joined()
        let program = try XCTUnwrap(checkedProgram(source))
        for uikit in [TargetUIKit.apple, .model] {
            var pieces: [String] = []
            try SwiftEmitter.write(StreamedProgram(program), for: uikit) {
                pieces.append(String(decoding: $0, as: UTF8.self))
            }
            XCTAssertEqual(pieces.count, 3, "the header goes out with the first transition")
            XCTAssertEqual(pieces.joined(), SwiftEmitter.emit(program, for: uikit))
            XCTAssertTrue(pieces[1].contains("class Fade1Transition"), pieces[1])
            XCTAssertFalse(pieces[1].contains("Fade2"), pieces[1])
        }
    }

}
