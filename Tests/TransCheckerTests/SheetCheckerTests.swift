// `sheet { … }`: the model a sheet block builds, custom detents against the deployment target,
// and the fix-its of its rules.
import TransModel
import TransTestSupport
import XCTest

final class SheetCheckerTests: XCTestCase {
    private let iOS16 = DeploymentTarget(major: 16, minor: 0)

    func testTheSampleBuildsItsSheetAndRestsAtMedium() throws {
        let program = try XCTUnwrap(
            checkedProgram(
                """
                transition S {
                    style: pageSheet
                    sheet { detents: (medium, large), selected: medium, grabber: true, cornerRadius: 16, undimmedUpTo: large }
                }
                """))
        let transition = try XCTUnwrap(program.transitions.first)
        XCTAssertEqual(
            transition.sheet,
            Sheet(detents: [.medium, .large], selected: 0, grabber: true, cornerRadius: 16, largestUndimmed: 1))
        let geometry = Geometry.reference(finalFrame: transition.finalFrame)
        XCTAssertEqual(geometry.finalFrame, Rect(x: 0, y: 443.5, width: 393, height: 408.5))
        XCTAssertEqual(transition.present.timing.curve, .uiKitSpring(dampingRatio: 1, velocity: 0))
        XCTAssertTrue(transition.present.isApproximate)
    }

    func testCustomDetentsNeedIOS16AndResolveAgainstTheMaximum() throws {
        let source = """
            transition S {
                style: formSheet
                sheet { detents: (height(240), height(25%), height(maximum - 100), large), selected: height(25%) }
            }
            """
        XCTAssertEqual(ids(check(source).diagnostics), ["sema.availability", "sema.availability", "sema.availability"])
        let program = try XCTUnwrap(checkedProgram(source, deploymentTarget: iOS16))
        let sheet = try XCTUnwrap(program.transitions.first?.sheet)
        XCTAssertEqual(sheet.selected, 1)
        let geometry = Geometry.reference(finalFrame: .container)
        // 852 − 59 − 34 − 10 = 749.
        XCTAssertEqual(geometry.maximumDetentValue, 749)
        XCTAssertEqual(sheet.detents.map(geometry.height(of:)), [240, 187.25, 649, 749])
    }

    func testWithoutASelectionTheSheetRestsAtTheSmallestDetent() throws {
        let program = try XCTUnwrap(
            checkedProgram(
                "transition S {\n    style: pageSheet\n    sheet { detents: (large, height(900), height(120)) }\n}",
                deploymentTarget: iOS16))
        let transition = try XCTUnwrap(program.transitions.first)
        // height(900) is kept within the maximum; the smallest is 120.
        XCTAssertEqual(
            Geometry.reference(finalFrame: transition.finalFrame).finalFrame,
            Rect(x: 0, y: 852 - 34 - 120, width: 393, height: 154))
    }

    func testAPageSheetWithoutASheetBlockKeepsTheSpecsApproximation() throws {
        let program = try XCTUnwrap(checkedProgram("transition S {\n    style: pageSheet\n}"))
        let transition = try XCTUnwrap(program.transitions.first)
        XCTAssertNil(transition.sheet)
        XCTAssertEqual(transition.finalFrame, .container)
        XCTAssertEqual(transition.present.timing.curve, .easeInOut)
    }

    func testTheStyleFixItMakesAPageSheet() {
        assertFixIts(
            "transition S {\n    style: custom\n    sheet { grabber: true }\n}",
            fixedSource: "transition S {\n    style: pageSheet\n    sheet { grabber: true }\n}")
    }

    func testTheDuplicateFixItRemovesTheSecond() {
        assertFixIts(
            "transition S {\n    style: pageSheet\n    sheet { detents: (medium, large, medium) }\n}",
            fixedSource: "transition S {\n    style: pageSheet\n    sheet { detents: (medium, large) }\n}")
    }

    func testTheUnlistedFixItAddsTheDetent() {
        assertFixIts(
            "transition S {\n    style: pageSheet\n    sheet { detents: (medium), selected: large }\n}",
            fixedSource:
                "transition S {\n    style: pageSheet\n    sheet { detents: (medium, large), selected: large }\n}")
        assertFixIts(
            "transition S {\n    style: pageSheet\n    sheet { detents: medium, undimmedUpTo: large }\n}",
            fixedSource:
                "transition S {\n    style: pageSheet\n    sheet { detents: (medium, large), undimmedUpTo: large }\n}")
    }

    func testAnInheritedSheetUnderAnotherStyleIsReportedAtTheDerivedTransition() {
        let checked = check(
            """
            transition Base {
                style: pageSheet
                sheet { grabber: true }
            }
            transition Full: Base { style: fullScreen }
            """)
        XCTAssertEqual(ids(checked.diagnostics), ["sema.sheet-style"])
        XCTAssertEqual(checked.diagnostics.first?.notes.first?.message, "inherited from here")
    }
}
