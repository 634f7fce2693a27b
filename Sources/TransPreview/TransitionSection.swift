// One transition's row on the page: its stage, and the controls and facts beside it.
import TransModel
import TransTimeline

/// Prints a transition's `<section>`: the stage, the name and `doc:` text, the buttons, the
/// scrubber and speed, and each phase's duration with a badge when it is UIKit's own animation.
enum TransitionSection {
    static func print(
        _ transition: Transition, timeline: TransitionTimeline, index: Int, container: (width: Double, height: Double),
        safeArea: EdgeInsets, into printer: inout HTMLPrinter
    ) {
        let size = "--w: \(PreviewNumber.rounded(container.width)); --h: \(PreviewNumber.rounded(container.height))"
        printer.open(
            "section",
            [
                ("class", "transition"), ("id", "transition-\(transition.name)"), ("data-index", String(index)),
                ("style", size), ("aria-label", transition.name),
            ])
        let geometry = Geometry(
            containerWidth: container.width, containerHeight: container.height, finalFrame: transition.finalFrame,
            safeArea: safeArea)
        StageMarkup.print(transition, tags: PreviewScene.tags(of: transition), geometry: geometry, into: &printer)
        printer.open("div", [("class", "controls")])
        printer.element("h2", text: transition.name)
        if let documentation = transition.documentation {
            printer.element("p", [("class", "doc")], text: documentation)
        }
        printFacts(transition, container: container, into: &printer)
        printButtons(into: &printer)
        printTransport(total: timeline.phases.map(\.duration).reduce(0, +), into: &printer)
        printPhases(transition, timeline: timeline, into: &printer)
        printer.close()
        AnalysisMarkup.print(transition, timeline: timeline, container: container, into: &printer)
        printer.close()
    }

    /// `style`, `system` and the interactive dismissal, which a drag on the stage plays.
    private static func printFacts(
        _ transition: Transition, container: (width: Double, height: Double), into printer: inout HTMLPrinter
    ) {
        printer.open("ul", [("class", "facts")])
        printer.element("li", text: "style: \(transition.style.rawValue)")
        if let system = transition.systemAnimation {
            printer.element("li", text: "system: \(system.rawValue)")
        }
        if transition.presentation?.passthrough == true {
            printer.element(
                "li", [("class", "passthrough")],
                text: "passthrough: touches outside the presented view reach the presenting view")
        }
        if let interactive = transition.interactiveDismissal {
            let gesture =
                "pan(\(interactive.direction.directionName), threshold: \(PreviewNumber.rounded(interactive.threshold)))"
            printer.element(
                "li", [("class", "interactive")], text: "interactive: \(gesture): drag the card on the stage")
        }
        if let rests = RestMarkup.fact(transition, container: container) {
            printer.element("li", [("class", "rests")], text: rests)
        }
        printer.close()
    }

    private static func printButtons(into printer: inout HTMLPrinter) {
        printer.open("div", [("class", "buttons"), ("role", "group"), ("aria-label", "Play")])
        for (action, label) in [("present", "Present"), ("dismiss", "Dismiss"), ("both", "Play both")] {
            printer.element("button", [("type", "button"), ("data-action", action)], text: label)
        }
        printer.element(
            "button", [("type", "button"), ("data-action", "toggle"), ("title", "Play or pause (Space)")], text: "Play")
        printer.close()
        printer.open("div", [("class", "buttons modes"), ("role", "group"), ("aria-label", "View")])
        for (mode, label, hint) in [
            ("outline", "Outline", "Draw the presented view as an outline, to see what is behind it"),
            ("trail", "Trail", "Onion skin: the presented view's earlier positions in this phase"),
            ("loop", "Loop", "Play again from the start when playback ends"),
        ] {
            printer.element(
                "button", [("type", "button"), ("data-mode", mode), ("aria-pressed", "false"), ("title", hint)],
                text: label)
        }
        printer.close()
    }

    /// The scrubber over both phases, present then dismiss (the script sets its exact end), the
    /// clock, and the speed buttons.
    private static func printTransport(total: Double, into printer: inout HTMLPrinter) {
        printer.open("div", [("class", "transport")])
        var scrubber: [HTMLAttribute] = [
            ("type", "range"), ("class", "scrubber"), ("min", "0"), ("max", PreviewNumber.rounded(total)),
            ("step", "any"), ("value", "0"), ("aria-label", "Time"),
        ]
        if total == 0 { scrubber.append(("disabled", "")) }
        printer.void("input", scrubber)
        printer.element("output", [("class", "clock")], text: "present 0.000 s")
        printer.close()
        printer.open("div", [("class", "speed"), ("role", "group"), ("aria-label", "Speed")])
        printer.element("span", text: "Speed")
        for (speed, label) in [("1", "1×"), ("0.25", "0.25×")] {
            printer.element(
                "button", [("type", "button"), ("data-speed", speed), ("aria-pressed", String(speed == "1"))],
                text: label)
        }
        printer.close()
    }

    /// Each phase: its name, duration and where it comes from.
    private static func printPhases(
        _ transition: Transition, timeline: TransitionTimeline, into printer: inout HTMLPrinter
    ) {
        printer.open("ul", [("class", "phases")])
        for (phase, sampled) in zip([transition.present, transition.dismiss], timeline.phases) {
            printer.open("li")
            printer.element("span", [("class", "phase-name")], text: phase.kind.rawValue)
            printer.element("span", text: "\(PreviewNumber.rounded(sampled.duration)) s")
            switch phase.origin {
            case .written:
                break
            case .reversed:
                printer.element("span", [("class", "origin")], text: "reverse of present")
            case .system(let animation):
                let note = sampled.tracks.isEmpty ? ", shown as a cut" : ""
                printer.element("span", [("class", "origin")], text: "UIKit's \(animation.rawValue)\(note)")
            }
            if sampled.isApproximate {
                printer.element("span", [("class", "badge")], text: "approximate (UIKit's own animation)")
            }
            printer.close()
        }
        printer.close()
    }
}
