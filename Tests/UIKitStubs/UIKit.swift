// Stub of Apple's UIKit, reduced to what transc's emitted transition code needs: views and
// view controllers, custom modal presentation (UIPresentationController and the
// UIViewControllerTransitioning family), block and property animators, timing parameters,
// colours and gesture recognizers. The C part (enums, option sets, UIEdgeInsets, the
// transition-context keys) is UIKit.h, re-exported below as Apple's overlay re-exports its
// Clang module.
//
// Rules (README.md): names, argument labels, optionality, `open`/`public`, class vs protocol,
// `@MainActor` (NS_SWIFT_UI_ACTOR) and Sendable-ness mirror Apple's iOS SDK; members Apple
// imports from Objective-C are `@objc` here whenever the stub's types can be represented
// (Swift arrays and String would need Foundation's bridging, which the stub lacks), and
// non-Void Objective-C methods are `@discardableResult`, as the Clang importer makes them.
// Type-checking only: bodies are skipped (-experimental-skip-all-function-bodies).

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKit

// MARK: - Nested Swift names of the C types in UIKit.h

extension UIView {
    public typealias AnimationCurve = UIViewAnimationCurve
    public typealias AnimationOptions = UIViewAnimationOptions
    public typealias KeyframeAnimationOptions = UIViewKeyframeAnimationOptions
    public typealias AutoresizingMask = UIViewAutoresizing
}

extension UIGestureRecognizer {
    public typealias State = UIGestureRecognizerState
}

extension UIBlurEffect {
    public typealias Style = UIBlurEffectStyle
}

// MARK: - UIGeometry.h (UIKit overlay)

extension CGRect {
    /// UIGeometry.h `UIEdgeInsetsInsetRect`, spelled as the UIKit overlay spells it.
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError("stub") }
}

// MARK: - UIResponder.h, UIEvent.h, UITouch.h

@MainActor @objc open class UIResponder: NSObject {
    @objc public override init() { fatalError("stub") }
    @objc open var next: UIResponder? { fatalError("stub") }
    @objc open var canBecomeFirstResponder: Bool { fatalError("stub") }
    @discardableResult @objc open func becomeFirstResponder() -> Bool { fatalError("stub") }
    @discardableResult @objc open func resignFirstResponder() -> Bool { fatalError("stub") }

    // UIWindow.h: the keyboard's notifications and their userInfo keys, which Swift imports as
    // class constants of UIResponder.
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

@MainActor @objc open class UIEvent: NSObject {}

/// UIResponder.h `keyCommands` (iOS 7) and UICommand.h's key commands: `UIKeyCommand` is a
/// `UICommand`, a `UIMenuElement` (iOS 13).
extension UIResponder {
    /// Not `@objc` in the stub only because an array needs Foundation bridging.
    public var keyCommands: [UIKeyCommand]? { fatalError("stub") }
}

@MainActor @objc open class UIMenuElement: NSObject {}

@MainActor @objc open class UICommand: UIMenuElement {}

@MainActor @objc open class UIKeyCommand: UICommand {
    /// The iOS 7 convenience constructor `keyCommandWithInput:modifierFlags:action:`. Not `@objc`
    /// in the stub, nor the properties, only because String and the NS_OPTIONS type need
    /// Foundation bridging.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        fatalError("stub")
    }
    open var input: String? { fatalError("stub") }
    open var modifierFlags: UIKeyModifierFlags { fatalError("stub") }
    /// UIResponder.h `UIKIT_EXTERN NSString *const UIKeyInputEscape`, imported as a class
    /// constant (`nonisolated class let inputEscape: String`).
    nonisolated public static let inputEscape = "UIKeyInputEscape"
}

/// UICommand.h `typedef NS_OPTIONS(NSInteger, UIKeyModifierFlags)`.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

@MainActor @objc open class UITouch: NSObject {
    @discardableResult @objc open func location(in view: UIView?) -> CGPoint { fatalError("stub") }
    @objc open var view: UIView? { fatalError("stub") }
}

// MARK: - UIView.h

