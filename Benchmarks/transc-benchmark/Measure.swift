// Timing helpers: best and median of repeated runs on a monotonic clock.
import Foundation

/// Seconds `body` takes, best of `rounds` (the least disturbed run on a shared machine).
func bestSeconds(of rounds: Int, _ body: () -> Void) -> Double {
    (0..<rounds).map { _ in seconds(body) }.min()!
}

/// The median of `samples`.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Seconds `body` takes, once.
func seconds(_ body: () -> Void) -> Double {
    let duration = ContinuousClock().measure(body)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// `value` with `decimals` decimals.
func fixed(_ value: Double, _ decimals: Int = 1) -> String {
    String(format: "%.\(decimals)f", value)
}
