// The server's core, message by message: lifecycle, diagnostics, formatting and errors.
import TransJSON
import TransLanguageServer
import XCTest

final class LanguageServerTests: XCTestCase {
    private let uri = "file:///work/My%20Cards/card.trans"

    /// Two errors (one with a note), a warning, and an emoji before an error on line 3.
    private let faulty = """
        let margin = 1
        let margin = 2
        transition T {
            doc: "🎉 fade", bogus: 1
            style: custom
            presentation { dimming { alpha: 0.5 } }
            present {
                duration: 0.3s
                animate dimming { alpha: 0 -> 0.5 }
            }
        }

        """

    func testInitializeAnswersWithTheCapabilities() {
        var server = LanguageServer()
        XCTAssertEqual(
            server.handle(request(7, "initialize", ["processId": nil, "capabilities": [:]])),
            [
                [
                    "jsonrpc": "2.0", "id": 7,
                    "result": [
                        "capabilities": [
                            "positionEncoding": "utf-16",
                            "textDocumentSync": ["openClose": true, "change": 2],
                            "hoverProvider": true,
                            "completionProvider": ["triggerCharacters": [".", ":"], "resolveProvider": false],
                            "definitionProvider": true,
                            "documentSymbolProvider": true,
                            "foldingRangeProvider": true,
                            "semanticTokensProvider": [
                                "legend": [
                                    "tokenTypes": [
                                        "keyword", "class", "variable", "property", "enumMember", "function",
                                        "parameter", "number", "string", "comment",
                                    ],
                                    "tokenModifiers": ["declaration", "readonly", "defaultLibrary"],
                                ],
                                "full": true, "range": false,
                            ],
                            "documentFormattingProvider": true,
                            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                        ],
                        "serverInfo": ["name": "transc"],
                    ],
                ]
            ])
        XCTAssertEqual(server.handle(notification("initialized")), [])
    }

    func testOpeningPublishesEveryDiagnosticWithUTF16RangesNotesAndWarnings() {
        var server = initializedServer()
        let diagnostics: JSONValue = [
            [
                "range": range((1, 4), (1, 10)), "severity": 1, "code": "sema.duplicate-declaration",
                "source": "transc", "message": "constant 'margin' is declared more than once",
                "relatedInformation": [
                    [
                        "location": ["uri": .string(uri), "range": range((0, 4), (0, 10))],
                        "message": "'margin' is first declared here",
                    ]
                ],
            ],
            [
                // `    doc: "🎉 fade", ` is 19 scalars but 20 UTF-16 units.
                "range": range((3, 20), (3, 25)), "severity": 1, "code": "sema.unknown-entry",
                "source": "transc", "message": "unknown entry 'bogus' in a transition",
            ],
            [
                "range": range((8, 26), (8, 31)), "severity": 2, "code": "sema.dimming-fade-conflict",
                "source": "transc",
                "message": "animating the dimming view's alpha replaces its implicit fade in this phase",
            ],
        ]
        XCTAssertEqual(
            server.settle(didOpen(uri, faulty)),
            [
                [
                    "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                    "params": ["uri": .string(uri), "version": 1, "diagnostics": diagnostics],
                ]
            ])
    }

