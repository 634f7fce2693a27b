// Under each stage: per phase the resolved numbers and a plot per track, which the script hovers.
import TransModel
import TransTimeline

/// Prints a transition's analysis: for each phase, the final frame, the table of
/// `PhaseNumbers`, and each track's `TrackPlot` as inline SVG. The script moves a playhead on
/// the plots of the phase shown and, under the pointer, a cursor with the values at that time.
enum AnalysisMarkup {
    static func print(
        _ transition: Transition, timeline: TransitionTimeline, container: (width: Double, height: Double),
        into printer: inout HTMLPrinter
    ) {
        let geometry = Geometry(
            containerWidth: container.width, containerHeight: container.height, finalFrame: transition.finalFrame)
        printer.open("div", [("class", "analysis")])
        for (index, (phase, sampled)) in zip([transition.present, transition.dismiss], timeline.phases).enumerated() {
            printer.open("div", [("class", "phase-analysis"), ("data-phase", String(index))])
            // `relayout: false`: a layout pass leaves the view where the animator landed it.
            let kept = transition.presentation?.relayout == false ? " · relayout: false" : ""
            printer.element(
                "h3",
                text: "\(phase.kind.rawValue) · final frame \(PhaseNumbers.finalFrame(geometry.finalFrame))\(kept)")
            printTable(phase, into: &printer)
            printer.open("div", [("class", "plots")])
            for (order, plot) in TrackPlot.plots(phase, sampled: sampled).enumerated() {
                printPlot(plot, phase: index, order: order, into: &printer)
            }
            if sampled.tracks.isEmpty {
                printer.element("p", [("class", "no-tracks")], text: "No tracks: a cut.")
            }
            printer.close()
            printer.close()
        }
        printer.close()
    }

    private static func printTable(_ phase: Phase, into printer: inout HTMLPrinter) {
        let rows = PhaseNumbers.rows(phase)
        guard !rows.isEmpty else { return }
        printer.open("table", [("class", "numbers")])
        printer.open("tr")
        for column in PhaseNumbers.columns { printer.element("th", text: column) }
        printer.close()
        for row in rows {
            printer.open("tr")
            for cell in row { printer.element("td", text: cell) }
            printer.close()
        }
        printer.close()
    }

    /// The plot as inline SVG, with the playhead, the hover cursor and its readout the script uses.
    private static func printPlot(_ plot: TrackPlot, phase: Int, order: Int, into printer: inout HTMLPrinter) {
        let c = PreviewNumber.coordinate
        let area = plot.area
        let extras = [
            "<line class=\"playhead\" x1=\"\(c(area.left))\" y1=\"\(c(area.top))\" x2=\"\(c(area.left))\" "
                + "y2=\"\(c(area.bottom))\" stroke=\"#0a66d8\"/>",
            "<line class=\"cursor\" x1=\"0\" y1=\"\(c(area.top))\" x2=\"0\" y2=\"\(c(area.bottom))\" stroke=\"#1d1d1f\" "
                + "visibility=\"hidden\"/>",
            "<text class=\"readout\" x=\"\(c(TrackPlot.width - 4))\" y=\"12\" font-size=\"10\" text-anchor=\"end\" "
                + "fill=\"#1d1d1f\"></text>",
        ]
        printer.raw(
            "svg",
            [
                ("class", "plot"), ("viewBox", "0 0 \(c(TrackPlot.width)) \(c(TrackPlot.height))"),
                ("data-phase", String(phase)), ("data-track", String(order)),
                ("data-area", "\(c(area.left)) \(c(area.right))"),
                ("data-unit-scale", String(TrackPlot.unitScale(plot.track.property))),
                ("data-components", TrackPlot.componentNames(plot.track.property).joined(separator: " ")),
                ("role", "img"), ("aria-label", "\(plot.title) against time"),
            ],
            content: (plot.lines() + extras).joined(separator: "\n"))
    }
}
