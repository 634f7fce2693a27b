// UIKit's own interactive dismissal of a sheet (UIPresentationController.h
// `UIAdaptivePresentationControllerDelegate`): the user swipes a page or form sheet down, it is
// dismissed, and the presentation controller's delegate hears presentationControllerDidDismiss(_:).
// Apple: "This method is not called if the presentation is dismissed programmatically."

@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The user swipes this presented sheet away: UIKit's dismissal, then the delegate is told.
    /// Only page and form sheets (and `automatic`, a page sheet here) can be swiped.
    public func simulateSheetSwipeDown() {
        let sheets: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .automatic]
        guard let controller = presentationController, sheets.contains(modalPresentationStyle) else { return }
        PresentationSequence.dismiss(self, animated: true) {
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
    }
}
