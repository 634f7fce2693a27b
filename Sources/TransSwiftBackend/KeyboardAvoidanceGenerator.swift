// `keyboard: moveUp | compress` in the presentation controller: the frame out of the
// keyboard's way, moved with the keyboard's own animation.
import TransModel

/// Prints the presentation controller's keyboard members: where the keyboard's top is, the
/// observers of UIKit's keyboardWillShow/WillHide notifications, the frame rule
/// (`KeyboardAvoidance.frame`, which the timeline evaluates), and the animation that follows the
/// keyboard with the duration and curve its notification gives (Apple:
/// `UIResponder.keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`, a
/// `UIView.AnimationCurve` that the options take in their curve bits, 16 and up).
struct KeyboardAvoidanceGenerator {
    let avoidance: KeyboardAvoidance

    /// The stored properties, at the top of the class.
    var properties: SwiftDeclaration {
        .adjacent([
            .line(
                documentation: [
                    "The keyboard's top in the container while it is up (`keyboard: \(avoidance.rawValue)`)."
                ],
                "private var keyboardTop: CGFloat?"),
            .line("private var keyboardObservers: [any NSObjectProtocol] = []"),
        ])
    }

    /// Lines that stop observing, for the presentation's cleanup.
    static let stopObserving = [
        "for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }",
        "keyboardObservers = []",
    ]

    /// The frame rule, the observers and the animation that follows the keyboard.
    var methods: [SwiftDeclaration] {
        [avoidingKeyboard, observeKeyboard, keyboardWillChange]
    }

    private var avoidingKeyboard: SwiftDeclaration {
        let gap = NumberLiteral.swift(KeyboardAvoidance.gap)
        var body: [SwiftStatement] = [
            .line("guard let keyboardTop else { return frame }"),
            .line("let overlap = frame.maxY + \(gap) - keyboardTop"),
            .line("guard overlap > 0 else { return frame }"),
            .line("var avoiding = frame"),
        ]
        switch avoidance {
        case .moveUp: body.append(.line("avoiding.origin.y = max(frame.minY - overlap, min(frame.minY, \(gap)))"))
        case .compress: body.append(.line("avoiding.size.height = max(frame.height - overlap, 0)"))
        case .none: break
        }
        return .function(
            documentation: [
                "`frame` out of the keyboard's way, \(gap) points above it (`keyboard: \(avoidance.rawValue)`)."
            ],
            signature: "private func avoidingKeyboard(_ frame: CGRect) -> CGRect",
            body: body + [.returning("avoiding")])
    }

    private var observeKeyboard: SwiftDeclaration {
        .function(
            documentation: [
                "Follows the keyboard from UIKit's notifications, posted on the main thread (so `queue: nil`",
                "runs the block there, at once); only Sendable values leave the notification.",
            ], signature: "private func observeKeyboard()",
            body: [
                .line("let frameKey = UIResponder.keyboardFrameEndUserInfoKey"),
                .line("let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey"),
                .line("let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey"),
                .line(
                    "let names = [(UIResponder.keyboardWillShowNotification, true), (UIResponder.keyboardWillHideNotification, false)]"
                ),
                .forIn(
                    pattern: "(name, shows)", sequence: "names",
                    body: [
                        // The closure's signature goes on a line of its own: the call fills the first.
                        .block(
                            header:
                                "let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil)",
                            body: [
                                .line("[weak self] notification in"),
                                .line("let frame = shows ? notification.userInfo?[frameKey] as? CGRect : nil"),
                                .line("let duration = notification.userInfo?[durationKey] as? TimeInterval ?? 0"),
                                .line("let curve = notification.userInfo?[curveKey] as? Int ?? 0"),
                                .line(
                                    "MainActor.assumeIsolated { self?.keyboardWillChange(to: frame, duration: duration, curve: curve) }"
                                ),
                            ]),
                        .line("keyboardObservers.append(observer)"),
                    ]),
            ])
    }

    private var keyboardWillChange: SwiftDeclaration {
        .function(
            documentation: [
                "Moves the presented view to its frame for the keyboard's new end frame (nil: hidden), with",
                "the keyboard's animation; during a transition the animator owns the frame (it lands on",
                "`frameOfPresentedViewInContainerView`, which already avoids the keyboard).",
            ],
            signature: "private func keyboardWillChange(to keyboardFrame: CGRect?, duration: TimeInterval, curve: Int)",
            body: [
                .line("guard let containerView else { return }"),
                .line("keyboardTop = keyboardFrame.map { containerView.convert($0, from: nil).minY }"),
                .guardElse(
                    conditions: [
                        "!presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView"
                    ], otherwise: [.line("return")]),
                .line("let frame = frameOfPresentedViewInContainerView"),
                .line("let options = UIView.AnimationOptions(rawValue: UInt(max(curve, 0)) << 16)"),
                .block(
                    header: "UIView.animate(withDuration: duration, delay: 0, options: options)",
                    body: [
                        .line("let anchor = presentedView.layer.anchorPoint"),
                        .line("presentedView.bounds.size = frame.size"),
                        .line(
                            "presentedView.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"
                        ),
                    ]),
            ])
    }
}
