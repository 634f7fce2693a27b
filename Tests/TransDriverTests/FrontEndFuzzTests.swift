// Seeded random bytes and token soups through lexer, parser and checker: every input ends
// in a result with located diagnostics, never a crash or a hang.
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class FrontEndFuzzTests: XCTestCase {
    /// Fragments that make the parser and checker work: valid tokens, near misses and junk.
    private static let fragments = [
        "transition", "let", "animate", "true", "false", "Card", "style", "custom", "fullScreen", "system",
        "partialCurl", "presentation", "present", "dismiss", "reverse", "dimming", "frame", "alpha", "scale",
        "rotationY", "anchor", "shade", "perspective", "duration", "delay", "curve", "interactive", "pan", "down",
        "spring", "damping", "velocity", "mass", "stiffness", "bounce", "cubicBezier", "keyframes", "cubic",
        "presented", "presenting", "tag", "container", "final", "offscreen", "bottom", "inset", "center", "rect",
        "offset", "width", "height", "x", "y", "{", "}", "(", ")", ":", ",", ",,", ".", "=", "->", "+", "-", "*",
        "/", "\n", "\n", " ", " ", "0", "1", "0.5", "-1", "300", "0.4s", "500ms", "90deg", "1rad", "60%", "2e-3",
        "1e", "#000000", "#FF000080", "#12", "\"doc\"", "\"open", "\"\\q\"", "/* c */", "/* open", "// line",
        "@", "\u{0}", "é", "😀", "1.2.3", "5px",
    ]

    private func assertTerminates(_ bytes: [UInt8], _ label: String) {
        let file = SourceFile(name: "fuzz.trans", bytes: bytes)
        let diagnostics = Pipeline.check(file, options: CompilerOptions())
        for diagnostic in diagnostics {
            XCTAssertLessThanOrEqual(diagnostic.range.end, bytes.count, label)
            XCTAssertFalse(diagnostic.message.isEmpty, label)
        }
        if !diagnostics.hasErrors {
            var options = CompilerOptions()
            options.emit = .timeline
            XCTAssertNotNil(Pipeline.compile(file, options: options).output, label)
        }
    }

    func testRandomBytes() {
        var random = SeededRandom(seed: 2026)
        for index in 0..<3000 {
            let count = Int.random(in: 0...200, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            assertTerminates(bytes, "random bytes #\(index)")
        }
    }

    func testRandomPrintableText() {
        var random = SeededRandom(seed: 7)
        let alphabet = Array("abcdefxyz_019.:,{}()+-*/=#\"\\% \n\t".utf8)
        for index in 0..<3000 {
            let count = Int.random(in: 0...300, using: &random)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
            assertTerminates(bytes, "printable text #\(index)")
        }
    }

    func testTokenSoups() {
        var random = SeededRandom(seed: 42)
        for index in 0..<3000 {
            let count = Int.random(in: 0...120, using: &random)
            let text = (0..<count).map { _ in Self.fragments.randomElement(using: &random)! }.joined(separator: " ")
            assertTerminates(Array(text.utf8), "token soup #\(index): \(text)")
        }
    }

    func testMutatedSamples() throws {
        var random = SeededRandom(seed: 99)
        let samples = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specSamples.path)
            .filter { $0.hasSuffix(".trans") }.sorted()
            .map { try Array(Data(contentsOf: PackagePaths.specSamples.appendingPathComponent($0))) }
        for index in 0..<2000 {
            var bytes = samples.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(Array(Self.fragments.randomElement(using: &random)!.utf8).first ?? 0, at: position)
                default: bytes[position] = UInt8.random(in: 0...255, using: &random)
                }
            }
            assertTerminates(bytes, "mutated sample #\(index)")
        }
    }
}
