// `rests { … }`: the public `Position` enum and `move(to:animated:)` of the transition, and
// the presentation controller's pan between resting positions with its release rule.
import TransModel

/// Prints the resting positions' code: the rules are docs/timeline.md's "Resting positions"
/// (TransTimeline's `RestingMotion`), which the simulation tests hold the two to.
struct RestingPositionsGenerator {
    let positions: RestingPositions
    /// The dimming view's alpha when a position is dimmed; nil without a dimming view.
    let dimmingAlpha: Double?
    let names: TypeNames
    let uikit: TargetUIKit

    /// The spring a release or `move(to:animated:)` runs on: critically damped (no bounce past
    /// the position), 0.45 s — our choice; FloatingPanel and PanModal use similar springs.
    static let springDuration = 0.45

    private var positionType: String { "\(names.transition).Position" }

    private func caseName(_ rest: RestingPositions.Rest) -> String {
        Self.swiftKeywords.contains(rest.name) ? "`\(rest.name)`" : rest.name
    }

    /// Words a Swift enum case must write in backticks.
    private static let swiftKeywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat", "rethrows",
        "return", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while", "any", "some", "await", "associatedtype",
    ]

    // MARK: The transition's API

    /// Inside `NAMETransition`: the positions, the controller it last presented with, and
    /// `move(to:animated:)`.
    var transitionAPI: [SwiftDeclaration] {
        [
            .type(
                documentation: ["The presented view's resting positions, lowest first."], modifiers: "public",
                keyword: "enum", name: "Position", supertypes: ["CaseIterable", "Sendable"],
                members: [.adjacent(positions.rests.map { .line("case \(caseName($0))") })]),
            .line(
                documentation: ["The presentation controller of the latest presentation, for `move(to:animated:)`."],
                "private weak var restingController: \(names.presentationController)?"),
            .function(
                documentation: [
                    "The resting position the presented view is at, or moving to; nil before a presentation."
                ],
                signature: "public var position: Position?",
                body: [.line("restingController?.position")]),
            .function(
                documentation: [
                    "Moves the presented view to `position`: on the release's spring when `animated`, else at once."
                ], signature: "public func move(to position: Position, animated: Bool)",
                body: [.line("restingController?.move(to: position, animated: animated, velocity: 0)")]),
        ]
    }

    /// The body of `presentationController(forPresented:presenting:source:)`.
    var controllerCreation: [SwiftStatement] {
        [
            .line(
                "let controller = \(names.presentationController)(presentedViewController: presented, presenting: presenting)"
            ),
            .line("restingController = controller"),
            .returning("controller"),
        ]
    }

    // MARK: The presentation controller

    /// `frameOfPresentedViewInContainerView` and `presentedFrame(in:)`: the position's frame,
    /// or where the finger holds the view.
    var frameMembers: [SwiftDeclaration] {
        [
            .adjacent([
                .line(
                    documentation: ["The resting position the presented view is at, or moving to."],
                    "private(set) var position: \(positionType) = .\(caseName(positions.initial))"),
                .line(
                    documentation: [
                        "The presented view's top edge while a pan holds it (and through a dismissal it started)."
                    ], "private var draggedTop: CGFloat?"),
                .line(
                    documentation: ["The top edge as the pan began (moved on while a scroll view takes the finger)."],
                    "private var panStartTop: CGFloat = 0"),
                .line(
                    documentation: ["A scroll view inside the presented view that the finger also scrolls."],
                    "private weak var scrollView: UIScrollView?"),
                .line(
                    documentation: [
                        "Whether the finger scrolls that content now, the presented view waiting at the highest position."
                    ], "private var scrollsContent = false"),
            ]),
            .function(
                signature: "override var frameOfPresentedViewInContainerView: CGRect",
                body: [
                    .line("guard let containerView else { return .zero }"),
                    .returning("presentedFrame(in: containerView.bounds)"),
                ]),
            .function(
                documentation: [
                    "The presented view's frame in a container with bounds `container`: its position's, or the",
                    "frame under the finger (so a dismissal the pan starts leaves from there: its `final`).",
                ], signature: "private func presentedFrame(in container: CGRect) -> CGRect",
                body: [
                    .line("guard let draggedTop else { return restingFrame(position, in: container) }"),
                    .returning("frame(atTop: draggedTop, in: container)"),
                ]),
            .function(
                documentation: ["Each resting position's frame in a container with bounds `container`."],
                signature: "private func restingFrame(_ position: \(positionType), in container: CGRect) -> CGRect",
                body: [
                    .switchOver(
                        subject: "position",
                        cases: positions.rests.map {
                            (pattern: "case .\(caseName($0))", body: [.returning(GeometryExpression.frame($0.frame))])
                        })
                ]),
            frameAtTop,
        ] + (dimmingFollows ? [dimming] : [])
    }

    private var frameAtTop: SwiftDeclaration {
        .function(
            documentation: [
                "The frame with its top edge at `top`: between two neighbouring positions each field moves",
                "with the top edge from one to the other; past the lowest or the highest, that one's frame moved.",
            ], signature: "private func frame(atTop top: CGFloat, in container: CGRect) -> CGRect",
            body: [
                .line("let frames = \(positionType).allCases.map { restingFrame($0, in: container) }"),
                .ifThen(
                    condition: "top >= frames[0].minY",
                    body: [.returning("frames[0].offsetBy(dx: 0, dy: top - frames[0].minY)")]),
                .forIn(
                    pattern: "index", sequence: "1..<frames.count where top >= frames[index].minY",
                    body: [
                        .line("let lower = frames[index - 1]"),
                        .line("let upper = frames[index]"),
                        .line("let share = (lower.minY - top) / (lower.minY - upper.minY)"),
                        .continued(
                            "return CGRect(",
                            continuation: [
                                "x: lower.minX + (upper.minX - lower.minX) * share, y: top,",
                                "width: lower.width + (upper.width - lower.width) * share,",
                                "height: lower.height + (upper.height - lower.height) * share)",
                            ]),
                    ]),
                .line("let highest = frames[frames.count - 1]"),
                .returning("highest.offsetBy(dx: 0, dy: top - highest.minY)"),
            ])
    }

    private var dimming: SwiftDeclaration {
        let undimmed = positions.largestUndimmedIndex!
        let low = caseName(positions.rests[undimmed])
        var body: [SwiftStatement] = [.line("0")]
        if undimmed + 1 < positions.rests.count, let alpha = dimmingAlpha {
            let high = caseName(positions.rests[undimmed + 1])
            body = [
                .line("let low = restingFrame(.\(low), in: container).minY"),
                .line("let high = restingFrame(.\(high), in: container).minY"),
                .returning("\(NumberLiteral.swift(alpha)) * min(max((low - top) / (low - high), 0), 1)"),
            ]
        }
        return .function(
            documentation: [
                "The dimming view's alpha with the presented view's top edge at `top`: none at and below",
                "`\(low)` (`largestUndimmed`), all of it from the next position up, linear between.",
            ], signature: "private func dimmingAlpha(atTop top: CGFloat, in container: CGRect) -> CGFloat", body: body)
    }

    /// Whether the dimming follows the position.
    private var dimmingFollows: Bool { positions.largestUndimmedIndex != nil && dimmingAlpha != nil }

    /// The line that adds the pan, in `presentationTransitionWillBegin()`.
    var panInstallation: [String] {
        [
            "let restingPan = UIPanGestureRecognizer(target: self, action: \(uikit.selector("handleRestingPan(_:)")))",
            "restingPan.delegate = self",
            "presentedView?.addGestureRecognizer(restingPan)",
        ]
    }

    /// The pan's handler, the rubber band, the release and `move(to:animated:velocity:)`.
    var panMembers: [SwiftDeclaration] {
        [handleRestingPan] + scrollHandOff
            + [
                .function(
                    documentation: ["Puts the presented view's top edge at `top`, with its dimming."],
                    signature: "private func hold(_ presentedView: UIView, at top: CGFloat, in container: CGRect)",
                    body: [
                        .line("draggedTop = top"),
                        .line("place(presentedView, at: frame(atTop: top, in: container))"),
                    ] + (dimmingFollows ? [.line("dimmingView.alpha = dimmingAlpha(atTop: top, in: container)")] : [])),
                .function(
                    documentation: [
                        "A transformed view's `frame` is undefined: the frame is applied as bounds and center."
                    ],
                    signature: "private func place(_ view: UIView, at frame: CGRect)",
                    body: [
                        .line("let anchor = view.layer.anchorPoint"),
                        .line("view.bounds.size = frame.size"),
                        .line(
                            "view.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"
                        ),
                    ]),
                draggedTop, rubberBand, release, move,
            ]
    }

    private var handleRestingPan: SwiftDeclaration {
        .function(
            documentation: [
                "The pan between resting positions: the view follows the finger, and the release lands",
                "where its velocity projects.",
            ], signature: uikit.actionMethod("private func handleRestingPan(_ pan: UIPanGestureRecognizer)"),
            body: [
                .continued(
                    "guard let containerView, let presentedView, !presentedViewController.isBeingPresented,",
                    continuation: ["!presentedViewController.isBeingDismissed"]),
                .line("else { return }"),
                .line("let container = containerView.bounds"),
                .switchOver(
                    subject: "pan.state",
                    cases: [
                        (
                            "case .began",
                            [
                                .comment("Caught while it moves, the view stays where it is on screen."),
                                .line("let layer = presentedView.layer.presentation() ?? presentedView.layer"),
                                .line("panStartTop = layer.position.y - layer.anchorPoint.y * layer.bounds.height"),
                                .line("presentedView.layer.removeAllAnimations()"),
                                .line("hold(presentedView, at: panStartTop, in: container)"),
                            ]
                        ),
                        (
                            "case .changed",
                            [
                                .line("let translation = pan.translation(in: containerView).y"),
                                .line(
                                    "guard !handsOverToContent(translation: translation, in: container) else { return }"
                                ),
                                .line(
                                    "hold(presentedView, at: draggedTop(from: panStartTop, translation: translation, in: container), in: container)"
                                ),
                            ]
                        ),
                        (
                            "case .ended, .cancelled, .failed",
                            [
                                .comment(
                                    "A release that scrolled the content leaves the presented view where it rests."),
                                .guardElse(
                                    conditions: ["!scrollsContent"],
                                    otherwise: [
                                        .line("scrollsContent = false"), .line("draggedTop = nil"), .line("return"),
                                    ]),
                                .line("let velocity = pan.state == .ended ? pan.velocity(in: containerView).y : 0"),
                                .line("release(at: draggedTop ?? panStartTop, velocity: velocity, in: container)"),
                            ]
                        ),
                        ("default", [.line("break")]),
                    ]),
            ])
    }

    /// The hand-off with a scroll view inside the presented view, as PanModal's and UIKit's
    /// sheets do: at the highest position the finger scrolls the content (and, pulling up, only
    /// the content); once the content is at its top, pulling down moves the presented view from
    /// there, and the content is held at its top while the presented view moves.
    private var scrollHandOff: [SwiftDeclaration] {
        [
            .simultaneousScrollViewRecognition(documentation: []),
            .function(
                documentation: [
                    "Whether the finger, `translation` points down since the pan began, scrolls the content",
                    "instead of moving the presented view; otherwise the content is held at its top.",
                ], signature: "private func handsOverToContent(translation: CGFloat, in container: CGRect) -> Bool",
                body: [
                    .line("guard let scrollView else { return false }"),
                    .line("let positions = \(positionType).allCases"),
                    .line("let highest = restingFrame(positions[positions.count - 1], in: container).minY"),
                    .line("let contentTop = -scrollView.adjustedContentInset.top"),
                    .line("let atHighest = (draggedTop ?? panStartTop) <= highest + 0.5"),
                    .ifThen(
                        condition:
                            "atHighest, scrollView.contentOffset.y > contentTop || panStartTop + translation < highest",
                        body: [
                            .comment(
                                "The presented view waits at the highest position; the finger's travel counts from here."
                            ),
                            .line("scrollsContent = true"),
                            .line("panStartTop = highest - translation"),
                            .returning("true"),
                        ]),
                    .ifThen(
                        condition: "scrollsContent",
                        body: [
                            .comment(
                                "The content has just reached its top: the presented view follows the finger from here."
                            ),
                            .line("scrollsContent = false"),
                            .line("panStartTop = highest - translation"),
                        ]),
                    .line("scrollView.contentOffset.y = contentTop"),
                    .returning("false"),
                ]),
        ]
    }

    private var draggedTop: SwiftDeclaration {
        var body: [SwiftStatement] = [
            .line("let tops = \(positionType).allCases.map { restingFrame($0, in: container).minY }"),
            .line("let top = start + translation"),
            .line("let highest = tops[tops.count - 1]"),
            .ifThen(
                condition: "top < highest",
                body: [.returning("highest - Self.rubberBand(highest - top, dimension: container.height)")]),
        ]
        if !positions.dismissible {
            body += [
                .line("let lowest = tops[0]"),
                .ifThen(
                    condition: "top > lowest",
                    body: [.returning("lowest + Self.rubberBand(top - lowest, dimension: container.height)")]),
            ]
        }
        return .function(
            documentation: [
                "The top edge under a finger `translation` points down from where the pan began at `start`:",
                "free between the highest and the lowest positions, rubber-banded past the highest"
                    + (positions.dismissible ? "," : " and the lowest,"),
                positions.dismissible
                    ? "following the finger below the lowest (a release there may dismiss)."
                    : "as UIScrollView's rubber band: (1 − 1 / (x × 0.55 / d + 1)) × d.",
            ],
            signature:
                "private func draggedTop(from start: CGFloat, translation: CGFloat, in container: CGRect) -> CGFloat",
            body: body + [.returning("top")])
    }

    private var rubberBand: SwiftDeclaration {
        .function(
            documentation: [
                "How far a view follows a finger `overshoot` points past its end (UIScrollView's rubber band)."
            ],
            signature: "private static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat",
            body: [
                .line("guard overshoot > 0, dimension > 0 else { return 0 }"),
                .returning("(1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension"),
            ])
    }

    private var release: SwiftDeclaration {
        // Without a dismissal, the lowest position is the first candidate; ties go to the lower.
        let dismissible = positions.dismissible
        var body: [SwiftStatement] = [
            .line("let projected = top + velocity / 1000 * 0.998 / (1 - 0.998)"),
            .line("let positions = \(positionType).allCases"),
            .line(dismissible ? "var nearest: \(positionType)?" : "var nearest = positions[0]"),
            .line(
                "var distance = "
                    + (dismissible
                        ? "abs(container.height - projected)"
                        : "abs(restingFrame(nearest, in: container).minY - projected)")),
            .forIn(
                pattern: "candidate", sequence: "positions\(dismissible ? "" : ".dropFirst()")",
                body: [
                    .line("let candidateDistance = abs(restingFrame(candidate, in: container).minY - projected)"),
                    .ifThen(
                        condition: "candidateDistance < distance",
                        body: [.line("nearest = candidate"), .line("distance = candidateDistance")]),
                ]),
        ]
        if dismissible {
            body.append(
                .guardElse(
                    conditions: ["let nearest"],
                    otherwise: [.line("presentedViewController.dismiss(animated: true)"), .line("return")]))
        }
        return .function(
            documentation: [
                "Lands a release at `top` moving at `velocity` (points per second, down positive) on the",
                "position nearest to where the velocity projects it: UIScrollView's normal deceleration",
                "keeps 0.998 of the velocity per millisecond, so it carries on v / 1000 × 0.998 / (1 − 0.998).",
            ]
                + (dismissible
                    ? ["Nearer the container's bottom edge than to every position, it dismisses from where it is."]
                    : []),
            signature: "private func release(at top: CGFloat, velocity: CGFloat, in container: CGRect)",
            body: body + [.line("move(to: nearest, animated: true, velocity: velocity)")])
    }

    private var move: SwiftDeclaration {
        .function(
            documentation: [
                "Moves the presented view to `target` on a critically damped spring (at once when not",
                "`animated`), starting at the finger's `velocity` in UIKit's unit: over the distance to go.",
            ], signature: "func move(to target: \(positionType), animated: Bool, velocity: CGFloat)",
            body: [
                .line("let start = draggedTop"),
                .line("position = target"),
                .line("draggedTop = nil"),
                .line("guard let containerView, let presentedView else { return }"),
                .line("let container = containerView.bounds"),
                .line("let frame = restingFrame(target, in: container)"),
                .line("let distance = frame.minY - (start ?? presentedView.frame.minY)"),
                .block(
                    header: "let changes: @MainActor () -> Void =",
                    body: [.line("self.place(presentedView, at: frame)")]
                        + (dimmingFollows
                            ? [.line("self.dimmingView.alpha = self.dimmingAlpha(atTop: frame.minY, in: container)")]
                            : [])),
                .guardElse(conditions: ["animated"], otherwise: [.line("changes()"), .line("return")]),
                .continued(
                    "UIView.animate(",
                    continuation: [
                        "withDuration: \(NumberLiteral.swift(Self.springDuration)), delay: 0, usingSpringWithDamping: 1,",
                        "initialSpringVelocity: abs(distance) < 1 ? 0 : velocity / distance,",
                        "options: [.allowUserInteraction, .beginFromCurrentState], animations: changes)",
                    ]),
            ])
    }
}
