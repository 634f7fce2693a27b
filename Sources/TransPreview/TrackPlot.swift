// One track's value against time, as SVG: a line per component, the phase's end and key times marked.
import TransModel
import TransTimeline

/// Draws a track's samples as an SVG plot, shared by the page (inline, with hover) and the
/// storyboard.
///
/// The vertical range is the samples' own minimum and maximum, so a spring's overshoot is drawn
/// past the dashed line of the track's final value instead of being cut off. Angles are drawn in
/// degrees, the unit designers think in; everything else in the timeline's own unit.
struct TrackPlot {
    /// The plot's size in SVG user units.
    static let width = 320.0
    static let height = 132.0
    /// The drawing area inside the labels.
    private static let left = 48.0, right = 10.0, top = 18.0, bottom = 22.0
    /// One colour per component of a frame (x, y, width, height), or the first for a scalar.
    static let colors = ["#0a66d8", "#d8420a", "#1a9a4b", "#8e44e8"]

    let track: TrackTimeline
    /// The phase's duration: the right end of the time axis.
    let phaseDuration: Double
    /// Times to mark besides the phase's end: the track's start and end, its key times.
    let markedTimes: [Double]
    /// The track's samples, made once: every point of every line reads them.
    private let samples: [Sample]
    /// The components drawn: those that change during the phase (all when none does), so a
    /// frame's moving `y` is not flattened by the scale of its fixed `height`.
    let drawnComponents: [Int]
    /// The vertical range, widened by one unit each way when the track holds still.
    let valueRange: (low: Double, high: Double)

    /// The plot of `track` in a phase of `phaseDuration` seconds, marked at `markedTimes`. Its
    /// samples, drawn components and range are worked out here, once: worked out again for each
    /// point, they made a long phase's plot quadratic (a 5.5 s spring took 0.2 s to preview).
    init(track: TrackTimeline, phaseDuration: Double, markedTimes: [Double]) {
        self.track = track
        self.phaseDuration = phaseDuration
        self.markedTimes = markedTimes
        samples = track.samples
        drawnComponents = Self.drawnComponents(of: samples)
        valueRange = Self.valueRange(of: samples, components: drawnComponents, scale: Self.unitScale(track.property))
    }

    /// The factor from the timeline's unit to the plot's: degrees for angles.
    static func unitScale(_ property: Property) -> Double {
        property.valueKind == .angle ? 180 / Double.pi : 1
    }

    /// The component names a track's values carry.
    static func componentNames(_ property: Property) -> [String] {
        property == .frame ? ["x", "y", "width", "height"] : [property.rawValue]
    }

    /// `presented.frame`, as the plot's title says it.
    var title: String { "\(track.target.name).\(track.property.rawValue)" }

    private var scale: Double { Self.unitScale(track.property) }

    /// The title, the unit when it is not the timeline's, and what holds still.
    private var heading: String {
        let held = heldComponents
        return title + (scale == 1 ? "" : " (°)") + (held.isEmpty ? "" : " · held: " + held.joined(separator: ", "))
    }

    private static func drawnComponents(of samples: [Sample]) -> [Int] {
        let count = samples.first?.values.count ?? 0
        let moving = (0..<count).filter { component in
            let values = samples.map { $0.values[component] }
            return (values.max() ?? 0) - (values.min() ?? 0) > 1e-9
        }
        return moving.isEmpty ? Array(0..<count) : moving
    }

    /// The components that hold still while others move, with their value: `width 323`.
    private var heldComponents: [String] {
        guard let first = samples.first else { return [] }
        let names = Self.componentNames(track.property)
        return first.values.indices.filter { !drawnComponents.contains($0) }.map {
            "\(names[$0]) \(PreviewNumber.rounded(first.values[$0] * scale))"
        }
    }

    private static func valueRange(
        of samples: [Sample], components: [Int], scale: Double
    ) -> (low: Double, high: Double) {
        let values = samples.flatMap { sample in components.map { sample.values[$0] * scale } }
        guard var low = values.min(), var high = values.max() else { return (0, 1) }
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        return (low, high)
    }

    /// The drawing area, in the plot's units, where time runs from `left` (0 s) to `right`.
    var area: (left: Double, right: Double, top: Double, bottom: Double) {
        (Self.left, Self.width - Self.right, Self.top, Self.height - Self.bottom)
    }

    private func x(_ time: Double) -> Double {
        let span = Self.width - Self.left - Self.right
        return Self.left + (phaseDuration > 0 ? time / phaseDuration : 0) * span
    }