/// UIView.h `@protocol UICoordinateSpace` (NS_SWIFT_UI_ACTOR).
@MainActor @objc public protocol UICoordinateSpace: NSObjectProtocol {
    @discardableResult @objc(convertPoint:toCoordinateSpace:)
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    @discardableResult @objc(convertPoint:fromCoordinateSpace:)
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    @discardableResult @objc(convertRect:toCoordinateSpace:)
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    @discardableResult @objc(convertRect:fromCoordinateSpace:)
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// UIView.h `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIView : UIResponder <NSCoding, …>`.
///
/// Conformances to nonisolated Objective-C protocols (NSCoding) are `@preconcurrency`: the
/// Clang importer does not check them either.
@MainActor @objc open class UIView: UIResponder, @preconcurrency NSCoding, UICoordinateSpace {
    @objc open class var layerClass: AnyClass { fatalError("stub") }

    @objc public init(frame: CGRect) { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    /// Objective-C's inherited -init, which the importer exposes as a convenience initializer.
    @objc public override convenience init() { fatalError("stub") }
    @objc open func encode(with coder: NSCoder) { fatalError("stub") }

    @objc open var isUserInteractionEnabled: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var tag: Int {
        get { fatalError("stub") }
        set {}
    }
    @objc open var layer: CALayer { fatalError("stub") }

    // UIViewGeometry
    @objc open var frame: CGRect {
        get { fatalError("stub") }
        set {}
    }
    @objc open var bounds: CGRect {
        get { fatalError("stub") }
        set {}
    }
    @objc open var center: CGPoint {
        get { fatalError("stub") }
        set {}
    }
    @objc open var transform: CGAffineTransform {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 13.0, *)
    @objc open var transform3D: CATransform3D {
        get { fatalError("stub") }
        set {}
    }
    @objc open var contentScaleFactor: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 16.0, *)
    @objc open var anchorPoint: CGPoint {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isMultipleTouchEnabled: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isExclusiveTouch: Bool {
        get { fatalError("stub") }
        set {}
    }
    @discardableResult @objc open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError("stub") }
    @discardableResult @objc open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError("stub") }
    @discardableResult @objc(convertPoint:toView:)
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError("stub") }
    @discardableResult @objc(convertPoint:fromView:)
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError("stub") }
    @discardableResult @objc(convertRect:toView:)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError("stub") }
    @discardableResult @objc(convertRect:fromView:)
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError("stub") }
    @objc open var autoresizesSubviews: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError("stub") }
        set {}
    }
    @discardableResult @objc open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stub") }
    @objc open func sizeToFit() { fatalError("stub") }
    // NSLayoutConstraint.h, `@interface UIView (UIConstraintBasedLayoutFittingSize)` (iOS 6).
    @objc open class var layoutFittingCompressedSize: CGSize { fatalError("stub") }
    @objc open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError("stub") }

    // UICoordinateSpace
    @discardableResult @objc(convertPoint:toCoordinateSpace:)
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError("stub") }
    @discardableResult @objc(convertPoint:fromCoordinateSpace:)
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError("stub") }
    @discardableResult @objc(convertRect:toCoordinateSpace:)
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError("stub") }
    @discardableResult @objc(convertRect:fromCoordinateSpace:)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError("stub") }

    // UIViewHierarchy
    @objc open var superview: UIView? { fatalError("stub") }
    open var subviews: [UIView] { fatalError("stub") }
    @objc open var window: UIWindow? { fatalError("stub") }
    @objc open func removeFromSuperview() { fatalError("stub") }
    @objc open func insertSubview(_ view: UIView, at index: Int) { fatalError("stub") }
    @objc open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { fatalError("stub") }
    @objc open func addSubview(_ view: UIView) { fatalError("stub") }
    @objc open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError("stub") }
    @objc open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError("stub") }
    @objc open func bringSubviewToFront(_ view: UIView) { fatalError("stub") }
    @objc open func sendSubviewToBack(_ view: UIView) { fatalError("stub") }
    @objc open func didAddSubview(_ subview: UIView) { fatalError("stub") }
    @objc open func willRemoveSubview(_ subview: UIView) { fatalError("stub") }
    @objc open func willMove(toSuperview newSuperview: UIView?) { fatalError("stub") }
    @objc open func didMoveToSuperview() { fatalError("stub") }
    @objc open func willMove(toWindow newWindow: UIWindow?) { fatalError("stub") }
    @objc open func didMoveToWindow() { fatalError("stub") }
    @discardableResult @objc open func isDescendant(of view: UIView) -> Bool { fatalError("stub") }
    @discardableResult @objc open func viewWithTag(_ tag: Int) -> UIView? { fatalError("stub") }
    @objc open func setNeedsLayout() { fatalError("stub") }
    @objc open func layoutIfNeeded() { fatalError("stub") }
    @objc open func layoutSubviews() { fatalError("stub") }
    @available(iOS 11.0, *)
    @objc open var safeAreaInsets: UIEdgeInsets { fatalError("stub") }

    // UIViewRendering
    @objc open var clipsToBounds: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var backgroundColor: UIColor? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var alpha: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isOpaque: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isHidden: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var mask: UIView? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var tintColor: UIColor! {
        get { fatalError("stub") }
        set {}
    }
    @objc open func setNeedsDisplay() { fatalError("stub") }

    // UIViewAnimation
    @objc open class func setAnimationsEnabled(_ enabled: Bool) { fatalError("stub") }
    @objc open class var areAnimationsEnabled: Bool { fatalError("stub") }
    @objc open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError("stub") }
    @objc open class var inheritedAnimationDuration: TimeInterval { fatalError("stub") }

    // UIViewAnimationWithBlocks
    @objc open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError("stub") }
    @objc open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError("stub") }
    @objc open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        fatalError("stub")
    }
    @objc open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError("stub") }
    @objc open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) { fatalError("stub") }
    @objc open class func modifyAnimations(
        withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
    ) { fatalError("stub") }

    // UIViewKeyframeAnimations
    @objc open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError("stub") }
    @objc open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) { fatalError("stub") }

    // UIViewGestureRecognizers
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { fatalError("stub") }
        set {}
    }
    @objc open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError("stub") }
    @objc open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError("stub") }
    @discardableResult @objc open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        fatalError("stub")
    }

    // UIConstraintBasedCompatibility
    @objc open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError("stub") }
        set {}
    }

    // UISnapshotting
    @discardableResult @objc open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        fatalError("stub")
    }
    @discardableResult @objc open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? { fatalError("stub") }
    @discardableResult @objc open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        fatalError("stub")
    }
}

