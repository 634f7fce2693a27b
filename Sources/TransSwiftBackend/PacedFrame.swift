// A frame keyed `paced`, run as linear keyframes at key times the emitted code computes: UIKit
// turns a frame into a center and a size animation and Core Animation paces each apart, while
// the language paces the frame as one value (spec: Euclidean over x, y, width, height).
import TransModel

extension Track {
    /// Whether the track is a frame keyed `paced`, whose key times the emitted code computes
    /// from the frames so that the keys run linearly, the way the timeline paces them.
    var pacesFrame: Bool {
        guard property == .frame, case .keyframes(let mode, _, _) = animation else { return false }
        return mode == .paced
    }
}

/// The `addKeyframe` windows of one keyframe track.
struct KeyframeWindows {
    /// Each window's relative start time and duration, as Swift expressions.
    let windows: [(start: String, length: String)]
    /// Lines computing the key times first (for a paced frame), else none.
    let preamble: [String]

    init(_ track: Track, times: [Double], values: [TrackValue], on view: AnimatedView) {
        let segments = 1..<times.count
        guard track.pacesFrame else {
            windows = segments.map { key in
                (AnimatorGenerator.keyTime(times[key - 1]), AnimatorGenerator.keyTime(times[key] - times[key - 1]))
            }
            preamble = []
            return
        }
        let local = view.stem + "FrameKeyTimes"
        let frames = values.map { value -> String in
            guard case .frame(let frame) = value else { preconditionFailure("a frame track with a non-frame key") }
            return GeometryExpression.frame(frame)
        }
        preamble = [
            "// \(view.target.name).frame is paced as one value: keys spaced by the distance between frames.",
            "let \(local) = Self.pacedKeyTimes([\(frames.joined(separator: ", "))])",
        ]
        windows = segments.map { key in ("\(local)[\(key - 1)]", "\(local)[\(key)] - \(local)[\(key - 1)]") }
    }

    /// The animator's helper giving paced frames their key times: cumulative distance over
    /// x, y, width and height, divided by the total (even times when every frame is equal, which
    /// holds the value).
    static var helper: SwiftDeclaration {
        .function(
            documentation: [
                "Key times spacing `frames` by the distance between neighbouring ones (x, y, width,",
                "height), so linear keyframes pace the frame as one value: UIKit would pace its",
                "center and its size apart.",
            ], signature: "private static func pacedKeyTimes(_ frames: [CGRect]) -> [Double]",
            body: [
                .closure(
                    call: "let distances = zip(frames, frames.dropFirst()).map", signature: "from, to in",
                    body: [
                        .continued(
                            "((to.minX - from.minX) * (to.minX - from.minX) + (to.minY - from.minY) * (to.minY - from.minY)",
                            continuation: [
                                "+ (to.width - from.width) * (to.width - from.width)",
                                "+ (to.height - from.height) * (to.height - from.height)).squareRoot()",
                            ])
                    ]),
                .line("let total = distances.reduce(0, +)"),
                .line(
                    "guard total > 0 else { return frames.indices.map { Double($0) / Double(max(frames.count - 1, 1)) } }"
                ),
                .line("var covered: CGFloat = 0"),
                .closure(
                    call: "return [0] + distances.map", signature: "distance in",
                    body: [.line("covered += distance"), .returning("Double(covered / total)")]),
            ])
    }
}
