// The resolved, typed model of a checked file: the only thing backends read.

/// A checked `.trans` file: every transition with inheritance merged, constants substituted,
/// units converted (seconds, radians, points) and defaults filled in.
public struct Program: Sendable, Hashable {
    /// The file name as given on the command line (`card.trans`, `<stdin>`), for headers.
    public var sourceName: String
    /// Transitions in source order.
    public var transitions: [Transition]

    public init(sourceName: String, transitions: [Transition]) {
        self.sourceName = sourceName
        self.transitions = transitions
    }

    /// The file name without its folders (`card.trans`): what emitted output names, so the
    /// bytes do not depend on where the compiler ran.
    public var sourceFileName: String { Self.fileName(of: sourceName) }

    /// `name` without its folders: `a/card.trans` → `card.trans`.
    static func fileName(of name: String) -> String {
        name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? name
    }
}

/// One `transition NAME { … }`, fully resolved.
///
/// The optional properties are spelled `Optional<…>`, which has no implicit initial value: a
/// `T?` stored property is set to nil before the initializer's body assigns it, and the
/// inlined initializer then copied the finished transition out and dropped the original.
public struct Transition: Sendable, Hashable {
    /// The name as written; backends derive their own names from it.
    public var name: String
    /// `doc:`, for generated documentation comments.
    public var documentation: Optional<String>
    /// `modalPresentationStyle`.
    public var style: PresentationStyle
    /// `modalTransitionStyle`, when written.
    public var systemAnimation: Optional<SystemAnimation>
    /// The presentation controller's settings; nil when there is no `presentation` block.
    public var presentation: Optional<Presentation>
    /// How the presented view animates in.
    public var present: Phase
    /// How it animates out.
    public var dismiss: Phase
    /// A pan-driven interactive dismissal.
    public var interactiveDismissal: Optional<InteractiveDismissal>
    /// A gesture that presents interactively (`present { interactive: edgePan(left) }`).
    public var interactivePresentation: Optional<InteractivePresentation>
    /// The `sheet { … }` block of a page or form sheet.
    public var sheet: Optional<Sheet>

    /// Inlinable, so that the checker builds the transition where it is returned: called across
    /// modules the initializer copied the finished transition out through its value witnesses.
    @inlinable public init(
        name: String, documentation: String?, style: PresentationStyle, systemAnimation: SystemAnimation?,
        presentation: Presentation?, present: Phase, dismiss: Phase, interactiveDismissal: InteractiveDismissal?,
        interactivePresentation: InteractivePresentation? = nil, sheet: Sheet? = nil
    ) {
        self.name = name
        self.documentation = documentation
        self.style = style
        self.systemAnimation = systemAnimation
        self.presentation = presentation
        self.present = present
        self.dismiss = dismiss
        self.interactiveDismissal = interactiveDismissal
        self.interactivePresentation = interactivePresentation
        self.sheet = sheet
    }

    /// The presented view's frame after presentation (`final`): the presentation block's
    /// frame, a sheet's resting frame, else the whole container.
    public var finalFrame: FrameExpression { presentation?.frame ?? sheet?.restingFrame ?? .container }

    /// Whether UIKit takes the presenting view off screen once presentation completes
    /// (full-screen, sheet and context styles, or `custom` with `removesPresentersView`).
    /// Such a view is restored to identity when the present phase completes.
    public var presentingLeavesScreen: Bool {
        Self.presentingLeavesScreen(style: style, removesPresentersView: presentation?.removesPresentersView ?? false)
    }

    /// `presentingLeavesScreen` for a style and a presentation's `removesPresentersView`.
    public static func presentingLeavesScreen(style: PresentationStyle, removesPresentersView: Bool) -> Bool {
        switch style {
        case .custom: removesPresentersView
        case .overFullScreen, .overCurrentContext: false
        case .fullScreen, .pageSheet, .formSheet, .currentContext, .automatic: true
        }
    }
}

/// `UIModalPresentationStyle` cases the language names.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    case custom, fullScreen, overFullScreen, pageSheet, formSheet, currentContext, overCurrentContext, automatic
}