extension UIView {
    /// UIKit overlay (Swift-only, iOS 17): the bounce-based spring; `animations` does not escape.
    @available(iOS 17.0, *)
    @MainActor @preconcurrency public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
        initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
        options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError("stub") }
}

/// UIWindow.h (only as a type).
@MainActor @objc open class UIWindow: UIView {}

// MARK: - UIColor.h

/// UIColor.h `UIKIT_EXTERN NS_SWIFT_SENDABLE @interface UIColor : NSObject <NSSecureCoding, NSCopying>`:
/// not main-actor isolated, and Sendable.
@objc open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    @objc public init(white: CGFloat, alpha: CGFloat) { fatalError("stub") }
    @objc public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError("stub") }
    @objc public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stub") }
    @objc public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stub") }
    @objc public init(cgColor: CGColor) { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    @objc open func encode(with coder: NSCoder) { fatalError("stub") }
    @objc open class var supportsSecureCoding: Bool { fatalError("stub") }

    @objc open class var black: UIColor { fatalError("stub") }
    @objc open class var darkGray: UIColor { fatalError("stub") }
    @objc open class var lightGray: UIColor { fatalError("stub") }
    @objc open class var white: UIColor { fatalError("stub") }
    @objc open class var gray: UIColor { fatalError("stub") }
    @objc open class var red: UIColor { fatalError("stub") }
    @objc open class var green: UIColor { fatalError("stub") }
    @objc open class var blue: UIColor { fatalError("stub") }
    @objc open class var clear: UIColor { fatalError("stub") }

    @discardableResult @objc open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError("stub") }
    @objc open var cgColor: CGColor { fatalError("stub") }
}

// MARK: - UIVisualEffect.h, UIBlurEffect.h, UIVisualEffectView.h

/// UIVisualEffect.h `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>`.
@MainActor @objc open class UIVisualEffect: NSObject {}

/// UIBlurEffect.h: `+effectWithStyle:` imports as a convenience initializer.
@MainActor @objc open class UIBlurEffect: UIVisualEffect {
    public convenience init(style: UIBlurEffect.Style) { fatalError("stub") }
}

