// What an app does with a generated transition: prepare the controller it presents, present
// it, later dismiss it. Plain UIKit: the same code runs against Apple's UIKit on iOS.
import UIKit

/// A root controller that shows a detail controller through one of the generated transitions.
@MainActor final class DemoScreen {
    let window: UIWindow
    let root = UIViewController()

    init(size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
    }

    /// Presents a fresh controller with `prepare` as its transition (`CardTransition().prepare`).
    func present(preparedBy prepare: (UIViewController) -> Void) -> UIViewController {
        let detail = UIViewController()
        prepare(detail)
        root.present(detail, animated: true)
        return detail
    }

    func dismiss(_ detail: UIViewController) {
        detail.dismiss(animated: true)
    }
}
