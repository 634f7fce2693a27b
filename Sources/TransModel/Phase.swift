// A present or dismiss phase: the tracks each view animates, with resolved timing.

/// Which half of the transition.
public enum PhaseKind: String, Sendable, Hashable, CaseIterable {
    case present, dismiss
}

/// Where a phase's tracks came from.
public enum PhaseOrigin: Sendable, Hashable {
    /// A `present { … }` or `dismiss { … }` block.
    case written
    /// `dismiss: reverse`: the present phase with FROM and TO swapped.
    case reversed
    /// No animator: UIKit's own animation for this transition style, modelled approximately.
    case system(SystemAnimation)
}

/// One phase, resolved.
///
/// Its optionals are spelled `Optional<…>`, without an initial value, for the reason given at
/// `Transition`: the checker copied each phase out of its initializer.
public struct Phase: Sendable, Hashable {
    public var kind: PhaseKind
    public var origin: PhaseOrigin
    /// The phase's own timing: what tracks without overrides use, and the dimming fade.
    public var timing: Timing
    /// `perspective`: 3D rotations are seen through `m34 = -1 / perspective`, in points; a
    /// constant, or an expression over `container` evaluated at run time.
    public var perspective: Optional<ScalarExpression>
    /// The animated views, in source order (merged by target under inheritance).
    public var targets: [AnimatedTarget]
    /// The dimming view's implicit fade (0 → alpha presenting, alpha → 0 dismissing),
    /// with the phase's timing; nil without a dimming view or when the phase animates
    /// `dimming` itself.
    public var dimmingFade: Optional<Track>
    /// Whether the presented view goes above the presenting one: `order:` when written, else
    /// false only when the phase animates `presenting` alone, as in a page flip.
    public var presentedAbovePresenting: Bool
    /// What the phase does under Reduce Motion (`reduceMotion:`); `reducingMotion` applies it.
    public var reducedMotion: ReducedMotion

    public init(
        kind: PhaseKind, origin: PhaseOrigin, timing: Timing, perspective: ScalarExpression?, targets: [AnimatedTarget],
        dimmingFade: Track?, presentedAbovePresenting: Bool, reducedMotion: ReducedMotion = .crossFade
    ) {
        self.kind = kind
        self.origin = origin
        self.timing = timing
        self.perspective = perspective
        self.targets = targets
        self.dimmingFade = dimmingFade
        self.presentedAbovePresenting = presentedAbovePresenting
        self.reducedMotion = reducedMotion
    }

    /// Whether the phase is UIKit's own animation, which the timeline only approximates.
    public var isApproximate: Bool {
        if case .system = origin { return true }
        return false
    }

    /// Every track in order: the targets' tracks in source order, then the dimming fade.
    public var allTracks: [Track] {
        var tracks: [Track] = []
        tracks.reserveCapacity(trackCount)
        forEachTrack { tracks.append($0) }
        return tracks
    }

    /// How many tracks `allTracks` has, counted without building it.
    @inlinable public var trackCount: Int {
        var count = 0
        for index in targets.indices { count += targets[index].tracks.count }
        if case .some = dimmingFade { count += 1 }
        return count
    }

    /// Calls `body` with every track in `allTracks` order, read in place: no array of them is
    /// built, which the timeline's evaluation of every phase of a large file would pay for
    /// (issue 13). Inlinable, so the caller's loop reads each track where it lies instead of
    /// calling through a closure with a copy of it.
    @inlinable public func forEachTrack(_ body: (Track) throws -> Void) rethrows {
        for targetIndex in targets.indices {
            for trackIndex in targets[targetIndex].tracks.indices { try body(targets[targetIndex].tracks[trackIndex]) }
        }
        if let dimmingFade { try body(dimmingFade) }
    }

    /// Seconds from the phase's start to the end of its last track (0 with no tracks): the
    /// largest `delay + duration`, found in place.
    @inlinable public var duration: Double {
        var latest: Double?
        forEachTrack { track in
            let end = track.timing.delay + track.timing.duration
            if let current = latest, !(current < end) { return }
            latest = end
        }
        return latest ?? 0
    }
}

/// `animate TARGET { … }`: one view's settings and tracks. Its optionals are spelled
/// `Optional<…>`, as `Phase`'s are.
public struct AnimatedTarget: Sendable, Hashable {
    public var target: Target
    /// `anchor`: the layer's anchor point (a setting, not animated); nil leaves it.
    public var anchor: Optional<UnitPoint>
    /// The tracks, in source order.
    public var tracks: [Track]
    /// `shadeGradient`: the `shade` overlay's colors; nil for the default dark gradient.
    public var shadeGradient: Optional<ShadeGradient>

    public init(target: Target, anchor: UnitPoint?, tracks: [Track]) {
        self.target = target
        self.anchor = anchor
        self.tracks = tracks
        shadeGradient = nil
    }
}

/// A view a phase animates.
public enum Target: Sendable, Hashable {
    case presented, presenting, dimming
    /// `presented.tag(N)`: the presented view's subview with that tag.
    case presentedTag(Int)

    /// The language's spelling: `presented`, `presented.tag(1000)`.
    public var name: String {
        switch self {
        case .presented: "presented"
        case .presenting: "presenting"
        case .dimming: "dimming"
        case .presentedTag(let tag): "presented.tag(\(tag))"
        }
    }
}

/// A point in the unit square: the layer's anchor point.
public struct UnitPoint: Sendable, Hashable {
    public var x, y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
