// A system sheet on the stage: a dashed line at the top of each detent, where the sheet can
// rest, labelled with the detent and its height, and the grabber on the presented view.
import TransModel

/// Prints the detent lines of a `sheet { … }` and its grabber. The lines stand still on the
/// screen; the grabber is a child of the presented view, so it moves with the sheet.
enum SheetMarkup {
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
                    ("style", "top: \(PreviewNumber.rounded(top))px"),
                ])
            printer.element("span", text: "\(label(detent)) · \(PreviewNumber.rounded(geometry.height(of: detent))) pt")
            printer.close()
        }
    }

    /// The grabber UIKit draws at the top of the sheet (`prefersGrabberVisible`).
    static func printGrabber(_ sheet: Sheet, into printer: inout HTMLPrinter) {
        guard sheet.grabber == true else { return }
        printer.element("div", [("class", "grabber"), ("aria-label", "grabber")])
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
