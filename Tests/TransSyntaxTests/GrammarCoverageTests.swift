// Keeps grammar/trans.ebnf true: every production is named here and exercised by a program
// in samples/ or Tests/Corpus/.
import Foundation
import TransSyntax
import TransTestSupport
import XCTest

final class GrammarCoverageTests: XCTestCase {

    /// The production names, in the order the grammar defines them.
    private func productions() throws -> [String] {
        let text = try String(contentsOf: PackagePaths.url("grammar/trans.ebnf"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            return name.allSatisfy({ $0.isLetter }) && !name.isEmpty ? name : nil
        }
    }

    /// Every `.trans` file under samples/ and Tests/Corpus/.
    private func programs() throws -> [SourceFile] {
        var files: [SourceFile] = []
        for folder in ["samples", "Tests/Corpus"] {
            let url = PackagePaths.url(folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in walker where file.pathExtension == "trans" {
                files.append(SourceFile(name: file.path, bytes: Array(try Data(contentsOf: file))))
            }
        }
        return files
    }

    func testEveryProductionIsExercised() throws {
        let names = try productions()
        XCTAssertEqual(Set(names), Set(ProductionFinder.detectable), "productions without a detector, or stale ones")
        var exercised: Set<String> = []
        for file in try programs() {
            exercised.formUnion(ProductionFinder.productions(in: file))
        }
        for name in names {
            XCTAssertTrue(exercised.contains(name), "no sample or corpus program exercises '\(name)'")
        }
    }
}

/// Finds which grammar productions a program uses, by the construct that is distinctive of each.
enum ProductionFinder {
    static let detectable = [
        "file", "declaration", "constant", "transition", "block", "separator", "entry", "field", "section",
        "animate", "track", "expression", "term", "unary", "postfix", "member", "arguments", "argument",
        "keyframeList", "keyframe", "primary", "parenthesized", "tuple", "number", "unit", "color", "string",
        "escape", "boolean", "identifier", "lineBreak", "comment", "digits", "digit", "hex", "letter", "character",
    ]

    static func productions(in file: SourceFile) -> Set<String> {
        let lexed = Lexer.lex(file)
        let parsed = Parser.parse(file)
        var found: Set<String> = ["file"]
        if !lexed.comments.isEmpty { found.formUnion(["comment", "character"]) }
        for token in lexed.tokens {
            switch token.kind {
            case .number:
                found.formUnion(["number", "digits", "digit"])
                if lexed.number(of: token).unit != nil { found.insert("unit") }
            case .hexColor: found.formUnion(["color", "hex"])
            case .string:
                found.formUnion(["string", "character"])
                if file.text(of: token.range).contains("\\") { found.insert("escape") }
            case .keyword(.true), .keyword(.false): found.insert("boolean")
            case .identifier: found.formUnion(["identifier", "letter"])
            case .newline: found.insert("lineBreak")
            case .comma: found.insert("separator")
            default: break
            }
        }
        for declaration in parsed.syntax.declarations {
            found.insert("declaration")
            switch declaration {
            case .constant(let constant):
                found.insert("constant")
                visit(constant.value, into: &found)
            case .transition(let transition):
                found.insert("transition")
                visit(transition.body, into: &found)
            }
        }
        return found
    }

    private static func visit(_ block: Block, into found: inout Set<String>) {
        found.insert("block")
        for entry in block.entries {
            found.insert("entry")
            switch entry.kind {
            case .animate(_, let target, let body):
                found.insert("animate")
                visit(target, into: &found)
                visit(body, into: &found)
            case .field(_, .block(let body)):
                found.insert("section")
                visit(body, into: &found)
            case .field(_, .expression(let value)):
                found.insert("field")
                visit(value, into: &found)
            case .field(_, .track(let from, _, let to)):
                found.formUnion(["field", "track"])
                visit(from, into: &found)
                visit(to, into: &found)
            }
        }
    }

    private static func visit(_ expression: ExpressionSyntax, into found: inout Set<String>) {
        found.insert("primary")
        switch expression.kind {
        case .binary(let op, let lhs, let rhs):
            found.insert(op == .add || op == .subtract ? "expression" : "term")
            visit(lhs, into: &found)
            visit(rhs, into: &found)
        case .unary(_, let operand):
            found.insert("unary")
            visit(operand, into: &found)
        case .member(let base, _):
            found.formUnion(["postfix", "member"])
            visit(base, into: &found)
        case .call(let callee, let arguments):
            found.formUnion(["postfix", "arguments"])
            visit(callee, into: &found)
            for argument in arguments {
                if argument.label != nil { found.insert("argument") }
                visit(argument.value, into: &found)
            }
        case .keyframes(let list):
            found.formUnion(["postfix", "arguments", "keyframeList"])
            for key in list.keys {
                found.insert("keyframe")
                visit(key.time, into: &found)
                visit(key.value, into: &found)
            }
        case .parenthesized(let inner):
            found.insert("parenthesized")
            visit(inner, into: &found)
        case .tuple(let items):
            found.insert("tuple")
            items.forEach { visit($0, into: &found) }
        case .number, .hexColor, .string, .bool, .name, .missing:
            break
        }
    }
}
