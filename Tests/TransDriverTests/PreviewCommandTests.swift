// `transc preview`: the page to standard output or a file, diagnostics, options, usage errors.
import Foundation
import TransSyntax
import XCTest

@testable import TransDriver

final class PreviewCommandTests: XCTestCase {
    private var directory = ""
    private let card =
        "transition Card {\n    style: custom\n    present { duration: 0.5s, animate presented { alpha: 0 -> 1 } }\n    dismiss: reverse\n}\n"

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
        try write(card, to: "\(directory)/card.trans")
    }

    /// The page `Pipeline.preview` renders for `text` named `name` with `options`.
    private func page(_ text: String, name: String, options: CompilerOptions = CompilerOptions()) throws -> String {
        try XCTUnwrap(Pipeline.preview(SourceFile(name: name, text: text), options: options).output)
    }

    /// The embedded timeline JSON of `page` (its text between the element's tags).
    private func timeline(in page: String) throws -> String {
        let open = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"trans-timeline\">\n"))
        let close = try XCTUnwrap(page.range(of: "</script>", range: open.upperBound..<page.endIndex))
        return String(page[open.upperBound..<close.lowerBound])
    }

    func testThePageGoesToStandardOutput() throws {
        let result = transc("preview", "\(directory)/card.trans")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, try page(card, name: "\(directory)/card.trans"))
        XCTAssertTrue(result.standardOutput.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertEqual(transc("preview", "\(directory)/card.trans", "-o", "-"), result)
    }

    func testTheOptionsShapeTheEmbeddedTimeline() throws {
        let result = transc(
            "preview", "\(directory)/card.trans", "--fps", "30", "--container=320x568", "--deployment-target", "16")
        XCTAssertEqual(result.status, .success)
        var options = CompilerOptions()
        options.emit = .timeline
        options.fps = 30
        options.containerWidth = 320
        options.containerHeight = 568
        let json = try XCTUnwrap(
            Pipeline.compile(SourceFile(name: "\(directory)/card.trans", text: card), options: options).output)
        XCTAssertEqual(try timeline(in: result.standardOutput), json)
        XCTAssertTrue(json.contains("\"fps\": 30,"))
        XCTAssertTrue(result.standardOutput.contains("style=\"--w: 320; --h: 568\""))
    }

    func testTheDeploymentTargetDecidesWhatChecks() throws {
        let bounce = card.replacingOccurrences(
            of: "duration: 0.5s,", with: "curve: spring(duration: 0.5s, bounce: 0.2),")
        try write(bounce, to: "\(directory)/bounce.trans")
        let old = transc("preview", "\(directory)/bounce.trans", "--diagnostics", "llvm")
        XCTAssertEqual(old.status, .inputErrors)
        XCTAssertEqual(old.standardOutput, "")
        XCTAssertTrue(old.standardError.contains("error:"), old.standardError)
        XCTAssertEqual(transc("preview", "\(directory)/bounce.trans", "--deployment-target", "17.0").status, .success)
    }

    func testOutputToAFileOrIntoADirectoryNamedAfterTheInput() throws {
        XCTAssertEqual(transc("preview", "\(directory)/card.trans", "-o", "\(directory)/page.html"), DriverResult())
        let expected = try page(card, name: "\(directory)/card.trans")
        XCTAssertEqual(contents(of: "\(directory)/page.html"), expected)
        XCTAssertEqual(transc("preview", "\(directory)/card.trans", "-o", directory), DriverResult())
        XCTAssertEqual(contents(of: "\(directory)/card.preview.html"), expected)
        XCTAssertEqual(transc("preview", "\(directory)/card.trans", "-o", "\(directory)/new/nested/"), DriverResult())
        XCTAssertEqual(try listing(of: "\(directory)/new/nested"), ["card.preview.html"])
        XCTAssertEqual(try listing(of: directory), ["card.preview.html", "card.trans", "new", "page.html"])
    }

    func testAFileWithErrorsPrintsDiagnosticsExitsOneAndWritesNothing() throws {
        try write("transition Broken {\n    style: sideways\n}\n", to: "\(directory)/broken.trans")
        try write("previous", to: "\(directory)/broken.html")
        let result = transc(
            "preview", "\(directory)/broken.trans", "-o", "\(directory)/broken.html", "--diagnostics", "llvm")
        XCTAssertEqual(result.status, .inputErrors)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("\(directory)/broken.trans:2:12: error: "), result.standardError)
        XCTAssertEqual(contents(of: "\(directory)/broken.html"), "previous")
        XCTAssertEqual(transc("preview", "\(directory)/broken.trans", "-o", "\(directory)/out/").status, .inputErrors)
        XCTAssertEqual(try listing(of: directory), ["broken.html", "broken.trans", "card.trans"])
    }

    func testStandardInputIsNamedStdinAndEscapedWhereShown() {
        let result = transc("preview", "-", stdin: card)
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.standardOutput.contains("<h1>&lt;stdin&gt;</h1>"))
        XCTAssertTrue(result.standardOutput.contains("\"source\": \"\\u003cstdin>\","))
    }

    func testUsageErrorsExitTwoAndWriteNothing() throws {
        let input = "\(directory)/card.trans"
        let cases: [([String], String)] = [
            (["preview"], "no input files"),
            (["preview", input, input], "'preview' takes one input file"),
            (["preview", input, "--emit", "swift"], "unknown option '--emit'"),
            (["preview", input, "--verify"], "unknown option '--verify'"),
            (
                ["preview", input, "--fps", "0"],
                "invalid value '0' for '--fps': expected a whole number from 1 to 1000"
            ),
            (
                ["preview", input, "--container", "wide"],
                "invalid value 'wide' for '--container': expected WIDTHxHEIGHT in points, such as 393x852"
            ),
            (["preview", "-", "-o", directory], "the output of standard input needs a file name; use '-o FILE'"),
            (["preview", input, "-o", input], "output '\(input)' would overwrite an input"),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(
                transc(arguments, stdin: card),
                DriverResult(
                    status: .usageOrIO, standardError: "transc: error: \(message)\nsee 'transc help preview'\n"),
                arguments.joined(separator: " "))
        }
        XCTAssertEqual(try listing(of: directory), ["card.trans"])
    }

    func testUnreadableInputsAndUnwritableOutputsExitTwo() {
        let missing = transc("preview", "\(directory)/missing.trans")
        XCTAssertEqual(missing.status, .usageOrIO)
        XCTAssertEqual(
            missing.standardError,
            "transc: error: cannot read '\(directory)/missing.trans': no such file or directory\n")
        let unwritable = transc("preview", "\(directory)/card.trans", "-o", "\(directory)/none/page.html")
        XCTAssertEqual(unwritable.status, .usageOrIO)
        XCTAssertTrue(unwritable.standardError.hasPrefix("transc: error: cannot write '\(directory)/none/page.html'"))
    }

    func testHelpDescribesTheCommandAndItsURLParameters() {
        let help = transc("help", "preview")
        XCTAssertEqual(help.status, .success)
        XCTAssertTrue(help.standardOutput.hasPrefix("usage: transc preview FILE [-o PATH]"))
        for text in [
            "--fps", "--container", "--deployment-target", "card.preview.html", "?transition=NAME", "--format",
        ] {
            XCTAssertTrue(help.standardOutput.contains(text), text)
        }
        XCTAssertEqual(transc("preview", "--help"), help)
        XCTAssertTrue(transc("--help").standardOutput.contains("\n  preview   write an HTML page"))
    }

    func testOutputNames() {
        XCTAssertEqual(OutputPlan.previewName(for: "samples/card.trans", format: .html), "card.preview.html")
        XCTAssertEqual(OutputPlan.previewName(for: "card", format: .html), "card.preview.html")
        XCTAssertEqual(OutputPlan.previewName(for: "samples/card.trans", format: .svg), "card.preview.svg")
    }

    func testFormatSVGWritesTheStoryboard() throws {
        let result = transc("preview", "\(directory)/card.trans", "--format", "svg")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.standardError, "")
        let storyboard = try XCTUnwrap(
            Pipeline.preview(
                SourceFile(name: "\(directory)/card.trans", text: card), options: CompilerOptions(), format: .svg
            )
            .output)
        XCTAssertEqual(result.standardOutput, storyboard)
        XCTAssertTrue(storyboard.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(storyboard.hasSuffix("</svg>\n"))
        XCTAssertEqual(
            transc("preview", "\(directory)/card.trans", "--format=svg", "-o", "\(directory)/out/").status, .success)
        XCTAssertEqual(try String(contentsOfFile: "\(directory)/out/card.preview.svg", encoding: .utf8), storyboard)
        XCTAssertEqual(
            transc("preview", "\(directory)/card.trans", "--format", "html"),
            transc("preview", "\(directory)/card.trans"))
        XCTAssertEqual(
            transc("preview", "\(directory)/card.trans", "--format", "png"),
            DriverResult(
                status: .usageOrIO,
                standardError: "transc: error: invalid value 'png' for '--format': expected 'html' or 'svg'\n"
                    + "see 'transc help preview'\n"))
    }
}