    func testChangingRepublishesForTheNewTextAndClosingClearsThem() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, faulty))
        let change = notification(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["text": "let a = 1\n"], ["text": "let a = \n"]],
            ])
        let changed = server.settle(change)
        XCTAssertEqual(changed.count, 1)
        XCTAssertEqual(changed.first?["params"]?["version"], 2)
        let diagnostics = changed.first?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["parse.expected-value"])
        XCTAssertEqual(diagnostics.first?["range"], range((0, 8), (0, 8)))

        XCTAssertEqual(
            server.handle(notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])),
            [
                [
                    "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                    "params": ["uri": .string(uri), "diagnostics": []],
                ]
            ])
        let formatting = server.handle(request(3, "textDocument/formatting", ["textDocument": ["uri": .string(uri)]]))
        XCTAssertEqual(formatting.first?["error"]?["code"], -32602)
    }

    func testACleanDocumentPublishesAnEmptyList() {
        var server = initializedServer()
        let published = server.settle(didOpen("untitled:Untitled-1", "transition T {\n    style: custom\n}\n"))
        XCTAssertEqual(published.first?["params"]?["diagnostics"], [])
        XCTAssertEqual(published.first?["params"]?["uri"], "untitled:Untitled-1")
    }

    func testFormattingReplacesTheWholeDocument() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "transition T { style: custom }\n\n\n// 🎉"))
        let format = request(2, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]])
        XCTAssertEqual(
            server.handle(format),
            [
                [
                    "jsonrpc": "2.0", "id": 2,
                    "result": [
                        [
                            "range": range((0, 0), (3, 5)),
                            "newText": "transition T { style: custom }\n\n// 🎉\n",
                        ]
                    ],
                ]
            ])
    }

    func testFormattingAFormattedDocumentEditsNothingAndABrokenOneFails() {
        var server = initializedServer()
        let format = request(2, "textDocument/formatting", ["textDocument": ["uri": .string(uri)]])
        _ = server.settle(didOpen(uri, "transition T {\n    style: custom\n}\n"))
        XCTAssertEqual(server.handle(format), [["jsonrpc": "2.0", "id": 2, "result": []]])
        _ = server.settle(didOpen(uri, "transition T {   style: \n"))
        XCTAssertEqual(
            server.handle(format),
            [
                [
                    "jsonrpc": "2.0", "id": 2,
                    "error": [
                        "code": -32803,
                        "message": "cannot format a document with syntax errors: 1:25: expected a value",
                    ],
                ]
            ])
    }

    func testUnknownRequestsAreNotFoundAndUnknownNotificationsAreIgnored() {
        var server = initializedServer()
        XCTAssertEqual(
            server.handle(request(5, "textDocument/rename")),
            [
                [
                    "jsonrpc": "2.0", "id": 5,
                    "error": ["code": -32601, "message": "unknown method 'textDocument/rename'"],
                ]
            ])
        XCTAssertEqual(server.handle(notification("$/cancelRequest", ["id": 5])), [])
        XCTAssertEqual(server.handle(notification("textDocument/didSave", ["textDocument": ["uri": "x"]])), [])
    }

    func testMalformedMessagesAreAnsweredWithIdNull() {
        var server = initializedServer()
        XCTAssertEqual(
            server.handle(body: Array(#"{"jsonrpc":"2.0","id":1,"method":"#.utf8)),
            [["jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "the message is not valid JSON"]]])
        XCTAssertEqual(server.handle(body: [0xFF, 0xFE]).first?["error"]?["code"], -32700)
        XCTAssertEqual(server.handle(body: Array("[1, 2]".utf8)).first?["error"]?["code"], -32600)
        XCTAssertEqual(server.handle(["jsonrpc": "2.0", "id": 9]).first?["id"], 9)
        // A response to a request of the server's is not answered.
        XCTAssertEqual(server.handle(["jsonrpc": "2.0", "id": 9, "result": nil]), [])
    }

    func testRequestsBeforeInitializeAreRefused() {
        var server = LanguageServer()
        XCTAssertEqual(
            server.handle(request(1, "shutdown")).first?["error"]?["code"], -32002)
        XCTAssertEqual(server.settle(didOpen(uri, "let a = \n")), [])
        XCTAssertEqual(server.handle(request(2, "initialize")).first?["result"]?["capabilities"] == nil, false)
        XCTAssertEqual(server.handle(request(3, "initialize")).first?["error"]?["code"], -32600)
    }

    func testShutdownThenExitExitsZero() {
        var server = initializedServer()
        XCTAssertEqual(server.handle(request(8, "shutdown")), [["jsonrpc": "2.0", "id": 8, "result": nil]])
        XCTAssertTrue(server.shutdownRequested)
        XCTAssertEqual(server.statusAtEndOfInput, 0)
        XCTAssertEqual(server.handle(request(9, "textDocument/formatting")).first?["error"]?["code"], -32600)
        XCTAssertNil(server.exitStatus)
        XCTAssertEqual(server.handle(notification("exit")), [])
        XCTAssertEqual(server.exitStatus, 0)
    }

    func testExitWithoutShutdownExitsOne() {
        var server = initializedServer()
        XCTAssertEqual(server.statusAtEndOfInput, 1)
        XCTAssertEqual(server.handle(notification("exit")), [])
        XCTAssertEqual(server.exitStatus, 1)
    }
}
