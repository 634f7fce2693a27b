// A tap delivered as UIKit delivers touches: to the view the window's hitTest(_:with:) finds
// (Apple, "Using responders and the responder chain to handle events": UIKit "uses hit-testing
// to determine where touch events occur"), recognized by the gesture recognizers of that view
// or of one of its superviews (Apple, UIGestureRecognizer: "A gesture recognizer operates on
// touches hit-tested to a specific view and all of that view's subviews").

extension UIWindow {
    /// Taps at `point`, in window coordinates: hit-tests the window, then ends the first
    /// enabled tap recognizer found on the hit view or, failing that, its nearest superview
    /// with one. Returns the view the touch was delivered to, or nil when no view took it.
    @discardableResult public func simulateTap(at point: CGPoint) -> UIView? {
        guard let hit = hitTest(point, with: nil) else { return nil }
        var view: UIView? = hit
        while let current = view {
            let taps = current.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer } ?? []
            if let tap = taps.first(where: \.isEnabled) {
                tap.location = current.convert(point, from: self)
                tap.simulate(.ended)
                break
            }
            view = current.superview
        }
        return hit
    }
}