    private func y(_ value: Double) -> Double {
        let range = valueRange
        let span = Self.height - Self.top - Self.bottom
        return Self.top + (range.high - value * scale) / (range.high - range.low) * span
    }

    /// The plot's content in SVG, one element a line, in a 320 × 132 coordinate space.
    func lines() -> [String] {
        let c = PreviewNumber.coordinate
        let range = valueRange
        let bottomY = Self.height - Self.bottom
        var lines = [
            "<rect class=\"plot-area\" x=\"\(c(Self.left))\" y=\"\(c(Self.top))\" width=\"\(c(x(phaseDuration) - Self.left))\" "
                + "height=\"\(c(bottomY - Self.top))\" fill=\"#fafafc\" stroke=\"#d2d2d7\"/>",
            "<text x=\"4\" y=\"12\" font-size=\"11\" font-weight=\"600\" fill=\"#1d1d1f\">"
                + HTMLEscaping.text(heading) + "</text>",
            label(PreviewNumber.rounded(range.high), x: Self.left - 4, y: Self.top + 4, anchor: "end"),
            label(PreviewNumber.rounded(range.low), x: Self.left - 4, y: bottomY, anchor: "end"),
            label("0 s", x: Self.left, y: Self.height - 6, anchor: "start"),
        ]
        for time in markedTimes where time > 1e-9 && time < phaseDuration - 1e-9 {
            lines.append(
                "<line class=\"mark\" x1=\"\(c(x(time)))\" y1=\"\(c(Self.top))\" x2=\"\(c(x(time)))\" y2=\"\(c(bottomY))\" "
                    + "stroke=\"#b0b0b8\" stroke-dasharray=\"2 2\"/>")
        }
        lines.append(
            "<line class=\"phase-end\" x1=\"\(c(x(phaseDuration)))\" y1=\"\(c(Self.top - 4))\" "
                + "x2=\"\(c(x(phaseDuration)))\" y2=\"\(c(bottomY))\" stroke=\"#1d1d1f\"/>")
        lines.append(
            label(
                "end \(PreviewNumber.rounded(phaseDuration)) s", x: x(phaseDuration), y: Self.height - 6, anchor: "end")
        )
        guard let last = samples.last else { return lines }
        for component in drawnComponents {
            let final = last.values[component]
            let color = Self.colors[component % Self.colors.count]
            lines.append(
                "<line class=\"final\" x1=\"\(c(Self.left))\" y1=\"\(c(y(final)))\" x2=\"\(c(x(phaseDuration)))\" "
                    + "y2=\"\(c(y(final)))\" stroke=\"\(color)\" stroke-opacity=\"0.45\" stroke-dasharray=\"4 3\"/>")
            let points = samples.map { "\(c(x($0.time))),\(c(y($0.values[component])))" }
            lines.append(
                "<polyline class=\"component\" data-component=\"\(component)\" fill=\"none\" stroke=\"\(color)\" "
                    + "stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>")
        }
        return lines
    }

    private func label(_ text: String, x: Double, y: Double, anchor: String) -> String {
        let c = PreviewNumber.coordinate
        return "<text x=\"\(c(x))\" y=\"\(c(y))\" font-size=\"10\" text-anchor=\"\(anchor)\" fill=\"#6e6e73\">"
            + HTMLEscaping.text(text) + "</text>"
    }
}

extension TrackPlot {
    /// A plot per track of `sampled`, in timeline order, each marked by its model track in
    /// `phase` (the timeline's tracks are `Phase.allTracks`, one to one).
    static func plots(_ phase: Phase, sampled: PhaseTimeline) -> [TrackPlot] {
        let models: [Track?] =
            phase.allTracks.count == sampled.tracks.count ? phase.allTracks : sampled.tracks.map { _ in nil }
        return zip(sampled.tracks, models).map { TrackPlot($0, track: $1, phaseDuration: sampled.duration) }
    }

    /// The plot of `sampled`, the timeline of `track` in a phase of `phaseDuration` seconds:
    /// marked at the track's start and end and at each key time.
    init(_ sampled: TrackTimeline, track: Track?, phaseDuration: Double) {
        var marks: [Double] = []
        if let timing = track?.timing {
            marks = [timing.delay, timing.delay + timing.duration]
            if case .keyframes(_, let times, _) = track?.animation {
                marks += times.map { timing.delay + $0 * timing.duration }
            }
        }
        self.init(track: sampled, phaseDuration: phaseDuration, markedTimes: marks)
    }
}
