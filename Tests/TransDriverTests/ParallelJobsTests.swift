import Foundation
import TransSyntax
import TransTestSupport
import XCTest

// `-j N`: files checked and compiled at once, the output the same bytes for any N.
@testable import TransDriver

final class ParallelJobsTests: XCTestCase {
    private var directory = ""
    /// The samples and error samples copied in several times, and a missing file among them.
    private var inputs: [String] = []

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specSamples.path).filter {
            $0.hasSuffix(".trans")
        }
        let errors = try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.specSamples.appendingPathComponent("errors").path
        ).filter { $0.hasSuffix(".trans") }
        var sources = try names.sorted().map {
            try String(contentsOf: PackagePaths.specSamples.appendingPathComponent($0), encoding: .utf8)
        }
        sources += try errors.sorted().map {
            try String(
                contentsOf: PackagePaths.specSamples.appendingPathComponent("errors").appendingPathComponent($0),
                encoding: .utf8)
        }
        for copy in 0..<3 {
            for (index, source) in sources.enumerated() {
                let path = "\(directory)/in\(copy)-\(index).trans"
                try write(source, to: path)
                inputs.append(path)
            }
        }
        inputs.insert("\(directory)/missing.trans", at: inputs.count / 2)
    }

    func testCheckPrintsTheSameBytesForAnyJobCount() {
        let sequential = transc(["check", "-j", "1"] + inputs, compiler: .pipeline)
        XCTAssertEqual(sequential.status, .usageOrIO, "the missing file")
        XCTAssertTrue(sequential.standardError.contains("error:"), sequential.standardError)
        for jobs in ["2", "5", "256"] {
            XCTAssertEqual(transc(["check", "-j", jobs] + inputs, compiler: .pipeline), sequential, "-j \(jobs)")
        }
        XCTAssertEqual(transc(["check"] + inputs, compiler: .pipeline), sequential, "the default job count")
    }

    func testCompileWritesTheSameFilesForAnyJobCount() throws {
        for (jobs, output) in [("1", "one"), ("4", "four")] {
            let result = transc(
                ["compile", "-j", jobs, "--emit", "timeline", "-o", "\(directory)/\(output)/"] + inputs,
                compiler: .pipeline)
            XCTAssertEqual(result.status, .usageOrIO)
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: "\(directory)/one").sorted()
        XCTAssertGreaterThan(written.count, 10)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(directory)/four").sorted(), written)
        for name in written {
            XCTAssertEqual(contents(of: "\(directory)/four/\(name)"), contents(of: "\(directory)/one/\(name)"), name)
        }
        XCTAssertEqual(
            transc(["compile", "-j", "3"] + inputs, compiler: .pipeline),
            transc(["compile", "-j", "1"] + inputs, compiler: .pipeline))
    }

    /// One file's transitions are printed on up to `-j` threads (at most the cores), in order.
    func testCompilePrintsOneFilesSwiftTheSameForAnyJobCount() throws {
        let path = "\(directory)/many.trans"
        let transitions = (0..<12).map { index in
            """
            transition Fade\(index) {
                style: custom
                present { duration: 0.\(index + 1)s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }

            """
        }
        try write(transitions.joined(), to: path)
        let oneThread = transc(["compile", "-j", "1", path], compiler: .pipeline)
        XCTAssertEqual(oneThread.status, .success, oneThread.standardError)
        XCTAssertTrue(oneThread.standardOutput.contains("class Fade11Transition"))
        for jobs in ["2", "8"] {
            XCTAssertEqual(transc(["compile", "-j", jobs, path], compiler: .pipeline), oneThread, "-j \(jobs)")
        }
        XCTAssertEqual(CompileCommand.emissionThreads(jobs: 1), 1)
        XCTAssertEqual(CompileCommand.emissionThreads(jobs: 256), ParallelWork.defaultJobs)
    }

    /// One file's transitions are checked on up to `-j` threads (at most the cores): the same
    /// report, clean or not, and the same Swift.
    func testOneFilesTransitionsAreCheckedTheSameForAnyJobCount() throws {
        func file(faultyAt fault: Int?) -> String {
            (0..<40).map { index in
                let alpha = index == fault ? "2" : "1"
                return """
                    let delay\(index) = 0.0\(index % 10)s
                    transition Fade\(index) {
                        style: custom
                        present {
                            duration: 0.3s, delay: delay\(index)
                            animate presented { alpha: 0 -> \(alpha) }
                        }
                        dismiss: reverse
                    }

                    """
            }.joined()
        }
        for (name, text) in [("clean", file(faultyAt: nil)), ("faulty", file(faultyAt: 30))] {
            let path = "\(directory)/\(name).trans"
            try write(text, to: path)
            for command in ["check", "compile"] {
                let oneThread = transc([command, "-j", "1", path], compiler: .pipeline)
                XCTAssertEqual(oneThread.status, name == "clean" ? .success : .inputErrors, name)
                for jobs in ["2", "8"] {
                    XCTAssertEqual(
                        transc([command, "-j", jobs, path], compiler: .pipeline), oneThread, "\(command) -j \(jobs)")
                }
            }
        }
        XCTAssertEqual(CheckCommand.checkThreads(jobs: 1, files: 1), 1)
        XCTAssertEqual(CheckCommand.checkThreads(jobs: 256, files: 1), ParallelWork.defaultJobs)
        XCTAssertEqual(CheckCommand.checkThreads(jobs: 256, files: 2), 1)
    }

    /// Files that finish in the reverse of their order are still reported in their order.
    func testReportsInInputOrderWhateverFinishesFirst() {
        let slowFirst = Compiler(
            check: { file, options in
                let number = Int(file.name.filter(\.isNumber).suffix(2)) ?? 0
                usleep(UInt32(max(0, 40 - number) * 500))
                return stubCompiler.check(file, options)
            },
            compile: stubCompiler.compile)
        let files = (0..<24).map { "\(directory)/in0-\($0 % 9).trans" }
        let result = transc(["check", "-j", "8", "--diagnostics", "llvm"] + files, compiler: slowFirst)
        XCTAssertEqual(result, transc(["check", "-j", "1", "--diagnostics", "llvm"] + files, compiler: slowFirst))
    }

    func testJobCountIsAWholeNumberFromOneTo256() {
        for value in ["0", "257", "two", "-1", ""] {
            let result = transc("check", "-j", value, "\(directory)/in0-0.trans")
            XCTAssertEqual(result.status, .usageOrIO, value)
            XCTAssertTrue(
                result.standardError.contains(
                    "invalid value '\(value)' for '-j': expected a whole number of files at once from 1 to 256"),
                result.standardError)
        }
        XCTAssertTrue(
            transc("fmt", "-j", "2", "\(directory)/in0-0.trans").standardError.contains("unknown option '-j'"))
    }

    func testParallelMapKeepsInputOrder() {
        let items = Array(0..<1000)
        for jobs in [1, 2, 7, 5000] {
            XCTAssertEqual(ParallelWork.map(items, jobs: jobs) { $0 * 3 }, items.map { $0 * 3 }, "jobs \(jobs)")
        }
        XCTAssertEqual(ParallelWork.map([Int](), jobs: 4) { $0 }, [])
    }
}
