// Every request at positions all over every sample and corpus file answers, and answers sanely.
import Foundation
import TransJSON
import TransTestSupport
import XCTest

@testable import TransLanguageServer

final class RobustnessTests: XCTestCase {
    /// The samples and the corpus (valid and invalid programs alike), read from the repository.
    private func sources() throws -> [(name: String, text: String)] {
        let folders = ["samples", "Tests/Corpus/lex", "Tests/Corpus/parse", "Tests/Corpus/sema"]
        var found: [(String, String)] = []
        for folder in folders {
            let directory = PackagePaths.url(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            for name in names where name.hasSuffix(".trans") {
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                found.append(("\(folder)/\(name)", String(decoding: data, as: UTF8.self)))
            }
        }
        XCTAssertGreaterThan(found.count, 40)
        return found
    }

    func testEveryRequestAllOverEveryFileAnswersWithAResult() throws {
        for (name, text) in try sources() {
            var server = initializedServer()
            let uri = "file:///corpus/\(name)"
            _ = server.settle(didOpen(uri, text))
            let document: JSONValue = ["textDocument": ["uri": .string(uri)]]
            for method in ["textDocument/documentSymbol", "textDocument/foldingRange"] {
                XCTAssertNotNil(server.handle(request(2, method, document)).first?["result"]?.arrayValue, name)
            }
            let data = server.handle(request(3, "textDocument/semanticTokens/full", document)).first?["result"]?["data"]
            let numbers = data?.arrayValue?.compactMap(\.intValue) ?? []
            XCTAssertEqual(numbers.count % 5, 0, name)
            for token in stride(from: 0, to: numbers.count, by: 5) {
                XCTAssertTrue(numbers[token] >= 0 && numbers[token + 1] >= 0 && numbers[token + 2] > 0, name)
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (line, content) in lines.enumerated() {
                // Every sixth character, the line's end, and one past it.
                let characters =
                    Array(stride(from: 0, to: content.utf16.count, by: 6)) + [
                        content.utf16.count, content.utf16.count + 1,
                    ]
                for character in characters {
                    let params: JSONValue = [
                        "textDocument": ["uri": .string(uri)], "position": position(line, character),
                    ]
                    for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
                        let reply = server.handle(request(4, method, params)).first
                        // Between the two UTF-16 units of an emoji is refused; anything else answers.
                        XCTAssertTrue(
                            reply?["result"] != nil || reply?["error"]?["code"] == -32602, "\(name) \(method)")
                    }
                }
            }
        }
    }
}