/// UIVisualEffectView.h `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIVisualEffectView : UIView <NSSecureCoding>`.
@MainActor @objc open class UIVisualEffectView: UIView {
    @objc public init(effect: UIVisualEffect?) { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    @objc open var contentView: UIView { fatalError("stub") }
    /// `@property (nonatomic, copy, nullable) UIVisualEffect *effect`: animatable.
    @objc open var effect: UIVisualEffect? {
        get { fatalError("stub") }
        set {}
    }
}

// MARK: - UIBezierPath.h

/// UIBezierPath.h `UIKIT_EXTERN @interface UIBezierPath : NSObject <NSCopying, NSSecureCoding>`: not
/// main-actor isolated. Its class factory methods import as convenience initializers.
@objc open class UIBezierPath: NSObject {
    @objc public convenience init(rect: CGRect) { fatalError("stub") }
    @objc public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError("stub") }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        fatalError("stub")
    }
    /// `@property(nonatomic) CGPathRef CGPath`.
    @objc open var cgPath: CGPath {
        get { fatalError("stub") }
        set {}
    }
}

// MARK: - UIViewController.h

/// UIViewController.h `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder <NSCoding, …>`.
/// UIContentContainer.h `NS_SWIFT_UI_ACTOR @protocol UIContentContainer <NSObject>` (the
/// requirements the backend overrides; UIViewController and UIPresentationController adopt it).
@MainActor @objc public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize
}

@MainActor @objc open class UIViewController: UIResponder, @preconcurrency NSCoding, UIContentContainer {
    /// Not `@objc` in the stub only because String and Bundle? need Foundation bridging.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    @objc public override convenience init() { fatalError("stub") }
    @objc open func encode(with coder: NSCoder) { fatalError("stub") }

    /// `@property(null_resettable, nonatomic, strong) UIView *view`.
    @objc open var view: UIView! {
        get { fatalError("stub") }
        set {}
    }
    @objc open func loadView() { fatalError("stub") }
    @objc open func loadViewIfNeeded() { fatalError("stub") }
    @objc open var viewIfLoaded: UIView? { fatalError("stub") }
    @objc open var isViewLoaded: Bool { fatalError("stub") }
    @objc open func viewDidLoad() { fatalError("stub") }
    open var title: String? {
        get { fatalError("stub") }
        set {}
    }

    @objc open func viewWillAppear(_ animated: Bool) { fatalError("stub") }
    @objc open func viewDidAppear(_ animated: Bool) { fatalError("stub") }
    @objc open func viewWillDisappear(_ animated: Bool) { fatalError("stub") }
    @objc open func viewDidDisappear(_ animated: Bool) { fatalError("stub") }
    @objc open func viewWillLayoutSubviews() { fatalError("stub") }
    @objc open func viewDidLayoutSubviews() { fatalError("stub") }
    /// UIViewController.h (iOS 9): key commands applied to the responder chain.
    @objc open func addKeyCommand(_ keyCommand: UIKeyCommand) { fatalError("stub") }
    @objc open func removeKeyCommand(_ keyCommand: UIKeyCommand) { fatalError("stub") }

    @objc open var parent: UIViewController? { fatalError("stub") }
    open var children: [UIViewController] { fatalError("stub") }
    @objc open func addChild(_ childController: UIViewController) { fatalError("stub") }
    @objc open func removeFromParent() { fatalError("stub") }
    @objc open func willMove(toParent parent: UIViewController?) { fatalError("stub") }
    @objc open func didMove(toParent parent: UIViewController?) { fatalError("stub") }

    @objc open var presentedViewController: UIViewController? { fatalError("stub") }
    @objc open var presentingViewController: UIViewController? { fatalError("stub") }
    @objc open var definesPresentationContext: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var providesPresentationContextTransitionStyle: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isBeingPresented: Bool { fatalError("stub") }
    @objc open var isBeingDismissed: Bool { fatalError("stub") }
    @objc open var isMovingToParent: Bool { fatalError("stub") }
    @objc open var isMovingFromParent: Bool { fatalError("stub") }

    @objc open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError("stub") }
    @objc open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("stub") }

    @objc open var modalTransitionStyle: UIModalTransitionStyle {
        get { fatalError("stub") }
        set {}
    }
    @objc open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError("stub") }
        set {}
    }
    @objc open var modalPresentationCapturesStatusBarAppearance: Bool {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 13.0, *)
    @objc open var isModalInPresentation: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var preferredContentSize: CGSize {
        get { fatalError("stub") }
        set {}
    }
    @objc open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { fatalError("stub") }

    // UIViewControllerTransitioning / UIPresentationController / transition coordinator
    /// `@property(nullable, nonatomic, weak) id<UIViewControllerTransitioningDelegate> transitioningDelegate`.
    /// Weak properties are stored in the stub so that Swift's "instance will be immediately
    /// deallocated because property is 'weak'" warning fires as it does for Apple's.
    @objc weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    @objc open var presentationController: UIPresentationController? { fatalError("stub") }
    @objc open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError("stub") }

    @objc open func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) { fatalError("stub") }
}

