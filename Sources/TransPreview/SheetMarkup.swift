// A system sheet on the stage: a dashed line at the top of each detent, where the sheet can
// rest, labelled with the detent and its height, and the grabber on the presented view.
import TransModel

/// Prints the detent lines of a `sheet { … }` and its grabber. The lines stand still on the
/// screen; the grabber is a child of the presented view, so it moves with the sheet.
enum SheetMarkup {
    /// Inline styles, so that only pages with a sheet carry them.
    private static let lineStyle =
        "position: absolute; left: 0; right: 0; border-top: 2px dashed rgba(91, 91, 240, 0.7); pointer-events: none"
    private static let labelStyle = "position: absolute; right: 8px; top: 2px; font-size: 13px; color: #4b3fd0"
    private static let grabberStyle =
        "position: absolute; top: 5px; left: 50%; width: 36px; height: 5px; margin-left: -18px; border-radius: 3px; "
        + "background: rgba(255, 255, 255, 0.6)"

    /// One line per detent, at the top of the frame the sheet has resting there, in the
    /// container's points (the stage scales them with the screen).
    static func printDetentLines(_ sheet: Sheet, geometry: Geometry, into printer: inout HTMLPrinter) {
        for (index, detent) in sheet.detents.enumerated() {
            let top = geometry.evaluate(Sheet.frame(restingAt: detent.resolvedHeight)).y
            let isSelected = index == sheet.selected
            printer.open(
                "div",
                [
                    ("class", isSelected ? "detent selected" : "detent"), ("data-detent", String(index)),
                    (
                        "style",
                        "\(lineStyle); top: \(PreviewNumber.rounded(top))px\(isSelected ? "; border-top-style: solid" : "")"
                    ),
                ])
            printer.element(
                "span", [("style", labelStyle)],
                text: "\(label(detent)) · \(PreviewNumber.rounded(geometry.height(of: detent))) pt")
            printer.close()
        }
    }

    /// The grabber UIKit draws at the top of the sheet (`prefersGrabberVisible`).
    static func printGrabber(_ sheet: Sheet, into printer: inout HTMLPrinter) {
        guard sheet.grabber == true else { return }
        printer.element("div", [("class", "grabber"), ("aria-label", "grabber"), ("style", grabberStyle)])
    }

    /// The detent as the language writes it.
    private static func label(_ detent: SheetDetent) -> String {
        switch detent {
        case .medium: "medium"
        case .large: "large"
        case .custom: "height(…)"
        }
    }
}
