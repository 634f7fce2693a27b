// UIKit `UIView`: geometry stored in its layer (Apple: "Every view is backed by a layer";
// frame, bounds, center and transform are the layer's), hierarchy, tags, gestures, hit-testing.

/// UIResponder.h.
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    open var next: UIResponder? { nil }
    /// KeyCommands.swift: the hardware-keyboard commands and the first responder.
    open var keyCommands: [UIKeyCommand]? { nil }
    open var canBecomeFirstResponder: Bool { false }
}

/// UIView.h `UIView`.
@MainActor open class UIView: UIResponder {
    open class var layerClass: AnyClass { CALayer.self }
    public let layer: CALayer

    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.owningView = self
        self.frame = frame
    }
    public required init?(coder: NSCoder) { nil }
    public override convenience init() { self.init(frame: .zero) }

    open var tag = 0
    open var isUserInteractionEnabled = true
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    open var tintColor: UIColor! = UIColor.blue
    open var isOpaque = true
    open var contentScaleFactor: CGFloat = 1
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var autoresizesSubviews = true
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var mask: UIView?
    /// Accessibility.swift's attributes.
    var accessibility = ViewAccessibility()

    // MARK: Geometry (UIView.h UIViewGeometry)

    /// Apple: "If the transform property is not the identity transform, the value of this
    /// property is undefined and therefore should be ignored." The model returns the layer's
    /// frame (the bounding box) and sets bounds size and center, as the layer does.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            resizeSubviews(from: oldSize)
        }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            resizeSubviews(from: oldSize)
        }
    }
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Autoresizing of the flexible width/height subviews (Apple: autoresizingMask); margins
    /// are not modelled.
    private func resizeSubviews(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard autoresizesSubviews, oldSize != newSize else { return }
        for view in subviews where !view.autoresizingMask.isEmpty {
            var frame = view.frame
            if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width += newSize.width - oldSize.width }
            if view.autoresizingMask.contains(.flexibleHeight) {
                frame.size.height += newSize.height - oldSize.height
            }
            view.frame = frame
        }
    }

    // MARK: Hierarchy

    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    /// The controller whose root view this is: the view's next responder (Apple: "if the view is
    /// the root view of a view controller, the next responder is the view controller").
    weak var owningController: UIViewController?
    open override var next: UIResponder? { owningController ?? superview }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(of: view) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        layer.insertSublayer(view.layer, at: UInt32(position))
        view.superview = self
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: siblingSubview) ?? 0)
    }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: siblingSubview) ?? subviews.count - 1) + 1)
    }
    open func bringSubviewToFront(_ view: UIView) { if view.superview === self { addSubview(view) } }
    open func sendSubviewToBack(_ view: UIView) { if view.superview === self { insertSubview(view, at: 0) } }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { subviews.swapAt(index1, index2) }
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        self.superview = nil
    }
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    /// Apple: the insets "that reflect the portion of the view not covered by" the window's
    /// unsafe areas; here the window's `screenSafeAreaInsets` where they overlap the view
    /// (translation only, like the model's coordinates).
    open var safeAreaInsets: UIEdgeInsets {
        var root: UIView = self
        while let superview = root.superview { root = superview }
        guard let window = root as? UIWindow else { return .zero }
        let screen = window.screenSafeAreaInsets
        let origin = windowOrigin
        return UIEdgeInsets(
            top: max(0, screen.top - origin.y), left: max(0, screen.left - origin.x),
            bottom: max(0, origin.y + bounds.height - (window.bounds.height - screen.bottom)),
            right: max(0, origin.x + bounds.width - (window.bounds.width - screen.right)))
    }
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {}
    /// Apple: the smallest size Auto Layout allows; the model has no constraints, so a view's
    /// fitting size is its bounds' size.
    public static let layoutFittingCompressedSize = CGSize.zero
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

    // MARK: Coordinates and hit-testing (model values, translation only)

    /// The origin of this view's bounds in window coordinates, ignoring transforms.
    private var windowOrigin: CGPoint {
        let local = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        guard let superview else { return local }
        let base = superview.windowOrigin
        return CGPoint(x: base.x + local.x, y: base.y + local.y)
    }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let a = windowOrigin
        let b = view?.windowOrigin ?? .zero
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: point.x - windowOrigin.x, y: point.y - windowOrigin.y) }
        return view.convert(point, to: self)
    }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Apple: hitTest(_:with:) ignores hidden views, views with interaction disabled and
    /// alpha below 0.01, and searches subviews front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return self
    }

    // MARK: Gestures

    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.attach(to: self)
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.attach(to: nil) }
    }
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: bounds) }
}

/// UIEvent.h (only as a type).
@MainActor open class UIEvent: NSObject {}

/// UIWindow.h: the root of a view hierarchy with its root view controller.
@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }
    open func makeKeyAndVisible() {}
    /// The screen's unsafe edges (a simulation's setting): an iPhone 15 in portrait by
    /// default, the timeline's `--safe-area` default.
    public var screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// The window's first responder (KeyCommands.swift), where key commands start.
    weak var firstResponder: UIResponder?
}
