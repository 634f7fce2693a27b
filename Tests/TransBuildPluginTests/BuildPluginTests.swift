// The build-tool plugin as a user meets it (docs/build-plugin.md): Examples/TransitionDemo,
// copied to a temporary directory, builds through the plugin and runs on the UIKit model; an
// edited `.trans` file regenerates its Swift (and only its Swift) on the next build, a warning
// is shown on its line, and a broken file fails the build with a `file:line:col: error:` line. One cold build, then
// incremental ones.
import Foundation
import XCTest

final class BuildPluginTests: XCTestCase {
    func testExampleBuildsRunsAndRebuildsWhenATransFileChanges() throws {
        let example = try ExamplePackage()
        let cold = try example.build()
        XCTAssertEqual(cold.status, 0, cold.output)

        // Two `card.trans` files, two Swift files: the names carry the folders.
        let sheet = try example.generated("Sheets%2Fcard.swift")
        let alert = try example.generated("Alerts%2Fcard.swift")
        let sheetSwift = try String(contentsOf: sheet, encoding: .utf8)
        XCTAssertTrue(sheetSwift.contains("public final class CardTransition"), sheetSwift)
        XCTAssertTrue(try String(contentsOf: alert, encoding: .utf8).contains("public final class AlertCardTransition"))
        // Built on Linux, the plugin asks for the UIKit model's spelling of target-action.
        XCTAssertTrue(sheetSwift.contains("action: Selector(Self.dimmingViewTapped(_:))"), sheetSwift)
        XCTAssertFalse(sheetSwift.contains("@objc"), sheetSwift)

        let first = try example.run()
        XCTAssertEqual(first.status, 0, first.standardError)
        assertPhases(first.output)
        // The card starts a container's height (852) above its final frame and lands on it.
        XCTAssertTrue(first.output.contains("t=0.000 frame=(35.000, -772.000, 323.000, 692.000)"), first.output)
        XCTAssertTrue(first.output.contains("t=0.500 frame=(35.000, 80.000, 323.000, 692.000)"), first.output)
        XCTAssertTrue(first.output.contains("t=0.100 frame=(61.500, 351.000, 270.000, 150.000) alpha=0.488"))

        // SwiftPM 6.3 relinks a plugin's tool once on the first build after a cold one (and so
        // runs its commands again); from then on, nothing changed means nothing is regenerated.
        let settled = try example.build()
        XCTAssertEqual(settled.status, 0, settled.output)
        let sheetDate = try modificationDate(sheet)
        let alertDate = try modificationDate(alert)
        let idle = try example.build()
        XCTAssertEqual(idle.status, 0, idle.output)
        XCTAssertEqual(try modificationDate(sheet), sheetDate, "an unchanged build regenerated Sheets/card.trans")
        XCTAssertEqual(try modificationDate(alert), alertDate, "an unchanged build regenerated Alerts/card.trans")

        try example.edit("Sheets/card.trans", replacing: "inset(top: 80,", with: "inset(top: 120,")
        let edited = try example.build()
        XCTAssertEqual(edited.status, 0, edited.output)
        XCTAssertNotEqual(try modificationDate(sheet), sheetDate)
        let regenerated = try String(contentsOf: sheet, encoding: .utf8)
        XCTAssertNotEqual(regenerated, sheetSwift)
        XCTAssertTrue(
            regenerated.contains(
                "CGRect(x: 35 as CGFloat, y: 120 as CGFloat, width: container.width - 70, height: container.height - 200)"
            ),
            regenerated)
        XCTAssertEqual(try modificationDate(alert), alertDate, "the unchanged Alerts/card.trans was compiled again")

        let second = try example.run()
        XCTAssertEqual(second.status, 0, second.standardError)
        assertPhases(second.output)
        XCTAssertTrue(second.output.contains("t=0.000 frame=(35.000, -732.000, 323.000, 652.000)"), second.output)
        XCTAssertTrue(second.output.contains("t=0.500 frame=(35.000, 120.000, 323.000, 652.000)"), second.output)

        // A warning is shown on its line and the build goes on.
        let location = example.source("Alerts/card.trans").path
        try example.edit(
            "Alerts/card.trans", replacing: "scale: 0.8 -> 1\n        }\n",
            with: "scale: 0.8 -> 1\n        }\n        animate dimming { alpha: 0 -> 0.2 }\n")
        let warned = try example.build()
        XCTAssertEqual(warned.status, 0, warned.output)
        XCTAssertTrue(
            warned.output.contains(
                "\(location):17:27: warning: animating the dimming view's alpha replaces its implicit fade in this phase\n"
            ),
            warned.output)
        let warnedSwift = try String(contentsOf: alert, encoding: .utf8)
        XCTAssertTrue(warnedSwift.contains("/// - `dimming.alpha`: `0 -> 0.2`, 0.3s, `easeOut`"), warnedSwift)

        // A mistake in a `.trans` file fails the build on its line, as Swift's errors do.
        try example.edit("Alerts/card.trans", replacing: "curve: easeIn\n", with: "curve: easeInn\n")
        let broken = try example.build()
        XCTAssertNotEqual(broken.status, 0, broken.output)
        XCTAssertTrue(
            broken.output.contains("\(location):22:16: error: unknown name 'easeInn'; did you mean 'easeIn'?\n"),
            broken.output)
        // transc wrote nothing: the last good Swift is left as it was.
        XCTAssertEqual(try String(contentsOf: alert, encoding: .utf8), warnedSwift)
    }

    /// Each phase of both transitions ran to UIKit's completeTransition(true), leaving the
    /// presented view in the window after presenting and out of it after dismissing.
    private func assertPhases(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        let phases = output.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        XCTAssertEqual(
            phases, ["Card present", "Card dismiss", "AlertCard present", "AlertCard dismiss"], output,
            file: file, line: line)
        XCTAssertEqual(output.components(separatedBy: "  completeTransition(true)\n").count - 1, 4, output)
        XCTAssertEqual(output.components(separatedBy: "  in window: true\n").count - 1, 2, output)
        XCTAssertEqual(output.components(separatedBy: "  in window: false\n").count - 1, 2, output)
    }

    private func modificationDate(_ file: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    }
}