// MARK: - UIPresentationController.h

/// UIPresentationController.h `@protocol UIAdaptivePresentationControllerDelegate` (NS_SWIFT_UI_ACTOR).
@MainActor @objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @discardableResult @objc optional func adaptivePresentationStyle(
        for controller: UIPresentationController
    ) -> UIModalPresentationStyle
    @discardableResult @objc optional func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool
    @objc optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

/// UIPresentationController.h `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIPresentationController : NSObject`.
@MainActor @objc open class UIPresentationController: NSObject, UIContentContainer {
    @objc open var presentingViewController: UIViewController { fatalError("stub") }
    @objc open var presentedViewController: UIViewController { fatalError("stub") }
    @objc open var presentationStyle: UIModalPresentationStyle { fatalError("stub") }
    @objc open var containerView: UIView? { fatalError("stub") }
    @objc weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The designated initializer; `-init` is NS_UNAVAILABLE, so it is not inherited.
    @objc public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) { fatalError("stub") }

    @objc open var adaptivePresentationStyle: UIModalPresentationStyle { fatalError("stub") }
    @objc open func containerViewWillLayoutSubviews() { fatalError("stub") }
    @objc open func containerViewDidLayoutSubviews() { fatalError("stub") }
    @objc open var presentedView: UIView? { fatalError("stub") }
    @objc open var frameOfPresentedViewInContainerView: CGRect { fatalError("stub") }
    @objc open var shouldPresentInFullscreen: Bool { fatalError("stub") }
    @objc open var shouldRemovePresentersView: Bool { fatalError("stub") }
    @objc open func presentationTransitionWillBegin() { fatalError("stub") }
    @objc open func presentationTransitionDidEnd(_ completed: Bool) { fatalError("stub") }
    @objc open func dismissalTransitionWillBegin() { fatalError("stub") }
    @objc open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError("stub") }

    // UIContentContainer
    @objc open var preferredContentSize: CGSize { fatalError("stub") }
    @objc open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { fatalError("stub") }
    @objc open func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) { fatalError("stub") }
}

// MARK: - UIViewControllerTransitionCoordinator.h

/// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinatorContext <NSObject>`.
@MainActor @objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    @available(iOS 10.0, *) var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    @discardableResult func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    @available(iOS 8.0, *)
    @discardableResult func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    @available(iOS 8.0, *) var targetTransform: CGAffineTransform { get }
}

/// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinator <UIViewControllerTransitionCoordinatorContext>`.
@MainActor @objc public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @discardableResult func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @available(iOS 10.0, *)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    // Apple's imported requirements default the trailing `completion` to nil; Swift protocol
    // requirements cannot have default arguments, so the stub adds the shorter overloads.
    @discardableResult public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { fatalError("stub") }
    @discardableResult public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { fatalError("stub") }
}

// MARK: - UIViewControllerTransitioning.h

/// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerContextTransitioning <NSObject>`.
@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    @available(iOS 10.0, *) func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    @discardableResult func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    @available(iOS 8.0, *)
    @discardableResult func view(forKey key: UITransitionContextViewKey) -> UIView?
    @available(iOS 8.0, *) var targetTransform: CGAffineTransform { get }
    /// `.zero` when unknown: the final frame of the dismissed controller is `.zero`.
    @discardableResult func initialFrame(for vc: UIViewController) -> CGRect
    @discardableResult func finalFrame(for vc: UIViewController) -> CGRect
}

/// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerAnimatedTransitioning <NSObject>`.
@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    @discardableResult func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    @available(iOS 10.0, *)
    @discardableResult @objc optional func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating
    @objc optional func animationEnded(_ transitionCompleted: Bool)
}

/// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerInteractiveTransitioning <NSObject>`.
@MainActor @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    @objc optional var completionSpeed: CGFloat { get }
    @objc optional var completionCurve: UIView.AnimationCurve { get }
    @available(iOS 10.0, *) @objc optional var wantsInteractiveStart: Bool { get }
}

/// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitioningDelegate <NSObject>`: every
/// requirement is optional. Note `presenting` is optional only in presentationController(…).
@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    @discardableResult @objc optional func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    @discardableResult @objc optional func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    @discardableResult @objc optional func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    @discardableResult @objc optional func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 8.0, *)
    @discardableResult @objc optional func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIPercentDrivenInteractiveTransition : NSObject
