// `Parser.parseEachDeclaration`: the declarations of the whole-file parse, one at a time, each
// in a tree of its own that is reused once the visitor keeps nothing of it.
import TransSyntax
import XCTest

final class DeclarationStreamTests: XCTestCase {
    private let sources = [
        "let a = 1\nlet b = f(x: a) + 2\n",
        """
        // lead
        let margin = 35
        transition A {
            style: custom
            present { duration: 0.3s, animate presented { alpha: 0 -> 1, scale: keyframes { 0: 1, 1: 2 } } }
        }

        /* between */
        transition B: A {
            doc: "b"
            dismiss: reverse
        }
        let tail = margin * 2
        """,
        "transition A {\n  style: custom\n  present {\n    duration 0.3s\n  }\n}\nlet x = (1\n",
        "let a = 1 let b = 2\n}\nlet c = [\n",
        "",
    ]

    func testItHandsOverTheWholeParsesDeclarationsAndDiagnostics() {
        for text in sources {
            let file = SourceFile(name: "t.trans", text: text)
            let whole = Parser.parse(file)
            var visited: [Declaration] = []
            let diagnostics = Parser.parseEachDeclaration(file) {
                visited.append($0)
                return true
            }
            XCTAssertEqual(visited, whole.syntax.declarations, text)
            XCTAssertEqual(diagnostics, whole.diagnostics, text)
        }
    }

    /// A declaration kept while the ones after it are parsed and dropped stays whole: only a
    /// tree no view is left of is reused.
    func testKeptDeclarationsSurviveTheOnesDroppedAfterThem() {
        let text = (0..<40).map {
            "transition T\($0) {\n  style: custom\n  doc: \"\($0)\"\n}\nlet c\($0) = \($0) + 1\n"
        }
        .joined()
        let file = SourceFile(name: "t.trans", text: text)
        var kept: [Declaration] = []
        var index = 0
        _ = Parser.parseEachDeclaration(file) {
            if index % 3 == 0 { kept.append($0) }
            index += 1
            return true
        }
        let whole = Parser.parse(file).syntax.declarations
        XCTAssertEqual(whole.count, 80)
        XCTAssertEqual(kept, stride(from: 0, to: whole.count, by: 3).map { whole[$0] })
    }

    /// Transitions held for a while and then dropped in order, as a check on several threads
    /// holds them, stay whole while held: the parser reuses a retired tree only once nothing
    /// else refers to it.
    func testTransitionsHeldAWhileStayWholeWhileTheirTreesAreReused() {
        let text = (0..<300).map {
            "transition T\($0) {\n  style: custom\n  doc: \"\($0)\"\n  present { duration: 0.\($0 % 9 + 1)s }\n}\n"
        }
        .joined()
        let file = SourceFile(name: "t.trans", text: text)
        let whole = Parser.parse(file).syntax.declarations
        var held: [(index: Int, declaration: Declaration)] = []
        var index = 0
        _ = Parser.parseEachDeclaration(file) {
            held.append((index, $0))
            index += 1
            if held.count > 20 {
                let oldest = held.removeFirst()
                XCTAssertEqual(oldest.declaration, whole[oldest.index])
            }
            return true
        }
        XCTAssertEqual(index, 300)
        for kept in held { XCTAssertEqual(kept.declaration, whole[kept.index]) }
    }

    func testTheVisitorStopsTheParse() {
        let file = SourceFile(name: "t.trans", text: "let a = 1\nlet b = 2\nlet c = 3\n")
        var names: [String] = []
        let diagnostics = Parser.parseEachDeclaration(file) {
            if case .constant(let constant) = $0 { names.append(constant.name.name) }
            return names.count < 2
        }
        XCTAssertNil(diagnostics)
        XCTAssertEqual(names, ["a", "b"])
    }

    /// A caller that wants only a clean file is told at the first syntax error, before the
    /// declaration it is in is visited.
    func testItCanStopAtTheFirstDiagnostic() {
        let file = SourceFile(name: "t.trans", text: "let a = 1\nlet b = 2 +\nlet c = 3\n")
        var names: [String] = []
        let diagnostics = Parser.parseEachDeclaration(file, stopsAtDiagnostic: true) {
            if case .constant(let constant) = $0 { names.append(constant.name.name) }
            return true
        }
        XCTAssertNil(diagnostics)
        XCTAssertEqual(names, ["a"])
        let clean = SourceFile(name: "t.trans", text: "let a = 1\n")
        XCTAssertEqual(Parser.parseEachDeclaration(clean, stopsAtDiagnostic: true) { _ in true }, [])
    }
}
