// `--safe-area T,L,B,R`: parsed into the options, refused when malformed, and evaluated by the
// timeline wherever `container.safeArea` and a sheet's detents read it; `min`, `max` and
// `clamp` evaluated per sample.
import TransModel
import TransSyntax
import XCTest

@testable import TransDriver

final class SafeAreaOptionTests: XCTestCase {
    private func options(_ arguments: String...) throws -> CompilerOptions {
        guard case .compile(let request) = try ArgumentParser.parse(arguments) else {
            XCTFail("not a compile request")
            return CompilerOptions()
        }
        return request.inputs.options
    }

    func testTheDefaultIsAnIPhone15InPortraitAndTheOptionReplacesIt() throws {
        XCTAssertEqual(try options("compile", "a.trans").safeArea, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(
            try options("compile", "--emit", "timeline", "--safe-area", "47,0,21.5,0", "a.trans").safeArea,
            EdgeInsets(top: 47, left: 0, bottom: 21.5, right: 0))
    }

    func testMalformedValuesAreUsageErrors() {
        for bad in ["59,0,34", "59,0,34,0,1", "-1,0,0,0", "a,b,c,d", "59;0;34;0", "", "1e2,0,0,0"] {
            XCTAssertThrowsError(try ArgumentParser.parse(["compile", "--safe-area", bad, "a.trans"]), bad) { error in
                XCTAssertEqual(
                    (error as? UsageError)?.message,
                    "invalid value '\(bad)' for '--safe-area': expected TOP,LEFT,BOTTOM,RIGHT in points, such as 59,0,34,0"
                )
            }
        }
    }

    /// The last sample of the first track of the first phase, as the timeline's CSV prints it.
    private func finalValues(_ source: String, safeArea: EdgeInsets, contentSize: Size? = nil) throws -> [String] {
        var options = CompilerOptions()
        options.emit = .timeline
        options.timelineFormat = .csv
        options.safeArea = safeArea
        options.contentSize = contentSize
        let output = try XCTUnwrap(Pipeline.compile(SourceFile(name: "t.trans", text: source), options: options).output)
        let rows = output.split(whereSeparator: \.isNewline).filter { $0.contains(",present,presented,") }
        return try XCTUnwrap(rows.last).split(separator: ",", omittingEmptySubsequences: false).dropFirst(5).map(
            String.init)
    }

    func testTheTimelineReadsTheSafeAreaAndClamps() throws {
        let source = """
            transition Bar {
                style: custom
                presentation {
                    frame: rect(x: 0, y: container.height - container.safeArea.bottom - 60, width: clamp(100%, min: 200, max: 300), height: 60)
                }
                present {
                    duration: 0.2s
                    animate presented { frame: final.offset(y: 100) -> final }
                }
            }
            """
        XCTAssertEqual(try finalValues(source, safeArea: .iPhonePortrait), ["0", "758", "300", "60"])
        XCTAssertEqual(
            try finalValues(source, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            ["0", "792", "300", "60"])
    }

    func testASheetsDetentsAreMeasuredWithinTheSafeArea() throws {
        let source = "transition S {\n    style: pageSheet\n    sheet { detents: (medium, large) }\n}"
        // The smallest, medium: half of 852 − 59 − 34 − 10 = 749.
        XCTAssertEqual(try finalValues(source, safeArea: .iPhonePortrait), ["0", "443.5", "393", "408.5"])
        // No insets: half of 842.
        XCTAssertEqual(
            try finalValues(source, safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
            ["0", "431", "393", "421"])
    }

    func testContentSizeIsTheOptionsElseTheContainersWidthBy400() throws {
        XCTAssertEqual(
            try options("compile", "--content-size", "320x210.5", "a.trans").contentSize,
            Size(width: 320, height: 210.5))
        XCTAssertNil(try options("compile", "a.trans").contentSize)
        let source = """
            transition Fitted {
                style: custom
                presentation { frame: bottom(height: content.height + container.safeArea.bottom) }
                present {
                    duration: 0.2s
                    animate presented { frame: final.offset(y: 50) -> final }
                }
            }
            """
        XCTAssertEqual(try finalValues(source, safeArea: .iPhonePortrait), ["0", "418", "393", "434"])
        XCTAssertEqual(
            try finalValues(source, safeArea: .iPhonePortrait, contentSize: Size(width: 393, height: 200)),
            ["0", "618", "393", "234"])
    }
}
