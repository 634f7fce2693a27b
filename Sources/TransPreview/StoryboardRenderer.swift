// Program + timeline → a static SVG storyboard: each phase's stage at 0, 25, 50, 75 and 100 %, and its plots.
import TransModel
import TransTimeline

/// Renders `transc preview --format svg`: a picture for docs and code review, where a page
/// cannot play.
///
/// The stage is drawn as the page draws it at those times (`StageState`), flat: SVG has no 3D,
/// so a turn about x or y is drawn as its projection without perspective, a scale by the cosine
/// of the angle along the other axis. The same input always gives the same bytes.
enum StoryboardRenderer {
    /// The shares of each phase the storyboard shows.
    static let shares = [0, 0.25, 0.5, 0.75, 1]
    private static let margin = 24.0, gap = 16.0, stageHeight = 200.0, plotsPerRow = 3

    static func svg(_ program: Program, timeline: Timeline) -> String {
        let container = (width: timeline.options.containerWidth, height: timeline.options.containerHeight)
        let stageWidth = container.width * stageHeight / container.height
        let columns = max(Double(shares.count) * (stageWidth + gap), Double(plotsPerRow) * (TrackPlot.width + gap))
        var body = [text(timeline.sourceName, x: margin, y: margin + 16, size: 18, weight: "700")]
        var y = margin + 34
        for (index, (transition, sampled)) in zip(program.transitions, timeline.transitions).enumerated() {
            body.append(text(transition.name, x: margin, y: y + 16, size: 16, weight: "700"))
            y += 28
            for phase in sampled.phases.indices {
                printPhase(
                    transition, timeline: sampled, phase: phase, container: container,
                    clipPrefix: "clip-\(index)-\(phase)",
                    y: &y, into: &body)
            }
        }
        let c = PreviewNumber.coordinate
        let (width, height) = (columns + 2 * margin - gap, y + margin)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(c(width))\" height=\"\(c(height))\" "
            + "viewBox=\"0 0 \(c(width)) \(c(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
            + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// One phase from `y` down: its title, the row of stages with captions, then the plots,
    /// `plotsPerRow` to a row; `y` moves below them.
    private static func printPhase(
        _ transition: Transition, timeline: TransitionTimeline, phase: Int, container: (width: Double, height: Double),
        clipPrefix: String, y: inout Double, into body: inout [String]
    ) {
        let model = phase == 0 ? transition.present : transition.dismiss
        let sampled = timeline.phases[phase]
        let scale = stageHeight / container.height
        let title = "\(model.kind.rawValue) · \(PreviewNumber.rounded(sampled.duration)) s"
        body.append(text(title, x: margin, y: y + 13, size: 13, weight: "600"))
        y += 22
        for (column, share) in shares.enumerated() {
            let time = share * sampled.duration
            let x = margin + Double(column) * (container.width * scale + gap)
            body += StoryboardStage.lines(
                transition, timeline: timeline, phase: phase, time: time, container: container, at: (x, y, scale),
                clipID: "\(clipPrefix)-\(column)")
            let caption = "\(Int(share * 100)) % · \(PreviewNumber.rounded(time)) s"
            body.append(text(caption, x: x, y: y + stageHeight + 14, size: 11, weight: "400"))
        }
        y += stageHeight + 26
        let c = PreviewNumber.coordinate
        for (order, plot) in TrackPlot.plots(model, sampled: sampled).enumerated() {
            let x = margin + Double(order % plotsPerRow) * (TrackPlot.width + gap)
            let top = y + Double(order / plotsPerRow) * (TrackPlot.height + gap)
            body.append("<g class=\"plot\" transform=\"translate(\(c(x)),\(c(top)))\">")
            body += plot.lines().map { "  " + $0 }
            body.append("</g>")
        }
        let plotRows = (sampled.tracks.count + plotsPerRow - 1) / plotsPerRow
        y += Double(plotRows) * (TrackPlot.height + gap) + 8
    }

    private static func text(_ content: String, x: Double, y: Double, size: Int, weight: String) -> String {
        "<text x=\"\(PreviewNumber.coordinate(x))\" y=\"\(PreviewNumber.coordinate(y))\" font-size=\"\(size)\" "
            + "font-weight=\"\(weight)\" fill=\"#1d1d1f\">\(HTMLEscaping.text(content))</text>"
    }
}
