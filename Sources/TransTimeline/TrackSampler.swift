// One track's value at any time of its phase: FROM, the curve's progress toward TO, then TO.
import TransCurves
import TransModel

/// A track with its values evaluated against the transition's geometry and its curve resolved,
/// ready to be asked for its value at many times.
struct TrackSampler {
    /// What the progress drives.
    private enum Motion {
        /// `FROM -> TO`: FROM + p · (TO − FROM) per component, unclamped.
        case interpolation(from: [Double], to: [Double])
        /// A keyframe list read at u = p.
        case keyframes(Keyframes)
    }

    private let motion: Motion
    private let curve: TimingCurve
    private let delay: Double
    private let duration: Double
    /// `delay + duration`, computed as `Phase.duration` computes it, so the phase's end
    /// sample finds the track that ends last exactly at TO.
    private let end: Double

    init(track: Track, geometry: Geometry) {
        switch track.animation {
        case .fromTo(let from, let to):
            motion = .interpolation(from: geometry.evaluate(from), to: geometry.evaluate(to))
        case .keyframes(let mode, let times, let values):
            motion = .keyframes(Keyframes(mode: mode, times: times, values: values.map(geometry.evaluate)))
        }
        curve = track.timing.curve.timingCurve(duration: track.timing.duration)
        delay = track.timing.delay
        duration = track.timing.duration
        end = track.timing.delay + track.timing.duration
    }

    /// The value at `time` seconds from the phase's start: FROM until the delay, TO from
    /// `delay + duration` on, and in between the curve's progress p(t − delay).
    func value(at time: Double) -> [Double] {
        let progress: Double
        if time <= delay {
            progress = 0
        } else if time >= end {
            progress = 1
        } else {
            progress = curve.progress(elapsed: time - delay, duration: duration)
        }
        switch motion {
        case .interpolation(let from, let to):
            if progress == 0 { return from }
            if progress == 1 { return to }
            return zip(from, to).map { start, target in start + progress * (target - start) }
        case .keyframes(let keyframes):
            return keyframes.value(at: progress)
        }
    }
}
