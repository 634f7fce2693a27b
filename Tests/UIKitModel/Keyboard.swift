// The keyboard's notifications (UIWindow.h: keyboardWillShow/WillHide, with the keyboard's end
// frame, animation duration and curve in userInfo), posted by the harness as UIKit posts them:
// on the main thread, through the default NotificationCenter.

extension UIResponder {
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIWindow {
    /// Posts keyboardWillShow for a keyboard of `height` points rising from the window's bottom
    /// (`height` nil: keyboardWillHide, its end frame below the window), with `duration` and
    /// `curve` — 7, the undocumented curve iOS's keyboard reports, unless told otherwise; the
    /// model animates curves it does not know as easeInOut.
    public func simulateKeyboard(height: CGFloat?, duration: TimeInterval = 0.25, curve: Int = 7) {
        let top = bounds.height - (height ?? 0)
        let frame = CGRect(x: 0, y: height == nil ? bounds.height : top, width: bounds.width, height: height ?? 336)
        NotificationCenter.default.post(
            name: height == nil ? UIResponder.keyboardWillHideNotification : UIResponder.keyboardWillShowNotification,
            object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: frame,
                UIResponder.keyboardAnimationDurationUserInfoKey: duration,
                UIResponder.keyboardAnimationCurveUserInfoKey: curve,
            ])
    }
}
