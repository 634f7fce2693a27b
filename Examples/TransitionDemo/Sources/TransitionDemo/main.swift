// The demo's entry. On Linux there is no run loop or screen: the behavioural UIKit model
// moves only when its clock is advanced, so the demo advances it and prints what the
// presented view did on screen — its presentation layer's frame and opacity at a few times —
// and UIKit's completeTransition calls.
import UIKit

#if os(Linux)
/// Runs one phase: `start` begins it, the clock visits `times` (seconds after the start),
/// then runs until every animation and completion is over.
@MainActor func watch(_ phase: String, of view: () -> UIView?, at times: [Double], start: () -> Void) {
    let clock = SimulationClock.shared
    let begin = clock.now
    let logged = PresentationLog.count
    start()
    print(phase)
    for time in times {
        clock.advance(to: begin + time)
        guard let view = view() else { continue }
        // What is on screen now (the model layer already holds the animation's end).
        let layer = view.layer.presentation() ?? view.layer
        let x = layer.position.x - layer.anchorPoint.x * layer.bounds.width
        let y = layer.position.y - layer.anchorPoint.y * layer.bounds.height
        print(
            "  t=\(format(time)) frame=(\(format(x)), \(format(y)), \(format(layer.bounds.width)), "
                + "\(format(layer.bounds.height))) alpha=\(format(CGFloat(layer.opacity)))")
    }
    clock.runUntilIdle(limit: 15)
    for record in PresentationLog.records(since: logged) {
        print("  completeTransition(\(record.completions.map(String.init).joined(separator: ", ")))")
    }
    print("  in window: \(view()?.window != nil)")
}

/// Three decimals, so the output reads the same on every run.
func format(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }

@MainActor func runDemo() {
    let screen = DemoScreen(size: CGSize(width: 393, height: 852))
    let times = [0, 0.1, 0.25, 0.5]
    for (name, prepare) in [
        ("Card", CardTransition().prepare), ("AlertCard", AlertCardTransition().prepare),
    ] as [(String, @MainActor (UIViewController) -> Void)] {
        var detail: UIViewController?
        watch("\(name) present", of: { detail?.viewIfLoaded }, at: times) {
            detail = screen.present(preparedBy: prepare)
        }
        watch("\(name) dismiss", of: { detail?.viewIfLoaded }, at: times) {
            if let detail { screen.dismiss(detail) }
        }
    }
}

MainActor.assumeIsolated { runDemo() }
#else
// On iOS an app's own run loop and screen drive UIKit; present a controller prepared with
// `CardTransition().prepare(_:)` from any view controller, as DemoScreen does.
print("TransitionDemo prints its transitions on Linux, where UIKit is transc's model")
#endif
