// `check` and `compile` of a clean file declaration by declaration (`FrontEnd.isClean`): it
// never calls a file clean that the whole-file check finds fault with, including files where a
// later declaration changes what an earlier one means; `check` reports what `analyze` does, and
// `compile` gets the same model.
import Foundation
import TransFrontEnd
import TransModel
import TransSyntax
import TransTestSupport
import XCTest

final class StreamedCheckTests: XCTestCase {
    private let base = """
        transition Base {
            style: custom
            presentation { frame: inset(top: 80, left: 20, bottom: 80, right: 20) }
            present {
                duration: 0.3s
                curve: linear
                animate presented { alpha: 0 -> 1 }
            }
            dismiss: reverse
        }

        """
    private let heir = "transition Heir: Base {\n    doc: \"heir\"\n}\n"

    /// What the streamed check says of `text`, and that `check` and `compile`'s front end
    /// report what `analyze` does, `compile`'s with the same model.
    private func streamed(
        _ text: String, deploymentTarget: DeploymentTarget = .oldestSupported, file: StaticString = #filePath,
        line: UInt = #line
    ) -> (isClean: Bool, diagnostics: [Diagnostic]) {
        let source = SourceFile(name: "t.trans", text: text)
        let analyzed = FrontEnd.analyze(source, deploymentTarget: deploymentTarget)
        let diagnostics = analyzed.diagnostics
        XCTAssertEqual(
            FrontEnd.diagnostics(source, deploymentTarget: deploymentTarget), diagnostics, file: file, line: line)
        let checked = FrontEnd.program(source, deploymentTarget: deploymentTarget)
        XCTAssertEqual(checked.diagnostics, diagnostics, file: file, line: line)
        XCTAssertEqual(checked.program, analyzed.program, file: file, line: line)
        let isClean = FrontEnd.isClean(source, deploymentTarget: deploymentTarget)
        if isClean { XCTAssertEqual(diagnostics, [], "called clean", file: file, line: line) }
        for threads in [2, 3] {
            XCTAssertEqual(
                FrontEnd.isClean(source, deploymentTarget: deploymentTarget, threads: threads), isClean,
                "\(threads) threads", file: file, line: line)
            let program = FrontEnd.streamedProgram(
                source, deploymentTarget: deploymentTarget, keptWhole: .max, threads: threads)
            XCTAssertEqual(
                try program?.collected(), isClean ? analyzed.program : nil, "\(threads) threads", file: file,
                line: line)
        }
        return (isClean, diagnostics)
    }

    /// Transitions checked on several threads, in batches (`StreamedCheck.transitionsPerBatch`),
    /// each against the constants declared before it: the same answers and models as on one.
    func testTransitionsCheckedOnSeveralThreadsAnswerAsOnOne() {
        let count = 80  // ten of `StreamedCheck.transitionsPerBatch`'s batches of 8
        func transition(_ index: Int, alpha: String? = nil) -> String {
            let heir = index % 7 == 6 ? ": T\(index - 1)" : ""
            return base.replacingOccurrences(
                of: "transition Base", with: "let opacity\(index) = 1\ntransition T\(index)\(heir)"
            )
            .replacingOccurrences(of: "0 -> 1", with: "0 -> \(alpha ?? "opacity\(index)")")
        }
        let clean = (0..<count).map { transition($0) }.joined()
        XCTAssertTrue(streamed(clean).isClean)
        // A constant of a word one early transition read (its curve), declared at the end: that
        // transition is in the first batch, which another thread checks; an error near the end.
        let early = (0..<count).map {
            $0 == 3 ? transition($0).replacingOccurrences(of: "linear", with: "easeOut") : transition($0)
        }
        XCTAssertFalse(streamed(early.joined() + "let easeOut = 2\n").isClean)
        let faulty = (0..<count).map { transition($0, alpha: $0 == count - 5 ? "2" : nil) }.joined()
        XCTAssertEqual(streamed(faulty).diagnostics.map(\.id.rawValue), ["sema.out-of-range"])
    }

