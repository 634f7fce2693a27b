import TransSyntax
import XCTest

// Where `compile` writes: standard output, `-o FILE`, or `-o DIR` with one output per input.
@testable import TransDriver

final class CompileOutputTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
        try write("fine", to: "\(directory)/card.trans")
        try write("fine", to: "\(directory)/sheet.trans")
    }

    func testStandardOutputInInputOrder() {
        let result = transc("compile", "\(directory)/sheet.trans", "\(directory)/card.trans", "--fps", "30")
        XCTAssertEqual(
            result.standardOutput,
            """
            \(directory)/sheet.trans: emit=swift format=json fps=30 container=393.0x852.0 target=15.0
            \(directory)/card.trans: emit=swift format=json fps=30 container=393.0x852.0 target=15.0

            """)
        XCTAssertEqual(transc("compile", "\(directory)/card.trans", "-o", "-").standardOutput.isEmpty, false)
    }

    func testOneInputToANamedFile() throws {
        let output = "\(directory)/Generated.swift"
        XCTAssertEqual(transc("compile", "\(directory)/card.trans", "-o", output), DriverResult())
        XCTAssertEqual(
            contents(of: output),
            "\(directory)/card.trans: emit=swift format=json fps=60 container=393.0x852.0 target=15.0\n")
    }

    func testSeveralInputsIntoANewDirectoryNamedAfterEachInput() throws {
        let output = "\(directory)/out/nested"
        let result = transc(
            "compile", "\(directory)/card.trans", "\(directory)/sheet.trans", "-o", output + "/",
            "--emit", "timeline", "--container", "320x568")
        XCTAssertEqual(result, DriverResult())
        XCTAssertEqual(try listing(of: output), ["card.timeline.json", "sheet.timeline.json"])
        XCTAssertEqual(
            contents(of: "\(output)/sheet.timeline.json"),
            "\(directory)/sheet.trans: emit=timeline format=json fps=60 container=320.0x568.0 target=15.0\n")
    }

    func testOneInputIntoAnExistingDirectoryOrAPathEndingInASlash() throws {
        XCTAssertEqual(transc("compile", "\(directory)/card.trans", "-o", directory).status, .success)
        XCTAssertNotNil(contents(of: "\(directory)/card.swift"))
        XCTAssertEqual(
            transc(
                "compile", "\(directory)/card.trans", "--emit", "timeline", "--format", "csv", "-o", "\(directory)/csv/"
            ).status,
            .success)
        XCTAssertEqual(try listing(of: "\(directory)/csv"), ["card.timeline.csv"])
    }

    func testOutputNames() {
        var options = CompilerOptions()
        XCTAssertEqual(OutputPlan.outputName(for: "a/b/card.trans", options: options), "card.swift")
        XCTAssertEqual(OutputPlan.outputName(for: "card", options: options), "card.swift")
        XCTAssertEqual(OutputPlan.outputName(for: "card.txt", options: options), "card.txt.swift")
        options.emit = .timeline
        XCTAssertEqual(OutputPlan.outputName(for: "card.trans", options: options), "card.timeline.json")
        options.timelineFormat = .csv
        XCTAssertEqual(OutputPlan.outputName(for: "./card.trans", options: options), "card.timeline.csv")
    }

    func testDestinationsThatCannotWorkAreUsageErrorsAndNothingIsWritten() throws {
        try FileManager.default.createDirectory(atPath: "\(directory)/other", withIntermediateDirectories: false)
        try write("fine", to: "\(directory)/other/card.trans")
        try write("taken", to: "\(directory)/file")
        let cases: [([String], String)] = [
            (
                ["\(directory)/card.trans", "\(directory)/other/card.trans", "-o", "\(directory)/out/"],
                "two inputs would both write '\(directory)/out/card.swift'"
            ),
            (
                ["\(directory)/card.trans", "\(directory)/sheet.trans", "-o", "\(directory)/file"],
                "'-o \(directory)/file' must be an existing directory, or end with '/' to create one, "
                    + "when compiling several files"
            ),
            (
                ["\(directory)/card.trans", "\(directory)/sheet.trans", "-o", "\(directory)/both.swift"],
                "'-o \(directory)/both.swift' must be an existing directory, or end with '/' to create one, "
                    + "when compiling several files"
            ),
            (
                ["\(directory)/card.trans", "-o", "\(directory)/./card.trans"],
                "output '\(directory)/./card.trans' would overwrite an input"
            ),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(
                transc(["compile"] + arguments),
                DriverResult(
                    status: .usageOrIO, standardError: "transc: error: \(message)\nsee 'transc help compile'\n"))
        }
        XCTAssertEqual(contents(of: "\(directory)/file"), "taken")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/out"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/both.swift"))
    }
}
