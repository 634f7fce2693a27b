// `compile` of a file past `CompilerOptions.transitionsKeptWhole` checks it again as the backend
// asks for its transitions: the bytes are those of the whole model's emission, for every backend
// of `compile`, and the timeline's limit is still checked before anything is written.
import TransBackend
import TransDriver
import TransFrontEnd
import TransModel
import TransSwiftBackend
import TransSyntax
import TransTimeline
import XCTest

final class StreamedCompileTests: XCTestCase {
    /// Transitions in two shapes, so neighbours differ, and long enough that 1000 fps passes the
    /// timeline's limit.
    private static let file: SourceFile = {
        let text = (0..<40).map { index in
            """
            transition T\(index) {
                style: \(index % 2 == 0 ? "custom" : "overFullScreen")
                present { duration: \(index % 7 + 30)s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }

            """
        }.joined()
        return SourceFile(name: "large.trans", text: text)
    }()

    /// `compile`'s options, keeping at most 10 of the 40 models from the first check.
    private func options(_ emit: EmitKind = .swift) -> CompilerOptions {
        var options = CompilerOptions()
        options.emit = emit
        options.transitionsKeptWhole = 10
        return options
    }

    private func compiled(_ options: CompilerOptions) throws -> String {
        let result = Pipeline.compile(Self.file, options: options)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertNil(result.failure)
        return try XCTUnwrap(result.output)
    }

    func testTheDefaultKeepsTheFrontEndsNumber() {
        XCTAssertEqual(CompilerOptions().transitionsKeptWhole, FrontEnd.transitionsKeptWhole)
    }

    func testALargeFileCompilesToTheWholeModelsBytes() throws {
        let whole = FrontEnd.whole(Self.file).program
        var options = options()
        for threads in [1, 2] {
            options.emissionThreads = threads
            XCTAssertEqual(try compiled(options), SwiftEmitter.emit(whole), "\(threads) threads")
        }
        options = self.options(.timeline)
        options.fps = 10
        let timeline = TimelineEvaluator.evaluate(whole, options: TimelineOptions(fps: 10))
        XCTAssertEqual(try compiled(options), TimelineRenderer.json(timeline))
        options.timelineFormat = .csv
        XCTAssertEqual(try compiled(options), TimelineRenderer.csv(timeline))
    }

    func testALargeFilesTimelinePastTheLimitIsRefusedBeforeAnythingIsWritten() {
        var options = options(.timeline)
        options.fps = 1000
        let result = Pipeline.compile(Self.file, options: options)
        XCTAssertEqual(
            result.failure,
            "the timeline of 'large.trans' at 1000 fps would hold more than 2000000 samples; "
                + "lower '--fps' or split the file")
        XCTAssertNil(result.artefact)
    }
}
