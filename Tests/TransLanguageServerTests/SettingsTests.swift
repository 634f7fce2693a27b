// The client's settings: initialization options, configuration changes, and malformed values.
import XCTest

@testable import TransLanguageServer

final class SettingsTests: XCTestCase {
    private let uri = "file:///work/bouncy.trans"
    private let bouncy =
        "transition T {\n    style: custom\n    present { curve: spring(duration: 0.4s, bounce: 0.2) }\n    dismiss: reverse\n}\n"

    func testSettingsParseVersionsAndContainersAndKeepTheirValueOnBadInput() {
        let defaults = ServerSettings()
        let (set, none) = defaults.applying(["deploymentTarget": "17.2", "container": "1024x768"])
        XCTAssertEqual(none, [])
        XCTAssertEqual(set.deploymentTarget.description, "17.2")
        XCTAssertEqual([set.containerWidth, set.containerHeight], [1024, 768])
        XCTAssertEqual(defaults.applying(["deploymentTarget": nil, "container": nil]).settings, defaults)
        XCTAssertEqual(defaults.applying(nil).settings, defaults)
        let (kept, problems) = set.applying(["deploymentTarget": "8", "container": "0x10"])
        XCTAssertEqual(kept, set)
        XCTAssertEqual(
            problems,
            [
                "ignored 'deploymentTarget' \"8\": expected an iOS version from 15, such as \"15\" or \"17.2\"",
                "ignored 'container' \"0x10\": expected WIDTHxHEIGHT in points, such as \"393x852\"",
            ])
        XCTAssertEqual(defaults.applying(["container": 393]).problems.count, 1)
    }

    func testInitializationOptionsSetTheDeploymentTarget() {
        var server = LanguageServer()
        let replies = server.handle(request(1, "initialize", ["initializationOptions": ["deploymentTarget": "17"]]))
        XCTAssertEqual(replies.count, 1)
        let published = server.settle(didOpen(uri, bouncy))
        XCTAssertEqual(published.first?["params"]?["diagnostics"], [])
    }

    func testAConfigurationChangeRepublishesEveryOpenDocument() {
        var server = initializedServer()
        let before = server.settle(didOpen(uri, bouncy))
        XCTAssertEqual(
            before.first?["params"]?["diagnostics"]?.arrayValue?.map { $0["code"] }, ["sema.availability"])
        let configure = notification(
            "workspace/didChangeConfiguration", ["settings": ["trans": ["deploymentTarget": "17.0"]]])
        let after = server.settle(configure)
        XCTAssertEqual(after.map { $0["params"]?["uri"] }, [.string(uri)])
        XCTAssertEqual(after.first?["params"]?["version"], 1)
        XCTAssertEqual(after.first?["params"]?["diagnostics"], [])
        // The same settings again change nothing, so nothing is re-published.
        XCTAssertEqual(server.settle(configure), [])
        // A bare settings object (no `trans` section) is read too; a bad value is reported.
        let bad = server.settle(notification("workspace/didChangeConfiguration", ["settings": ["container": "big"]]))
        XCTAssertEqual(bad.map { $0["method"] }, ["window/showMessage"])
        XCTAssertEqual(bad.first?["params"]?["type"], 2)
    }
}
