// UIKit `UIViewController` (lazily loaded view, modal presentation) and
// `UIPresentationController` (UIPresentationController.h).

@MainActor open class UIViewController: UIResponder, UIContentContainer {
    public override init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { nil }

    private var loadedView: UIView?
    /// Apple: view — "If you access this property when its value is nil, the view controller
    /// automatically calls loadView() and returns the resulting view."
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.owningController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningController = self
        }
    }
    /// `addKeyCommand(_:)`'s commands (KeyCommands.swift).
    var addedKeyCommands: [UIKeyCommand] = []
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Apple: "If the view controller was presented by another view controller, the next
    /// responder is the presenting view controller"; otherwise its view's superview (the window
    /// for a root view).
    open override var next: UIResponder? { presentingViewController ?? viewIfLoaded?.superview }
    open func loadView() { loadedView = UIView(frame: .zero) }
    open func loadViewIfNeeded() { _ = view }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open var title: String?
    open var preferredContentSize = CGSize.zero

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var definesPresentationContext = false
    open var isModalInPresentation = false
    /// Accessibility.swift's `modalPresentationCapturesStatusBarAppearance`.
    var capturesStatusBarAppearance = false

    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?
    open internal(set) var presentationController: UIPresentationController?
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    var activeTransition: TransitionContext?
    /// The sheet controller the program asked for (SheetPresentationController.swift).
    var configuredSheet: UISheetPresentationController?
    /// Apple: "the transition coordinator … nil if no transition is in progress"; both the
    /// presented and the presenting controller report it.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransition ?? presentedViewController?.activeTransition ?? presentingViewController?.activeTransition
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        PresentationSequence.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? self
        guard presented.presentingViewController != nil else { return }
        PresentationSequence.dismiss(presented, animated: flag, completion: completion)
    }

    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
}

/// UIPresentationController.h.
@MainActor open class UIPresentationController: NSObject, UIContentContainer {
    public let presentedViewController: UIViewController
    /// Apple: "the view controller that is presenting" — never nil once presentation begins.
    public private(set) var presentingViewController: UIViewController
    open internal(set) var containerView: UIView?
    open var presentationStyle: UIModalPresentationStyle { .custom }
    /// Told of the system's swipe down on a sheet (AdaptivePresentation.swift).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? UIViewController()
        super.init()
    }

    func setPresenting(_ controller: UIViewController) { presentingViewController = controller }

    open var preferredContentSize = CGSize.zero
    open var presentedView: UIView? { presentedViewController.view }
    /// Apple: the default is the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Apple: "The default implementation of this method returns false."
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
    open var adaptivePresentationStyle: UIModalPresentationStyle { .custom }
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
    open func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
}
