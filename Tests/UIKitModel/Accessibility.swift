// UIAccessibility on the UIKit model: the attributes VoiceOver reads, and the routing of its
// actions. Apple (`accessibilityPerformEscape()`): VoiceOver sends the escape to the focused
// element and then to its ancestors until one returns true; an activation (double tap) goes to
// the focused element.

/// UIAccessibility.h `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1)
}

/// UIAccessibility.h's settings, read-only as in UIKit (`UIAccessibility.isReduceMotionEnabled`);
/// the simulation turns Reduce Motion on with `simulateReduceMotion(_:)`, as Settings would.
public enum UIAccessibility {
    @MainActor private static var reduceMotion = false
    @MainActor public static var isReduceMotionEnabled: Bool { reduceMotion }
    /// Settings › Accessibility › Motion › Reduce Motion, switched on or off.
    @MainActor public static func simulateReduceMotion(_ enabled: Bool) { reduceMotion = enabled }
}

/// UIAccessibility.h `AXBoolReturnBlock`.
public typealias AXBoolReturnBlock = () -> Bool

/// A view's accessibility attributes (stored in the view: extensions cannot store).
struct ViewAccessibility {
    var isElement = false
    var label: String?
    var traits: UIAccessibilityTraits = []
    var viewIsModal = false
    var performEscape: AXBoolReturnBlock?
    var activate: AXBoolReturnBlock?
}

extension UIView {
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement }
        set { accessibility.isElement = newValue }
    }
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }
    public var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    public var accessibilityPerformEscapeBlock: AXBoolReturnBlock? {
        get { accessibility.performEscape }
        set { accessibility.performEscape = newValue }
    }
    public var accessibilityActivateBlock: AXBoolReturnBlock? {
        get { accessibility.activate }
        set { accessibility.activate = newValue }
    }

    /// NSObject's default returns false; the block-based setter answers instead when set.
    public func accessibilityPerformEscape() -> Bool { accessibility.performEscape?() ?? false }
    public func accessibilityActivate() -> Bool { accessibility.activate?() ?? false }

    /// The two-finger Z on `self` focused: the escape goes up the ancestors until one handles it.
    @discardableResult public func simulateAccessibilityEscape() -> Bool {
        var view: UIView? = self
        while let current = view {
            if current.accessibilityPerformEscape() { return true }
            view = current.superview
        }
        return false
    }

    /// Whether VoiceOver can reach `self`: no ancestor's sibling is `accessibilityViewIsModal`
    /// (Apple: VoiceOver "ignores the accessibility elements within views that are siblings of
    /// the receiver").
    public var isReachableByVoiceOver: Bool {
        var view: UIView = self
        while let parent = view.superview {
            if parent.subviews.contains(where: { $0 !== view && $0.accessibilityViewIsModal }) { return false }
            view = parent
        }
        return true
    }
}

extension UIViewController {
    /// Whether the controller decides the status bar (the model only records it).
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { capturesStatusBarAppearance }
        set { capturesStatusBarAppearance = newValue }
    }
}
