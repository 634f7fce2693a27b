// Program + timeline → one self-contained HTML page that plays each transition on a phone-shaped stage.
import TransModel
import TransTimeline

/// Renders the page `transc preview` writes.
public enum PreviewRenderer {
    /// The id of the script element holding the timeline JSON.
    static let timelineElementID = "trans-timeline"
    /// The id of the script element holding the scene JSON.
    static let sceneElementID = "trans-preview"

    /// One self-contained HTML page (inline style and script, no network, no fonts) that plays
    /// every transition of `program` from `timeline`, which must be `program` evaluated by
    /// `TimelineEvaluator`.
    ///
    /// The timeline is embedded byte for byte as `TimelineRenderer.json` writes it, except that
    /// each `<` is written as the JSON escape `\u003c`, in
    /// `<script type="application/json" id="trans-timeline">`; the scene (final frames, dimming,
    /// anchors, perspective, layering) follows in `id="trans-preview"`. Names and `doc:` text are
    /// HTML-escaped wherever shown. The same input always gives the same bytes.
    public static func html(_ program: Program, timeline: Timeline) -> String {
        var printer = HTMLPrinter()
        printer.open("html", [("lang", "en")])
        printHead(title: "\(timeline.sourceName) — transc preview", into: &printer)
        printer.open("body")
        printHeader(program, timeline: timeline, into: &printer)
        printer.open("main")
        let container = (width: timeline.options.containerWidth, height: timeline.options.containerHeight)
        for (index, (transition, sampled)) in zip(program.transitions, timeline.transitions).enumerated() {
            TransitionSection.print(
                transition, timeline: sampled, index: index, container: container, safeArea: timeline.options.safeArea,
                into: &printer)
        }
        if program.transitions.isEmpty {
            printer.element("p", [("class", "empty")], text: "This file defines no transitions.")
        }
        printer.close()
        printer.raw(
            "script", [("type", "application/json"), ("id", timelineElementID)],
            content: HTMLEscaping.scriptData(json: TimelineRenderer.json(timeline)))
        printer.raw(
            "script", [("type", "application/json"), ("id", sceneElementID)],
            content: HTMLEscaping.scriptData(json: PreviewScene.json(program, options: timeline.options).previewText))
        printer.raw("script", content: PreviewScript.source)
        printer.close()
        printer.close()
        return "<!DOCTYPE html>\n" + printer.output
    }

    /// A static storyboard in SVG for docs and code review: for each transition and phase the
    /// stage at 0, 25, 50, 75 and 100 % of the phase, then a plot per track. `timeline` must be
    /// `program` evaluated by `TimelineEvaluator`; the same input always gives the same bytes.
    public static func svg(_ program: Program, timeline: Timeline) -> String {
        StoryboardRenderer.svg(program, timeline: timeline)
    }

    /// The head: encoding, a policy that forbids every network request, the title, the styles.
    private static func printHead(title: String, into printer: inout HTMLPrinter) {
        printer.open("head")
        printer.void("meta", [("charset", "utf-8")])
        printer.void(
            "meta",
            [
                ("http-equiv", "Content-Security-Policy"),
                ("content", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"),
            ])
        printer.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        printer.element("title", text: title)
        printer.raw("style", content: PreviewStyle.source)
        printer.close()
    }

    /// The file's name, what the page shows, and the keys.
    private static func printHeader(_ program: Program, timeline: Timeline, into printer: inout HTMLPrinter) {
        let options = timeline.options
        let count = program.transitions.count
        let size = [options.containerWidth, options.containerHeight].map { PreviewNumber.rounded($0) }
        printer.open("header")
        printer.element("h1", text: timeline.sourceName)
        printer.element(
            "p",
            text: "\(count) transition\(count == 1 ? "" : "s") · container \(size[0]) × \(size[1]) pt · "
                + "sampled at \(options.fps) fps")
        printer.element(
            "p", [("class", "keys")],
            text: "Space plays or pauses the selected transition; ← and → step one frame while paused.")
        printer.element("p", [("class", "message"), ("role", "alert"), ("hidden", "")])
        printer.close()
    }
}
