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
    func printProperties(into printer: inout CodePrinter) {
        printer.line("/// The keyboard's top in the container while it is up (`keyboard: \(avoidance.rawValue)`).")
        printer.line("private var keyboardTop: CGFloat?")
        printer.line("private var keyboardObservers: [any NSObjectProtocol] = []")
        printer.blankLine()
    }

    /// Lines that stop observing, for the presentation's cleanup.
    static let stopObserving = [
        "for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }",
        "keyboardObservers = []",
    ]

    func printMethods(into printer: inout CodePrinter) {
        let gap = NumberLiteral.swift(KeyboardAvoidance.gap)
        printer.line(
            "/// `frame` out of the keyboard's way, \(gap) points above it (`keyboard: \(avoidance.rawValue)`).")
        printer.block("private func avoidingKeyboard(_ frame: CGRect) -> CGRect") { printer in
            printer.line("guard let keyboardTop else { return frame }")
            printer.line("let overlap = frame.maxY + \(gap) - keyboardTop")
            printer.line("guard overlap > 0 else { return frame }")
            printer.line("var avoiding = frame")
            switch avoidance {
            case .moveUp: printer.line("avoiding.origin.y = max(frame.minY - overlap, min(frame.minY, \(gap)))")
            case .compress: printer.line("avoiding.size.height = max(frame.height - overlap, 0)")
            case .none: break
            }
            printer.line("return avoiding")
        }
        printer.blankLine()
        printer.line("/// Follows the keyboard from UIKit's notifications, posted on the main thread (so `queue: nil`")
        printer.line("/// runs the block there, at once); only Sendable values leave the notification.")
        printer.block("private func observeKeyboard()") { printer in
            printer.line("let frameKey = UIResponder.keyboardFrameEndUserInfoKey")
            printer.line("let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey")
            printer.line("let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey")
            printer.line(
                "let names = [(UIResponder.keyboardWillShowNotification, true), (UIResponder.keyboardWillHideNotification, false)]"
            )
            printer.block("for (name, shows) in names") { printer in
                printer.line(
                    "let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {")
                printer.withIndentation { printer in
                    printer.line("[weak self] notification in")
                    printer.line("let frame = shows ? notification.userInfo?[frameKey] as? CGRect : nil")
                    printer.line("let duration = notification.userInfo?[durationKey] as? TimeInterval ?? 0")
                    printer.line("let curve = notification.userInfo?[curveKey] as? Int ?? 0")
                    printer.line(
                        "MainActor.assumeIsolated { self?.keyboardWillChange(to: frame, duration: duration, curve: curve) }"
                    )
                }
                printer.line("}")
                printer.line("keyboardObservers.append(observer)")
            }
        }
        printer.blankLine()
        printer.line("/// Moves the presented view to its frame for the keyboard's new end frame (nil: hidden), with")
        printer.line("/// the keyboard's animation; during a transition the animator owns the frame (it lands on")
        printer.line("/// `frameOfPresentedViewInContainerView`, which already avoids the keyboard).")
        printer.block("private func keyboardWillChange(to keyboardFrame: CGRect?, duration: TimeInterval, curve: Int)")
        {
            printer in
            printer.line("guard let containerView else { return }")
            printer.line("keyboardTop = keyboardFrame.map { containerView.convert($0, from: nil).minY }")
            printer.block(
                "guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView else"
            ) { $0.line("return") }
            printer.line("let frame = frameOfPresentedViewInContainerView")
            printer.line("let options = UIView.AnimationOptions(rawValue: UInt(max(curve, 0)) << 16)")
            printer.block("UIView.animate(withDuration: duration, delay: 0, options: options)") { printer in
                printer.line("let anchor = presentedView.layer.anchorPoint")
                printer.line("presentedView.bounds.size = frame.size")
                printer.line(
                    "presentedView.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"
                )
            }
        }
    }
}
