// The Objective-C rewrite: what it changes, what it leaves, what it refuses.
import TransSimulation
import TransTestSupport
import XCTest

final class ObjectiveCRewriteTests: XCTestCase {
    func testRemovesObjcAndRewritesSelectors() throws {
        let source = """
            @objc private func handlePan(_ pan: UIPanGestureRecognizer) {}
            let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
            let other = UIPanGestureRecognizer(target: self, action: #selector(close))
            let qualified = #selector(Other.method(with:))
            """
        XCTAssertEqual(
            try ObjectiveCRewrite.rewrite(source),
            """
            private func handlePan(_ pan: UIPanGestureRecognizer) {}
            let tap = UITapGestureRecognizer(target: self, action: Selector(Self.dimmingViewTapped(_:)))
            let other = UIPanGestureRecognizer(target: self, action: Selector(Self.close))
            let qualified = Selector(Other.method(with:))
            """)
    }

    func testLeavesCommentsAndStringsAlone() throws {
        let source = """
            let text = "@objc dynamic perform( // not code"
            // a comment may say @objc(name), #keyPath and perform(
            """
        XCTAssertEqual(try ObjectiveCRewrite.rewrite(source), source)
    }

    func testRefusesEveryOtherObjectiveCFormNamingItsLine() {
        let forms = [
            "@objc(handle:) func handle() {}", "let s = #selector(getter: UIView.alpha)",
            "let k = #keyPath(UIView.alpha)", "@IBAction func tapped() {}",
            "let s = NSSelectorFromString(\"x\")", "view.perform(s)", "@objc dynamic var x = 0",
        ]
        for form in forms {
            XCTAssertThrowsError(try ObjectiveCRewrite.rewrite("import UIKit\n\(form)\n"), form) { error in
                XCTAssertEqual((error as? RewriteError)?.line, 2, form)
            }
        }
    }

    func testEveryGoldenFileNeedsOnlyTheRewrite() throws {
        let golden = GoldenFile.url("swift")
        let files = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
            let rewritten = try ObjectiveCRewrite.rewrite(text)
            XCTAssertFalse(rewritten.contains("#selector"), file)
            XCTAssertFalse(rewritten.contains("@objc "), file)
        }
    }
}
