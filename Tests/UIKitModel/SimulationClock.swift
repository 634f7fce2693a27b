// The simulated media time the harness advances (Core Animation's CACurrentMediaTime). Nothing
// moves unless the harness calls `advance(to:)`: there is no run loop (docs/simulation.md).

/// Something that runs on every clock step: an animator, a display link, an animation group.
@MainActor protocol ClockObserver: AnyObject {
    /// Called after the clock moved to `now`; returns false once it no longer needs steps.
    func clockDidStep(to now: Double) -> Bool
}

/// The one clock of a simulation.
@MainActor public final class SimulationClock {
    public static let shared = SimulationClock()
    /// Seconds since the simulation began.
    public private(set) var now: Double = 0
    /// The step by which `advance(to:)` moves, so completions fire within a millisecond.
    public var step: Double = 0.001
    private var observers: [ClockObserver] = []

    func add(_ observer: ClockObserver) {
        if !observers.contains(where: { $0 === observer }) { observers.append(observer) }
    }

    /// Moves the clock to `time` in steps; observers run after every step strictly before
    /// `time`, so values sampled at `time` are those of the frame at `time` and completions
    /// due exactly then fire on the next `advance` or `settle()`.
    public func advance(to time: Double) {
        while now < time - 1e-12 {
            let next = min(now + step, time)
            now = next
            if next < time - 1e-12 { notifyObservers() }
        }
    }

    /// Runs the observers at the current time (completions due now fire).
    public func settle() {
        notifyObservers()
    }

    /// Advances by `duration`, running observers at every step including the last.
    public func run(for duration: Double) {
        let end = now + duration
        while now < end - 1e-12 {
            now = min(now + step, end)
            notifyObservers()
        }
    }

    /// Runs steps until nothing is animating or waiting (no observer left), at most `limit`
    /// seconds: a phase is over when its animations and completions are.
    public func runUntilIdle(limit: Double) {
        let end = now + limit
        while !observers.isEmpty, now < end - 1e-12 {
            now = min(now + step, end)
            notifyObservers()
        }
    }

    private func notifyObservers() {
        var index = 0
        while index < observers.count {
            let observer = observers[index]
            if observer.clockDidStep(to: now) {
                index += 1
            } else {
                observers.remove(at: index)
            }
        }
    }
}

/// Apple's `CACurrentMediaTime()`: here the simulated clock.
@MainActor public func CACurrentMediaTime() -> CFTimeInterval { SimulationClock.shared.now }
