// One track's values at every sample time of its phase: FROM, the curve's progress toward TO, then TO.
import TransCurves
import TransModel

/// A track with its values evaluated against the transition's geometry, laid out flat, ready to
/// turn a phase's progress table into the track's samples.
struct TrackSampler {
    /// What the progress drives.
    private enum Motion {
        /// `FROM -> TO`: FROM + p · (TO − FROM) per component, unclamped.
        case interpolation(from: [Double], to: [Double])
        /// A keyframe list read at u = p.
        case keyframes(KeyframeTable)
    }

    private let motion: Motion
    /// How many numbers each sample has.
    let width: Int

    init(track: Track, geometry: Geometry) {
        switch track.animation {
        case .fromTo(let from, let to):
            let from = geometry.evaluate(from), to = geometry.evaluate(to)
            width = min(from.count, to.count)
            motion = .interpolation(from: Array(from.prefix(width)), to: Array(to.prefix(width)))
        case .keyframes(let mode, let times, let values):
            let table = KeyframeTable(Keyframes(mode: mode, times: times, values: values.map(geometry.evaluate)))
            width = table.width
            motion = .keyframes(table)
        }
    }

    /// The values at each progress of `progress` (one per sample time), `width` numbers each:
    /// FROM exactly at progress 0, TO exactly at 1. Written straight into the result's storage.
    func values(at progress: [Double]) -> [Double] {
        let width = width
        return [Double](unsafeUninitializedCapacity: progress.count * width) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            switch motion {
            case .interpolation(let from, let to):
                for (index, p) in progress.enumerated() {
                    let output = base + index * width
                    if p == 0 {
                        for c in 0..<width { output[c] = from[c] }
                    } else if p == 1 {
                        for c in 0..<width { output[c] = to[c] }
                    } else {
                        for c in 0..<width { output[c] = from[c] + p * (to[c] - from[c]) }
                    }
                }
            case .keyframes(let table):
                for (index, p) in progress.enumerated() { table.writeValue(at: p, to: base + index * width) }
            }
            count = progress.count * width
        }
    }
}
