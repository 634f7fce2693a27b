// The backend seam as the driver uses it: each `--emit` kind's backend, its file extension, and
// a program's artefact or failure through the one `Backend` protocol.
import TransBackend
import TransDriver
import TransFrontEnd
import TransModel
import TransSyntax
import XCTest

final class BackendRegistryTests: XCTestCase {
    private let fade = """
        transition Fade {
            style: custom
            present { duration: 0.5s, animate presented { alpha: 0 -> 1 } }
            dismiss: reverse
        }
        """
    private var program: Program {
        FrontEnd.analyze(
            SourceFile(name: "fade.trans", text: fade), deploymentTarget: CompilerOptions().deploymentTarget
        )
        .program
    }

    private func options(_ emit: EmitKind, _ format: TimelineFormat = .json, fps: Int = 60) -> CompilerOptions {
        var options = CompilerOptions()
        options.emit = emit
        options.timelineFormat = format
        options.fps = fps
        return options
    }

    func testEachEmitKindHasItsBackendAndFileExtension() {
        XCTAssertEqual(options(.swift).backend.fileExtension, "swift")
        XCTAssertEqual(options(.timeline).backend.fileExtension, "timeline.json")
        XCTAssertEqual(options(.timeline, .csv).backend.fileExtension, "timeline.csv")
        XCTAssertEqual(CompilerOptions().previewBackend(.html).fileExtension, "preview.html")
        XCTAssertEqual(CompilerOptions().previewBackend(.svg).fileExtension, "preview.svg")
    }

    /// The recipe for a backend holds: the one table of `--emit` kinds is what the help lists,
    /// what the parser accepts (and names when it refuses a value), and what compiles.
    func testTheHelpTheParserAndTheRegistryKnowTheSameEmitKinds() throws {
        let registered = EmitKind.allCases.map(\.rawValue)
        let help = transc("help", "compile").standardOutput
        let usage = try XCTUnwrap(help.split(separator: "[--emit ").dropFirst().first?.prefix { $0 != "]" })
        XCTAssertEqual(usage.split(separator: "|").map(String.init), registered)
        let option = try XCTUnwrap(help.split(separator: "\n").first { $0.hasPrefix("  --emit KIND") })
        let error = transc("compile", "--emit", "kotlin", "a.trans").standardError
        let refused = try XCTUnwrap(error.split(separator: "expected ").last?.prefix { $0 != "\n" })
        XCTAssertEqual(refused.count { $0 == "'" }, 2 * registered.count, error)
        for name in registered {
            XCTAssertTrue(option.contains(name), "\(name): \(option)")
            XCTAssertTrue(refused.contains("'\(name)'"), "\(name): \(refused)")
            let compiled = transc(["compile", "--emit", name, "-"], stdin: fade, compiler: .pipeline)
            XCTAssertEqual(compiled.status, .success, "\(name): \(compiled.standardError)")
            XCTAssertFalse(compiled.standardOutput.isEmpty, name)
        }
    }

    func testABackendGivesOneArtefactNamedByItsExtension() throws {
        for options in [options(.swift), options(.timeline), options(.timeline, .csv)] {
            let output = options.backend.emit(program)
            XCTAssertNil(output.failure)
            let artefact = try XCTUnwrap(output.artefacts.first)
            XCTAssertEqual(output.artefacts.count, 1)
            XCTAssertEqual(artefact.fileExtension, options.backend.fileExtension)
        }
        let swift = try XCTUnwrap(options(.swift).backend.emit(program).artefacts.first?.text)
        XCTAssertTrue(swift.contains("final class FadePresentAnimator"), swift)
        let csv = try XCTUnwrap(options(.timeline, .csv).backend.emit(program).artefacts.first?.text)
        XCTAssertTrue(csv.hasPrefix("transition,phase,target,property,t,v1,v2,v3,v4\r\n"), csv)
    }

    func testTheSamplingBackendsRefuseATimelinePastItsLimitInTheSameWords() {
        // One 60 s track at 1000 fps is 60 001 samples in each of two phases: 20 transitions
        // hold 2 400 040, past the 2 000 000 limit.
        let long = (0..<20).map { index in
            """
            transition T\(index) {
                style: custom
                present { duration: 60s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }
            """
        }.joined(separator: "\n")
        let big = FrontEnd.analyze(
            SourceFile(name: "big.trans", text: long), deploymentTarget: CompilerOptions().deploymentTarget
        ).program
        let message =
            "the timeline of 'big.trans' at 1000 fps would hold more than 2000000 samples; "
            + "lower '--fps' or split the file"
        let timeline = options(.timeline, fps: 1000).backend.emit(big)
        XCTAssertEqual(timeline.failure, message)
        XCTAssertTrue(timeline.artefacts.isEmpty)
        XCTAssertEqual(options(.swift, fps: 1000).previewBackend(.svg).emit(big).failure, message)
        XCTAssertNil(options(.swift, fps: 1000).backend.emit(big).failure, "Swift does not sample")
    }
}