    func testBasesDeclaredFirstAreParsedAgainForTheirHeirs() {
        let result = streamed(
            base + heir + "transition Grandheir: Heir {\n    doc: \"second\"\n}\n"
                + heir.replacingOccurrences(of: "Heir", with: "Sibling"))
        XCTAssertTrue(result.isClean)
    }

    /// A base declared after its heir is one the whole-file check finds; so is a constant.
    func testALaterBaseOrConstantLeavesItToTheWholeFileCheck() {
        XCTAssertEqual(streamed(heir + base).isClean, false)
        let laterConstant = base.replacingOccurrences(of: "0 -> 1", with: "0 -> opacity") + "let opacity = 1\n"
        XCTAssertEqual(streamed(laterConstant).isClean, false)
        XCTAssertEqual(streamed(laterConstant).diagnostics, [])
    }

    /// `curve: linear` is the built-in curve until a constant of that name is declared, even
    /// after the transition: the whole-file check then reports the number where a curve goes.
    func testALaterConstantOfAWordAnEarlierCheckReadIsNotMissed() {
        let result = streamed(base + "let linear = 2\n")
        XCTAssertFalse(result.isClean)
        XCTAssertEqual(result.diagnostics.map(\.id.rawValue), ["sema.type-mismatch"])
    }

    /// Checked as nobody's base, `Base` would be told its dismissal is UIKit's default; as a
    /// base whose heir adds the dismissal it is not.
    func testABaseWithoutDismissalIsLeftToTheWholeFileCheck() {
        let text =
            base.replacingOccurrences(of: "    dismiss: reverse\n", with: "")
            + "transition Heir: Base {\n    dismiss: reverse\n}\n"
        let result = streamed(text)
        XCTAssertFalse(result.isClean)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testDuplicatesAndCyclesAreTheWholeFileChecks() {
        XCTAssertFalse(streamed(base + base).isClean)
        XCTAssertEqual(streamed(base + base).diagnostics.map(\.id.rawValue), ["sema.duplicate-declaration"])
        XCTAssertFalse(streamed("let a = b\nlet b = a\n" + base).isClean)
        XCTAssertFalse(streamed("let a = a\n" + base).isClean)
        XCTAssertFalse(streamed("transition Loop: Loop {\n    style: custom\n}\n").isClean)
    }

    /// Every sample and corpus file: `check` reports what `analyze` does, nothing the streamed
    /// check calls clean has a diagnostic, and it confirms most clean files on its own.
    func testEveryRepositoryFile() throws {
        var clean = 0
        var confirmed = 0
        for directory in [PackagePaths.samples, PackagePaths.corpus, PackagePaths.specSamples] {
            for (name, url) in try PackagePaths.transFiles(in: directory) {
                let result = streamed(try String(contentsOf: url, encoding: .utf8))
                XCTAssertTrue(!result.isClean || result.diagnostics.isEmpty, name)
                if result.diagnostics.isEmpty { clean += 1 }
                if result.isClean { confirmed += 1 }
            }
        }
        XCTAssertGreaterThan(clean, 20)
        XCTAssertGreaterThan(confirmed * 2, clean, "\(confirmed) of \(clean) clean files confirmed")
    }

    /// Random valid programs (for iOS 17, as they are drawn): constants, inheritance, every
    /// construct. Most of them the streamed check confirms; the others have a warning, such as
    /// a base's default dismissal, that only the whole-file check reports right.
    func testRandomPrograms() {
        var clean = 0
        var confirmed = 0
        for seed in 0..<150 {
            var generator = RandomValidProgram(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7, prefix: "R", transitions: 1...5)
            let result = streamed(generator.source(), deploymentTarget: DeploymentTarget(major: 17, minor: 0))
            XCTAssertTrue(!result.isClean || result.diagnostics.isEmpty, "seed \(seed)")
            if result.diagnostics.isEmpty { clean += 1 }
            if result.isClean { confirmed += 1 }
        }
        XCTAssertGreaterThan(confirmed * 2, clean, "\(confirmed) of \(clean) clean programs confirmed")
    }
}
