// UIKit's sheet (UISheetPresentationController.h, iOS 15; custom detents iOS 16): it records
// the configuration a program gives it and rests the presented view at the selected detent
// (else the smallest, as Apple's `selectedDetentIdentifier` says), so a simulation observes
// where the sheet comes to rest.

/// `UISheetPresentationControllerDetentResolutionContext`: what a custom detent's resolver reads.
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var maximumDetentValue: CGFloat { get }
}

@MainActor open class UISheetPresentationController: UIPresentationController {
    /// `UISheetPresentationController.Detent`: an identifier and how its height resolves.
    @MainActor open class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the maximum detent value: Apple's "approximately half the height of the screen".
        open class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The maximum detent value: Apple's "full height".
        open class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            // UIKit makes a random identifier; the model's is fixed, for repeatable runs.
            Detent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
        }

        /// The height, kept within 0…the maximum (nil: the detent is inactive).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat = 0
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    open override var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The gap above a large page sheet: the same assumption as the timeline's
    /// (`Geometry.largeSheetGap`).
    static let largeSheetGap: CGFloat = 10

    /// The large detent's height within the sheet's safe area: the container less its
    /// safe-area insets and the gap.
    var maximumDetentValue: CGFloat {
        guard let container = containerView else { return 0 }
        let insets = container.safeAreaInsets
        return max(0, container.bounds.height - insets.top - insets.bottom - Self.largeSheetGap)
    }

    /// The height the sheet rests at: the selected detent's, else the smallest active one's.
    var restingHeight: CGFloat {
        let context = ResolutionContext(maximumDetentValue: maximumDetentValue)
        if let selected = selectedDetentIdentifier, let detent = detents.first(where: { $0.identifier == selected }),
            let height = detent.resolvedValue(in: context)
        {
            return height
        }
        return detents.compactMap { $0.resolvedValue(in: context) }.min() ?? context.maximumDetentValue
    }

    /// Full width, its top `restingHeight` above the bottom safe area, down to the bottom edge.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bottom = container.safeAreaInsets.bottom
        let height = restingHeight
        return CGRect(
            x: 0, y: container.bounds.height - bottom - height, width: container.bounds.width, height: height + bottom)
    }

    /// The context UIKit hands a resolver.
    private final class ResolutionContext: UISheetPresentationControllerDetentResolutionContext {
        let maximumDetentValue: CGFloat
        init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
    }
}

extension UIViewController {
    /// Apple: the sheet presentation controller of a page or form sheet (nil for other styles),
    /// made when first asked for and used when the controller is presented.
    public var sheetPresentationController: UISheetPresentationController? {
        let sheets: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .automatic]
        guard sheets.contains(modalPresentationStyle) else { return nil }
        if let configured = configuredSheet { return configured }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        configuredSheet = sheet
        return sheet
    }
}
