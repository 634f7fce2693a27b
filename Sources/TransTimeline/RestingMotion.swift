// The motion of a presented view between resting positions, as numbers: where the finger
// holds it, where a release lands, its frame and dimming at any height. The emitted Swift
// computes the same rules at run time; the simulation tests compare the two.
import TransModel

/// The resting positions of one presentation evaluated in one container, and the rules a pan
/// follows between them (docs/timeline.md, "Resting positions").
public struct RestingMotion: Sendable, Hashable {
    /// `UIScrollView.DecelerationRate.normal`: the share of its velocity a scroll view keeps
    /// per millisecond (Apple documents the constant; its value, 0.998, is UIKit's).
    public static let decelerationRate = 0.998
    /// The stiffness of UIScrollView's rubber band: the 0.55 of its widely reproduced formula
    /// (Apple documents the behaviour, not the formula).
    public static let rubberBandCoefficient = 0.55

    /// Each position's frame, lowest first.
    public let frames: [Rect]
    public let containerHeight: Double
    /// Whether a release that projects below the lowest position dismisses.
    public let dismissible: Bool
    public let largestUndimmedIndex: Int?

    public init(_ positions: RestingPositions, containerWidth: Double, containerHeight: Double) {
        let geometry = Geometry(
            containerWidth: containerWidth, containerHeight: containerHeight, finalFrame: positions.initial.frame)
        frames = positions.rests.map { geometry.evaluate($0.frame) }
        self.containerHeight = containerHeight
        dismissible = positions.dismissible
        largestUndimmedIndex = positions.largestUndimmedIndex
    }

    /// Each position's top edge, lowest (largest) first.
    public var tops: [Double] { frames.map(\.y) }

    /// How far a release at `velocity` (points per second) carries on before it stops, when it
    /// decelerates as a scroll view does: each millisecond keeps `decelerationRate` of the
    /// velocity, so the distance is the geometric series `v/1000 × r/(1 − r)` (FloatingPanel's
    /// and Apple's "Designing Fluid Interfaces", WWDC 2018, projection).
    public static func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// How far a view follows a finger that pulls it `overshoot` points past its end, in a
    /// container of `dimension` points: `(1 − 1 / (overshoot × 0.55 / dimension + 1)) × dimension`,
    /// UIScrollView's rubber band, which never reaches `dimension`.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The top edge under a finger that has moved `translation` points (down is positive)
    /// since the pan began with the top edge at `start`: free between the highest and the
    /// lowest positions, rubber-banded past the highest, and past the lowest unless a pull
    /// there dismisses (then it follows the finger).
    public func draggedTop(from start: Double, translation: Double) -> Double {
        let raw = start + translation
        let highest = tops[tops.count - 1]
        let lowest = tops[0]
        if raw < highest { return highest - Self.rubberBand(highest - raw, dimension: containerHeight) }
        if raw > lowest, !dismissible { return lowest + Self.rubberBand(raw - lowest, dimension: containerHeight) }
        return raw
    }

    /// Where a release lands.
    public enum Landing: Sendable, Hashable {
        /// The position at this index.
        case rest(Int)
        /// Below the lowest: the presentation is dismissed.
        case dismissal
    }

    /// Where a release with the top edge at `top`, moving at `velocity` points per second, lands:
    /// the position nearest to where the velocity projects it, the container's bottom edge
    /// counting as the dismissal when a pull there dismisses (on a tie, the lower one).
    public func landing(top: Double, velocity: Double) -> Landing {
        let projected = top + Self.projectedDistance(velocity: velocity)
        var best = Landing.dismissal
        var bestDistance = dismissible ? abs(containerHeight - projected) : Double.infinity
        for (index, candidate) in tops.enumerated() where abs(candidate - projected) < bestDistance {
            best = .rest(index)
            bestDistance = abs(candidate - projected)
        }
        return best
    }

    /// The presented view's frame with its top edge at `top`: between two neighbouring
    /// positions, each field interpolated by how far the top edge is from one to the other;
    /// past an end, that end's frame moved.
    public func frame(atTop top: Double) -> Rect {
        let (lower, upper, share) = neighbours(of: top)
        guard lower != upper else { return frames[lower].offsetBy(dx: 0, dy: top - tops[lower]) }
        let from = frames[lower].components
        let to = frames[upper].components
        let fields = zip(from, to).map { $0 + ($1 - $0) * share }
        return Rect(x: fields[0], y: fields[1], width: fields[2], height: fields[3])
    }

    /// The share of the dimming's alpha shown with the top edge at `top`: 0 at and below the
    /// largest undimmed position, 1 at and above the next one, linear between; 1 everywhere
    /// without `largestUndimmed`.
    public func dimmingShare(atTop top: Double) -> Double {
        guard let undimmed = largestUndimmedIndex else { return 1 }
        guard undimmed + 1 < tops.count else { return 0 }
        let low = tops[undimmed]
        let high = tops[undimmed + 1]
        return min(max((low - top) / (low - high), 0), 1)
    }

    /// The two positions whose top edges bracket `top` and how far from the lower one it is
    /// (0…1); the same index twice past an end.
    private func neighbours(of top: Double) -> (lower: Int, upper: Int, share: Double) {
        if top >= tops[0] { return (0, 0, 0) }
        for index in 1..<tops.count where top >= tops[index] {
            return (index - 1, index, (tops[index - 1] - top) / (tops[index - 1] - tops[index]))
        }
        return (tops.count - 1, tops.count - 1, 0)
    }
}