/// `UIModalTransitionStyle`.
public enum SystemAnimation: String, Sendable, Hashable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// The `presentation { … }` block: what the `UIPresentationController` subclass does.
///
/// No property has an initial value (optionals spelled `Optional<…>`), for the reason given at
/// `Transition`: the checker's presentation was copied out of its initializer.
public struct Presentation: Sendable, Hashable {
    /// `frameOfPresentedViewInContainerView`.
    public var frame: FrameExpression
    /// `shouldRemovePresentersView`.
    public var removesPresentersView: Bool
    /// The dimming view, if any.
    public var dimming: Optional<Dimming>
    /// The presented view's corner radius, if set.
    public var cornerRadius: Optional<Double>
    /// Named resting positions a pan moves the presented view between (`rests { … }`); then
    /// `frame` is the initial one's.
    public var rests: Optional<RestingPositions>
    /// `passthrough: true`: touches outside the presented view reach the presenting view
    /// (a non-modal panel), instead of the container that UIKit puts over the screen.
    public var passthrough: Bool
    /// `keyboard:`: how the presented frame avoids the keyboard.
    public var keyboard: KeyboardAvoidance
    /// `relayout:`: whether a container layout pass puts the presented view back at `frame`
    /// (`true`, the emitted `containerViewWillLayoutSubviews`), or leaves it where the present
    /// animator landed it (`false`, as UIKit's own `containerViewWillLayoutSubviews` is read
    /// to), as a presentation whose animator lands off `frame` may mean to.
    public var relayout: Bool
    /// `appearance { … }`: shadow, border and corners; nil leaves the presented view's own.
    public var appearance: Optional<Appearance>

    /// Every setting at once, so that the checker makes the presentation where it returns it:
    /// made with the first five and then set, it was made twice and one copied into the other.
    /// Inlinable, as `Transition`'s is: called across modules, the initializer copied the
    /// presentation out to its caller.
    @inlinable public init(
        frame: FrameExpression, removesPresentersView: Bool, dimming: Dimming?, cornerRadius: Double?,
        rests: RestingPositions? = nil, passthrough: Bool = false, keyboard: KeyboardAvoidance = .none,
        relayout: Bool = true, appearance: Appearance? = nil
    ) {
        self.frame = frame
        self.removesPresentersView = removesPresentersView
        self.dimming = dimming
        self.cornerRadius = cornerRadius
        self.rests = rests
        self.passthrough = passthrough
        self.keyboard = keyboard
        self.relayout = relayout
        self.appearance = appearance
    }
}

/// A dimming view behind the presented view.
public struct Dimming: Sendable, Hashable {
    public var color: Color
    /// The view's alpha once presented, in 0…1.
    public var alpha: Double
    /// Whether a tap on it dismisses.
    public var tapToDismiss: Bool
    /// `blur:`: a blurred backdrop (`UIVisualEffectView`) under the dimming color, its effect
    /// animated in and out with the dimming; nil for none.
    public var blur: BlurStyle?

    public init(color: Color, alpha: Double, tapToDismiss: Bool) {
        self.color = color
        self.alpha = alpha
        self.tapToDismiss = tapToDismiss
    }
}

/// An sRGB color with components in 0…1.
public struct Color: Sendable, Hashable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// `interactive: pan(DIRECTION, threshold: N)`.
public struct InteractiveDismissal: Sendable, Hashable {
    /// The direction the finger moves to dismiss.
    public var direction: Edge
    /// The share of the distance past which releasing completes the dismissal, in (0, 1).
    public var threshold: Double
    /// The screen edge the finger starts at (`edgePan(EDGE)`, a `UIScreenEdgePanGestureRecognizer`
    /// moving away from it); nil for a pan anywhere on the presented view.
    public var screenEdge: Edge?
    /// `threshold: 120pt`: the release completes past this travel in points, and `threshold`
    /// is unused; nil for a share of the travel.
    public var thresholdPoints: Double?
    /// The speed the finger's way (points per second) from which a release is a fling
    /// (`velocity:`, default 1000).
    public var flingVelocity: Double

    public init(
        direction: Edge, threshold: Double, screenEdge: Edge? = nil, thresholdPoints: Double? = nil,
        flingVelocity: Double = 1000
    ) {
        self.direction = direction
        self.threshold = threshold
        self.screenEdge = screenEdge
        self.thresholdPoints = thresholdPoints
        self.flingVelocity = flingVelocity
    }
}

/// An edge or direction of the container: `offscreen(EDGE)`, `pan(DIRECTION)`.
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, left, right

    /// The pan direction's spelling (`up` for `top`, `down` for `bottom`).
    public var directionName: String {
        switch self {
        case .top: "up"
        case .bottom: "down"
        case .left: "left"
        case .right: "right"
        }
    }
}
