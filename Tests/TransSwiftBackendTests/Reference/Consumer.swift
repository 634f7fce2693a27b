// Hand-written reference: how an app uses transc's generated transitions. Type-checked with
// the other Reference files against the stub SDK (see CardTransition.swift for the guard).

#if canImport(UIKit)
import UIKit

/// A screen that presents one controller with each generated transition.
final class ConsumerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func showCard() {
        let card = UIViewController()
        let transition = CardTransition()
        transition.prepare(card)
        present(card, animated: true)
    }

    func showPageFlip() {
        let page = UIViewController()
        let transition = PageFlipTransition()
        transition.prepare(page)
        present(page, animated: true)
    }

    func showSheet() {
        let sheet = UIViewController()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        header.tag = 7
        sheet.view.addSubview(header)
        // The transition object may be created and dropped right away: prepare(_:) makes the
        // presented controller keep it alive.
        SheetTransition().prepare(sheet)
        present(sheet, animated: true) {
            sheet.view.backgroundColor = .white
        }
    }

    func closePresented() {
        presentedViewController?.dismiss(animated: true)
    }
}
#endif
