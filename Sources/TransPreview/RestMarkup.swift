// The resting positions on the stage: a dashed line at each one's top edge, named, and a fact
// line beside the stage listing them.
import TransModel
import TransTimeline

/// Prints what the preview shows of `rests { … }`, evaluated in the preview's container with
/// `RestingMotion`, the same rules the emitted pan follows (docs/timeline.md).
enum RestMarkup {
    /// The lines on the screen, one per position, lowest first: `top` is its top edge in points.
    static func printLines(
        _ transition: Transition, container: (width: Double, height: Double), into printer: inout HTMLPrinter
    ) {
        guard let motion = motion(transition, container: container), let rests = transition.presentation?.rests
        else { return }
        for (rest, top) in zip(rests.rests, motion.tops) {
            printer.open(
                "div",
                [
                    ("class", "rest"), ("data-rest", rest.name),
                    ("style", "top: \(PreviewNumber.rounded(top))px"),
                ])
            printer.element("span", text: rest.name)
            printer.close()
        }
    }

    /// `rests: tip 762 pt, half 426 pt, full 60 pt; starts at half; tip undimmed; pull down dismisses`.
    static func fact(_ transition: Transition, container: (width: Double, height: Double)) -> String? {
        guard let motion = motion(transition, container: container), let rests = transition.presentation?.rests
        else { return nil }
        let positions = zip(rests.rests, motion.tops).map { "\($0.name) \(PreviewNumber.rounded($1)) pt" }
        var parts = ["rests: " + positions.joined(separator: ", "), "starts at \(rests.initial.name)"]
        if let undimmed = rests.largestUndimmedIndex { parts.append("\(rests.rests[undimmed].name) undimmed") }
        if rests.dismissible { parts.append("a pull below \(rests.rests[0].name) dismisses") }
        return parts.joined(separator: "; ")
    }

    private static func motion(
        _ transition: Transition, container: (width: Double, height: Double)
    )
        -> RestingMotion?
    {
        transition.presentation?.rests.map {
            RestingMotion($0, containerWidth: container.width, containerHeight: container.height)
        }
    }
}