/// <UIViewControllerInteractiveTransitioning>`.
@MainActor @objc open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    @objc public override init() { fatalError("stub") }
    @objc open var duration: CGFloat { fatalError("stub") }
    @objc open var percentComplete: CGFloat { fatalError("stub") }
    @objc open var completionSpeed: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var completionCurve: UIView.AnimationCurve {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 10.0, *)
    @objc open var timingCurve: (any UITimingCurveProvider)? {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 10.0, *)
    @objc open var wantsInteractiveStart: Bool {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 10.0, *)
    @objc(pauseInteractiveTransition) open func pause() { fatalError("stub") }
    @objc(updateInteractiveTransition:) open func update(_ percentComplete: CGFloat) { fatalError("stub") }
    @objc(cancelInteractiveTransition) open func cancel() { fatalError("stub") }
    @objc(finishInteractiveTransition) open func finish() { fatalError("stub") }
    @objc open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        fatalError("stub")
    }
}

// MARK: - UIViewAnimating.h, UITimingCurveProvider.h, UITimingParameters.h, UIViewPropertyAnimator.h

/// `NS_SWIFT_UI_ACTOR @protocol UIViewAnimating <NSObject>`.
@MainActor @objc public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `NS_SWIFT_UI_ACTOR @protocol UIViewImplicitlyAnimating <UIViewAnimating>`.
@MainActor @objc public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    @objc optional func addAnimations(_ animation: @escaping () -> Void)
    @objc optional func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Swift 6.2 (SE-0463) imports this block `@Sendable` (swiftlang/swift#82127).
    @objc optional func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void)
    @objc optional func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    )
}

/// `NS_SWIFT_UI_ACTOR @protocol UITimingCurveProvider <NSCoding, NSCopying>` (NSCopying left
/// out: the stub has no NSZone).
@MainActor @objc public protocol UITimingCurveProvider: NSCoding {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UICubicTimingParameters : NSObject <UITimingCurveProvider>`.
@MainActor @objc open class UICubicTimingParameters: NSObject, @preconcurrency NSCoding, UITimingCurveProvider {
    @objc public override init() { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    @objc public init(animationCurve curve: UIView.AnimationCurve) { fatalError("stub") }
    @objc public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError("stub") }
    @objc open func encode(with coder: NSCoder) { fatalError("stub") }
    @objc open var animationCurve: UIView.AnimationCurve { fatalError("stub") }
    @objc open var controlPoint1: CGPoint { fatalError("stub") }
    @objc open var controlPoint2: CGPoint { fatalError("stub") }
    @objc open var timingCurveType: UITimingCurveType { fatalError("stub") }
    @objc open var cubicTimingParameters: UICubicTimingParameters? { fatalError("stub") }
    @objc open var springTimingParameters: UISpringTimingParameters? { fatalError("stub") }
}

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UISpringTimingParameters : NSObject <UITimingCurveProvider>`.
@MainActor @objc open class UISpringTimingParameters: NSObject, @preconcurrency NSCoding, UITimingCurveProvider {
    @objc public override init() { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    @objc public convenience init(dampingRatio ratio: CGFloat) { fatalError("stub") }
    @objc public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { fatalError("stub") }
    /// The spring's own settling time wins over an animator's duration.
    @objc public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        fatalError("stub")
    }
    @available(iOS 17.0, *)
    @objc public convenience init(duration: TimeInterval, bounce: CGFloat) { fatalError("stub") }
    @available(iOS 17.0, *)
    @objc public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        fatalError("stub")
    }
    @objc open func encode(with coder: NSCoder) { fatalError("stub") }
    @objc open var initialVelocity: CGVector { fatalError("stub") }
    @objc open var timingCurveType: UITimingCurveType { fatalError("stub") }
    @objc open var cubicTimingParameters: UICubicTimingParameters? { fatalError("stub") }
    @objc open var springTimingParameters: UISpringTimingParameters? { fatalError("stub") }
}

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIViewPropertyAnimator : NSObject
/// <UIViewImplicitlyAnimating, NSCopying>`.
@MainActor @objc open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    @objc open var timingParameters: (any UITimingCurveProvider)? { fatalError("stub") }
    @objc open var duration: TimeInterval { fatalError("stub") }
    @objc open var delay: TimeInterval { fatalError("stub") }
    @objc open var isUserInteractionEnabled: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isManualHitTestingEnabled: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isInterruptible: Bool {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 11.0, *)
    @objc open var scrubsLinearly: Bool {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 11.0, *)
    @objc open var pausesOnCompletion: Bool {
        get { fatalError("stub") }
        set {}
    }

    @objc public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        fatalError("stub")
    }
    @objc public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) { fatalError("stub") }
    @objc public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) { fatalError("stub") }
    @objc public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) { fatalError("stub") }

    @discardableResult @objc open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self { fatalError("stub") }

    @objc open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fatalError("stub") }
    @objc open func addAnimations(_ animation: @escaping () -> Void) { fatalError("stub") }
    /// Swift 6.2 (SE-0463) imports this block `@Sendable` (swiftlang/swift#82127).
    @objc open func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void) {
        fatalError("stub")
    }
    @objc open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) { fatalError("stub") }

    // UIViewAnimating
    @objc open var state: UIViewAnimatingState { fatalError("stub") }
    @objc open var isRunning: Bool { fatalError("stub") }
    @objc open var isReversed: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var fractionComplete: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open func startAnimation() { fatalError("stub") }
    @objc open func startAnimation(afterDelay delay: TimeInterval) { fatalError("stub") }
    @objc open func pauseAnimation() { fatalError("stub") }
    @objc open func stopAnimation(_ withoutFinishing: Bool) { fatalError("stub") }
    @objc open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError("stub") }
}

