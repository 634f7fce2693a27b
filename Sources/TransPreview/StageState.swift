// The views of a stage at one time of a phase, as the page's script computes them, for the storyboard.
import TransModel
import TransTimeline

/// One view's state on the stage: where it is, its other properties' values (each at its
/// descriptor's neutral value until set), whether UIKit has removed it.
struct ViewState: Equatable {
    var frame: [Double]
    var values: [Property: Double]
    var hidden = false

    init(frame: [Double], alpha: Double, cornerRadius: Double) {
        self.frame = frame
        values = [.alpha: alpha, .cornerRadius: cornerRadius]
    }

    /// The value of a property other than the frame and its origin.
    subscript(property: Property) -> Double {
        get { values[property] ?? property.descriptor.neutral }
        set { values[property] = newValue }
    }
}

/// The page's rule in Swift: every view starts at rest, each track then sets its property to its
/// value at the time, interpolated linearly between neighbouring samples (`docs/preview.md`).
enum StageState {
    /// The frames the page gives tagged subviews, in the presented view's coordinates: bands
    /// below the card's label, as the script lays them out.
    static func tagFrames(count: Int, finalFrame: Rect) -> [[Double]] {
        let band = 0.58 * finalFrame.height / Double(max(1, count))
        return (0..<count).map { order in
            [
                0.12 * finalFrame.width, 0.3 * finalFrame.height + Double(order) * band, 0.76 * finalFrame.width,
                0.84 * band,
            ]
        }
    }

    /// Every view's state at `time` into `phase` (an index into `timeline.phases`), in paint order.
    static func states(
        _ transition: Transition, timeline: TransitionTimeline, phase: Int, time: Double,
        container: (width: Double, height: Double)
    ) -> [(target: Target, state: ViewState)] {
        let geometry = Geometry(
            containerWidth: container.width, containerHeight: container.height, finalFrame: transition.finalFrame)
        let screen = [0, 0, container.width, container.height]
        var states: [(target: Target, state: ViewState)] = [
            (.presenting, ViewState(frame: screen, alpha: 1, cornerRadius: 0))
        ]
        if let dimming = transition.presentation?.dimming {
            states.append((.dimming, ViewState(frame: screen, alpha: dimming.alpha, cornerRadius: 0)))
        }
        let radius = transition.presentation?.cornerRadius ?? 0
        states.append((.presented, ViewState(frame: geometry.finalFrame.components, alpha: 1, cornerRadius: radius)))
        let tags = PreviewScene.tags(of: transition)
        for (tag, frame) in zip(tags, tagFrames(count: tags.count, finalFrame: geometry.finalFrame)) {
            states.append((.presentedTag(tag), ViewState(frame: frame, alpha: 1, cornerRadius: 16)))
        }
        let sampled = timeline.phases[phase]
        for track in sampled.tracks where !track.samples.isEmpty {
            guard let index = states.firstIndex(where: { $0.target == track.target }) else { continue }
            apply(track.property, value(of: track.samples, at: time), to: &states[index].state)
        }
        if time >= sampled.duration {
            for index in states.indices {
                switch states[index].target {
                case .presenting: states[index].state.hidden = phase == 0 && transition.presentingLeavesScreen
                case .presented, .dimming: states[index].state.hidden = phase == 1
                case .presentedTag: break
                }
            }
        }
        return states
    }

    /// A track's values at `time`: linear between the neighbouring samples, held outside them.
    static func value(of samples: [Sample], at time: Double) -> [Double] {
        guard let first = samples.first, let last = samples.last else { return [] }
        if time <= first.time { return first.values }
        if time >= last.time { return last.values }
        let high = samples.firstIndex { $0.time > time } ?? samples.count - 1
        let a = samples[high - 1], b = samples[high]
        let share = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
        return zip(a.values, b.values).map { $0 + ($1 - $0) * share }
    }

    private static func apply(_ property: Property, _ value: [Double], to state: inout ViewState) {
        guard let first = value.first else { return }
        switch property {
        case .frame: state.frame = value
        case .x: state.frame[0] = first
        case .y: state.frame[1] = first
        default: state[property] = first
        }
    }
}
