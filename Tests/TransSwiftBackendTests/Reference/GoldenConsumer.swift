// Uses the generated API of every spec sample (Golden/*.swift) as an app would. Type-checked
// with the goldens against the stub SDK by SampleTypecheckTests (see CardTransition.swift
// for the `#if canImport(UIKit)` guard).

#if canImport(UIKit)
import UIKit

/// A screen that presents a controller with each sample's transition.
final class GoldenConsumerViewController: UIViewController {
    /// Presents `controller` after `transition` prepared it.
    private func show(_ controller: UIViewController, prepare: (UIViewController) -> Void) {
        prepare(controller)
        present(controller, animated: true)
    }

    func showEverySample() {
        show(UIViewController()) { CardTransition().prepare($0) }
        show(UIViewController()) { ActionSheetTransition().prepare($0) }
        show(UIViewController()) { TallSheetTransition().prepare($0) }
        show(UIViewController()) { BottomSheetTransition().prepare($0) }
        show(UIViewController()) { DiagonalTransition().prepare($0) }
        show(UIViewController()) { DropDownTransition().prepare($0) }
        show(UIViewController()) { FlipTransition().prepare($0) }
        show(UIViewController()) { PageFlipTransition().prepare($0) }
        show(UIViewController()) { AlertTransition().prepare($0) }
    }

    /// The popup's content view carries the tag its transition animates.
    func showPopup() {
        let popup = UIViewController()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 200))
        content.tag = 1000
        popup.view.addSubview(content)
        let transition = BouncePopupTransition()
        transition.prepare(popup)
        present(popup, animated: true) {
            popup.view.backgroundColor = .white
        }
    }

    /// A transition object may be kept and reused for several presentations.
    private let card = CardTransition()

    func showCardTwice() {
        let first = UIViewController()
        card.prepare(first)
        present(first, animated: true) {
            first.dismiss(animated: true) {
                self.card.prepare(first)
                self.present(first, animated: true)
            }
        }
    }

    /// A panel with resting positions is moved from code, and tells where it rests.
    private let panel = FloatingPanelTransition()

    func showPanelThenExpand() {
        let content = UIViewController()
        panel.prepare(content)
        present(content, animated: true) {
            if self.panel.position == .half { self.panel.move(to: .full, animated: true) }
        }
        let sheet = PanModalSheetTransition()
        sheet.move(to: PanModalSheetTransition.Position.allCases[1], animated: false)
    }

    /// The delegate protocol is public: the object can be handed to UIKit directly.
    func delegate() -> any UIViewControllerTransitioningDelegate {
        SheetLikeFactory.make()
    }
}

/// Generated transitions are ordinary main-actor classes.
@MainActor
enum SheetLikeFactory {
    static func make() -> any UIViewControllerTransitioningDelegate {
        TallSheetTransition()
    }
}
#endif