// MARK: - UIScrollView.h

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView`: the members the
/// interactive dismissal reads to hand a drag over at the content's edge.
@MainActor @objc open class UIScrollView: UIView {
    @objc open var contentOffset: CGPoint {
        get { fatalError("stub") }
        set {}
    }
    @objc open var contentSize: CGSize {
        get { fatalError("stub") }
        set {}
    }
    @objc open var contentInset: UIEdgeInsets {
        get { fatalError("stub") }
        set {}
    }
    /// iOS 11; the backend's targets are newer.
    @objc open var adjustedContentInset: UIEdgeInsets { fatalError("stub") }
    /// `@property(nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer`.
    @objc open var panGestureRecognizer: UIPanGestureRecognizer { fatalError("stub") }
}

// MARK: - UIGestureRecognizer.h and subclasses

/// `NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate <NSObject>`.
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @discardableResult @objc optional func gestureRecognizerShouldBegin(
        _ gestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @discardableResult @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @discardableResult @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @discardableResult @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @discardableResult @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool
}

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer : NSObject`.
@MainActor @objc open class UIGestureRecognizer: NSObject {
    @objc public init(target: Any?, action: Selector?) { fatalError("stub") }
    @objc public override convenience init() { fatalError("stub") }
    @objc open func addTarget(_ target: Any, action: Selector) { fatalError("stub") }
    @objc open func removeTarget(_ target: Any?, action: Selector?) { fatalError("stub") }
    @objc open var state: UIGestureRecognizer.State { fatalError("stub") }
    @objc weak open var delegate: (any UIGestureRecognizerDelegate)?
    @objc open var isEnabled: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var view: UIView? { fatalError("stub") }
    @objc open var cancelsTouchesInView: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var delaysTouchesBegan: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var delaysTouchesEnded: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError("stub") }
    @discardableResult @objc open func location(in view: UIView?) -> CGPoint { fatalError("stub") }
    @objc open var numberOfTouches: Int { fatalError("stub") }
}

/// UIPanGestureRecognizer.h.
@MainActor @objc open class UIPanGestureRecognizer: UIGestureRecognizer {
    @objc open var minimumNumberOfTouches: Int {
        get { fatalError("stub") }
        set {}
    }
    @objc open var maximumNumberOfTouches: Int {
        get { fatalError("stub") }
        set {}
    }
    @discardableResult @objc open func translation(in view: UIView?) -> CGPoint { fatalError("stub") }
    @objc open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError("stub") }
    @discardableResult @objc open func velocity(in view: UIView?) -> CGPoint { fatalError("stub") }
}

/// UIScreenEdgePanGestureRecognizer.h.
@MainActor @objc open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    @objc open var edges: UIRectEdge {
        get { fatalError("stub") }
        set {}
    }
}

