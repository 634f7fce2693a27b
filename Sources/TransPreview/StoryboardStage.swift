// One stage of the storyboard: the container's views at one time, flat, clipped to the screen.
import TransModel
import TransTimeline

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws the views of `StageState.states` as SVG shapes: the presenting screen grey with a mock
/// of rows, the dimming view in its colour, the presented view violet with its name, tags white.
enum StoryboardStage {
    static func lines(
        _ transition: Transition, timeline: TransitionTimeline, phase: Int, time: Double,
        container: (width: Double, height: Double), at origin: (x: Double, y: Double, scale: Double), clipID: String
    ) -> [String] {
        let c = PreviewNumber.coordinate
        let states = StageState.states(transition, timeline: timeline, phase: phase, time: time, container: container)
        let phaseModel = phase == 0 ? transition.present : transition.dismiss
        let anchors = Dictionary(
            phaseModel.targets.compactMap { target in target.anchor.map { (target.target, $0) } },
            uniquingKeysWith: { first, _ in first })
        let size = "width=\"\(c(container.width))\" height=\"\(c(container.height))\""
        var lines = [
            "<g class=\"stage\" transform=\"translate(\(c(origin.x)),\(c(origin.y))) scale(\(origin.scale))\">",
            "  <clipPath id=\"\(clipID)\"><rect \(size)/></clipPath>",
            "  <rect \(size) fill=\"#000000\"/>",
            "  <g clip-path=\"url(#\(clipID))\">",
        ]
        let order: [Target] =
            phaseModel.presentedAbovePresenting
            ? [.presenting, .dimming, .presented] : [.dimming, .presented, .presenting]
        let presentedFrame = states.first { $0.target == .presented }?.state.frame ?? [0, 0, 0, 0]
        for target in order {
            guard let state = states.first(where: { $0.target == target })?.state, !state.hidden else { continue }
            lines.append("    <g \(transform(state, anchor: anchors[target])) opacity=\"\(c(state[.alpha]))\">")
            lines += body(of: target, state: state, transition: transition).map { "      " + $0 }
            if target == .presented {
                for case (.presentedTag(let tag), let tagState) in states.map({ ($0.target, $0.state) }) {
                    var placed = tagState
                    placed.frame[0] += presentedFrame[0]
                    placed.frame[1] += presentedFrame[1]
                    lines.append(
                        "      <g \(transform(placed, anchor: anchors[.presentedTag(tag)])) opacity=\"\(c(placed[.alpha]))\">"
                    )
                    lines += rectangle(placed, fill: "#ffffff", extra: " stroke=\"#5b5bf0\" stroke-dasharray=\"6 4\"")
                        .map { "        " + $0 }
                    lines.append("      </g>")
                }
            }
            lines.append("    </g>")
        }
        lines += ["  </g>", "</g>"]
        return lines
    }

    /// The SVG `transform` of a view: rotation, scale and the flat projection of 3D turns, about
    /// the anchor (the centre unless set), in the page's order (scale first).
    private static func transform(_ state: ViewState, anchor: UnitPoint?) -> String {
        let c = PreviewNumber.coordinate
        let anchor = anchor ?? UnitPoint(x: 0.5, y: 0.5)
        let ox = state.frame[0] + anchor.x * state.frame[2], oy = state.frame[1] + anchor.y * state.frame[3]
        let flatX = cos(state[.rotationY]), flatY = cos(state[.rotationX])
        let degrees = state[.rotation] * 180 / Double.pi
        let r = PreviewNumber.rounded
        return "transform=\"translate(\(c(ox)),\(c(oy))) scale(\(r(flatX)),\(r(flatY))) rotate(\(c(degrees))) "
            + "scale(\(r(state[.scale]))) "
            + "translate(\(c(-ox)),\(c(-oy)))\""
    }

    private static func body(of target: Target, state: ViewState, transition: Transition) -> [String] {
        let c = PreviewNumber.coordinate
        switch target {
        case .presenting:
            let (x, y, w) = (state.frame[0], state.frame[1], state.frame[2])
            var lines = rectangle(state, fill: "#e5e5ea")
            for row in 0..<6 {
                let top = y + 64 + Double(row) * 64
                lines.append(
                    "<rect x=\"\(c(x + 18))\" y=\"\(c(top))\" width=\"\(c(max(0, w - 36)))\" height=\"54\" rx=\"12\" fill=\"#ffffff\"/>"
                )
            }
            return lines
        case .dimming:
            return rectangle(
                state, fill: transition.presentation?.dimming.map { PreviewScene.cssColor($0.color) } ?? "#000000")
        case .presented:
            let (x, y, w, h) = (state.frame[0], state.frame[1], state.frame[2], state.frame[3])
            return rectangle(state, fill: "#6c4cec")
                + [
                    "<text x=\"\(c(x + w / 2))\" y=\"\(c(y + h / 2))\" font-size=\"26\" font-weight=\"700\" fill=\"#ffffff\" "
                        + "text-anchor=\"middle\">\(HTMLEscaping.text(transition.name))</text>"
                ]
        case .presentedTag:
            return []
        }
    }

    /// The view's rectangle, with its corner radius, its shade as a black overlay and its
    /// border inside its bounds.
    private static func rectangle(_ state: ViewState, fill: String, extra: String = "") -> [String] {
        let c = PreviewNumber.coordinate
        let f = state.frame
        let shape =
            "x=\"\(c(f[0]))\" y=\"\(c(f[1]))\" width=\"\(c(max(0, f[2])))\" height=\"\(c(max(0, f[3])))\" "
            + "rx=\"\(c(max(0, state[.cornerRadius])))\""
        var lines = ["<rect \(shape) fill=\"\(fill)\"\(extra)/>"]
        if state[.shade] > 0 {
            lines.append("<rect \(shape) fill=\"#000000\" opacity=\"\(c(state[.shade] * 0.6))\"/>")
        }
        let border = min(state[.borderWidth], max(0, f[2]) / 2, max(0, f[3]) / 2)
        if border > 0 {
            // An SVG stroke is centred on the outline; the layer's border lies inside the bounds.
            lines.append(
                "<rect x=\"\(c(f[0] + border / 2))\" y=\"\(c(f[1] + border / 2))\" "
                    + "width=\"\(c(f[2] - border))\" height=\"\(c(f[3] - border))\" "
                    + "rx=\"\(c(max(0, state[.cornerRadius] - border / 2)))\" fill=\"none\" stroke=\"#000000\" "
                    + "stroke-width=\"\(c(border))\"/>")
        }
        return lines
    }
}
