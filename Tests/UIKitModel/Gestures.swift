// UIKit gesture recognizers whose state, translation and velocity the harness drives
// (UIGestureRecognizer.h, UIPanGestureRecognizer.h, UITapGestureRecognizer.h,
// UIScreenEdgePanGestureRecognizer.h), and a UIScrollView enough for a hand-off.

@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

@MainActor open class UIGestureRecognizer: NSObject {
    private var targets: [(target: AnyObject, action: Selector)] = []
    open internal(set) var state: UIGestureRecognizer.State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    open private(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    var location = CGPoint.zero

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target = target as AnyObject?, let action { targets.append((target, action)) }
    }
    public override convenience init() { self.init(target: nil, action: nil) }
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in target.map { entry.target === ($0 as AnyObject) } ?? true }
    }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { self.view?.convert(location, to: view) ?? location }
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    func attach(to view: UIView?) { self.view = view }

    /// Moves to `newState` and sends the actions (Apple: "sends an action message to each
    /// target when its state changes"). `.began` is refused (state `.failed`) when the
    /// delegate's gestureRecognizerShouldBegin(_:) says no.
    public func simulate(_ newState: UIGestureRecognizer.State) {
        guard isEnabled, view != nil else { return }
        if newState == .began {
            let allowed =
                (delegate?.gestureRecognizerShouldBegin(self) ?? true)
                && (view?.gestureRecognizerShouldBegin(self) ?? true)
            guard allowed else {
                state = .failed
                return
            }
        }
        guard state != .failed || newState == .began || newState == .possible else { return }
        state = newState
        for (target, action) in targets { action.perform(on: target, sender: self) }
        if newState == .ended || newState == .cancelled || newState == .failed { state = .possible }
    }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The finger's translation and velocity in the view's superview coordinates; the harness
    /// sets them (`simulatedTranslation`, `simulatedVelocity`).
    public var simulatedTranslation = CGPoint.zero
    public var simulatedVelocity = CGPoint.zero
    open func translation(in view: UIView?) -> CGPoint { simulatedTranslation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { simulatedTranslation = translation }
    open func velocity(in view: UIView?) -> CGPoint { simulatedVelocity }
}

@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// UIScrollView.h, enough for a pan hand-off: content offset, its own pan, tracking.
@MainActor open class UIScrollView: UIView {
    open var contentOffset = CGPoint.zero
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var isScrollEnabled = true
    open var bounces = true
    open var alwaysBounceVertical = false
    public var isTracking = false
    public let panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }
    public required init?(coder: NSCoder) { nil }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}
