// A sheet with every setting and custom detents, and frames over the safe area with min, max,
// clamp and orientation variants: the emitted Swift type-checks in Swift 6 against the stub SDK.
import TransModel
import TransSwiftBackend
import TransTestSupport
import XCTest

final class SheetTypecheckTests: XCTestCase {
    private let source = """
        transition Everything {
            style: pageSheet
            sheet {
                detents: (medium, height(240), height(30%), height(min(maximum - 40, 600)), large)
                selected: height(240)
                grabber: true
                cornerRadius: 20
                undimmedUpTo: medium
                scrollingExpands: false
                edgeAttachedInCompactHeight: true
                widthFollowsContentSize: true
            }
        }

        transition Centered {
            style: custom
            presentation {
                frame: orientation(portrait: rect(x: 20, y: container.safeArea.top + 10, width: clamp(container.width - 40, min: 280, max: 420), height: max(300, container.height / 2)), landscape: right(width: min(420, 50%)))
            }
            present {
                duration: 0.4s
                animate presented { frame: final.offset(y: container.height - container.safeArea.top) -> final, alpha: 0 -> 1 }
                animate presented.tag(1) { frame: orientation(portrait: top(height: 40), landscape: left(width: 40)) -> inset(8) }
            }
            dismiss {
                duration: 0.4s
                interactive: pan(down)
                animate presented { y: final.y -> final.y + container.safeArea.bottom + 400 }
            }
        }

        transition Fitted {
            style: custom
            presentation {
                frame: bottom(height: min(content.height + container.safeArea.bottom, container.height - container.safeArea.top))
            }
            present {
                duration: 0.3s
                animate presented { frame: final.offset(y: final.height) -> final, alpha: 0 -> content.width / container.width }
            }
            dismiss {
                duration: 0.3s
                interactive: pan(down)
                animate presented { y: final.y -> final.y + content.height + 50 }
            }
        }
        """

    func testTheSheetAndTheSafeAreaTypecheckInSwift6() throws {
        let program = try XCTUnwrap(checkedProgram(source, deploymentTarget: DeploymentTarget(major: 16, minor: 0)))
        let swift = SwiftEmitter.emit(program)
        XCTAssertTrue(
            swift.contains(
                "sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(\"EverythingTransition.detent1\")"
            ))
        XCTAssertTrue(swift.contains("{ context in min(context.maximumDetentValue - 40, 600) }"))
        XCTAssertTrue(swift.contains("let safeArea = containerView?.safeAreaInsets ?? .zero"))
        XCTAssertTrue(
            swift.contains(
                "let content = presentedViewController.preferredContentSize != .zero ? "
                    + "presentedViewController.preferredContentSize : "
                    + "presentedViewController.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)"))
        var sources = try EmittedSources()
        _ = try sources.add("Everything.swift", swift)
        assertTypechecksClean(try typecheck(sources.files), "a sheet with custom detents and the safe area")
    }
}