/// UITapGestureRecognizer.h.
@MainActor @objc open class UITapGestureRecognizer: UIGestureRecognizer {
    @objc open var numberOfTapsRequired: Int {
        get { fatalError("stub") }
        set {}
    }
    @objc open var numberOfTouchesRequired: Int {
        get { fatalError("stub") }
        set {}
    }
}

// MARK: - UISheetPresentationController.h (iOS 15; custom detents iOS 16)

/// `NS_SWIFT_UI_ACTOR @protocol UISheetPresentationControllerDetentResolutionContext <NSObject>` (iOS 16).
@available(iOS 16.0, *)
@MainActor @objc public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var maximumDetentValue: CGFloat { get }
}

/// `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UISheetPresentationController : UIPresentationController`.
@available(iOS 15.0, *)
@MainActor @objc open class UISheetPresentationController: UIPresentationController {
    /// `NS_SWIFT_NAME(UISheetPresentationController.Detent) @interface UISheetPresentationControllerDetent : NSObject`.
    @MainActor @objc(UISheetPresentationControllerDetent) open class Detent: NSObject {
        /// `typedef NSString *UISheetPresentationControllerDetentIdentifier NS_TYPED_EXTENSIBLE_ENUM`.
        public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
            public init(_ rawValue: String) { fatalError("stub") }
            public init(rawValue: String) { fatalError("stub") }
            public var rawValue: String { fatalError("stub") }
            public static var medium: Identifier { fatalError("stub") }
            public static var large: Identifier { fatalError("stub") }
        }
        @objc open class func medium() -> Self { fatalError("stub") }
        @objc open class func large() -> Self { fatalError("stub") }
        /// The Swift refinement of `customDetentWithIdentifier:resolver:` (NS_REFINED_FOR_SWIFT).
        @available(iOS 16.0, *)
        @preconcurrency public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent { fatalError("stub") }
        @available(iOS 16.0, *)
        public var identifier: Identifier { fatalError("stub") }
    }

    /// An `NSArray` in Objective-C; the stub has no array bridging, so no `@objc` (as `subviews`).
    open var detents: [Detent] {
        get { fatalError("stub") }
        set {}
    }
    /// An `NSString` in Objective-C; the stub's struct has no bridging, so no `@objc`.
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { fatalError("stub") }
        set {}
    }
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var prefersGrabberVisible: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var preferredCornerRadius: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var prefersEdgeAttachedInCompactHeight: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { fatalError("stub") }
        set {}
    }
}

extension UIViewController {
    /// `@property (nonatomic, readonly, nullable) UISheetPresentationController *sheetPresentationController`
    /// (a category in UISheetPresentationController.h): nil unless the style is a sheet's.
    @available(iOS 15.0, *)
    @objc public var sheetPresentationController: UISheetPresentationController? { fatalError("stub") }
}

// MARK: - UIAccessibility.h, UIAccessibilityConstants.h

/// UIAccessibilityConstants.h `typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM`, which
/// Swift imports as an option set.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1)
}

/// UIAccessibility.h's C functions, which Swift imports as static members of `UIAccessibility`:
/// `BOOL UIAccessibilityIsReduceMotionEnabled(void)
/// NS_SWIFT_NAME(getter:UIAccessibility.isReduceMotionEnabled())` (iOS 8), read-only.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { fatalError("stub") }
}

/// UIAccessibility.h `typedef BOOL (^AXBoolReturnBlock)(void)` (iOS 17).
public typealias AXBoolReturnBlock = () -> Bool

/// UIAccessibility.h's informal protocols, categories on NSObject (NS_SWIFT_UI_ACTOR).
@MainActor extension NSObject {
    @objc public var isAccessibilityElement: Bool {
        get { fatalError("stub") }
        set {}
    }
    /// Not `@objc` in the stub only because String needs Foundation bridging.
    public var accessibilityLabel: String? {
        get { fatalError("stub") }
        set {}
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError("stub") }
        set {}
    }
    @objc public var accessibilityViewIsModal: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc public func accessibilityPerformEscape() -> Bool { fatalError("stub") }
    @objc public func accessibilityActivate() -> Bool { fatalError("stub") }
    /// The block-based setters (iOS 17): an action for an object whose class the caller does not own.
    @available(iOS 17.0, *)
    public var accessibilityPerformEscapeBlock: AXBoolReturnBlock? {
        get { fatalError("stub") }
        set {}
    }
    @available(iOS 17.0, *)
    public var accessibilityActivateBlock: AXBoolReturnBlock? {
        get { fatalError("stub") }
        set {}
    }
}
