// A transition's stage: a phone-shaped frame holding the presenting, dimming and presented views.
import TransModel

/// Prints the stage. The screen is the container at its size in points, scaled by CSS to fit;
/// the script moves the views whose `data-target` names a timeline target.
enum StageMarkup {
    /// The rows of the neutral mock drawn on the presenting screen.
    private static let mockRows = 6

    /// `geometry` places a sheet's detent lines and the resting positions' lines.
    static func print(_ transition: Transition, tags: [Int], geometry: Geometry, into printer: inout HTMLPrinter) {
        printer.open("div", [("class", "device"), ("role", "img"), ("aria-label", "\(transition.name), on a phone")])
        printer.open("div", [("class", "viewport")])
        printer.open("div", [("class", "screen")])
        printPresenting(into: &printer)
        if transition.presentation?.dimming != nil {
            printer.element("div", [("class", "dimming"), ("data-target", Target.dimming.name)])
        }
        printPresented(transition, tags: tags, into: &printer)
        if let sheet = transition.sheet { SheetMarkup.printDetentLines(sheet, geometry: geometry, into: &printer) }
        RestMarkup.printLines(
            transition, container: (geometry.containerWidth, geometry.containerHeight), into: &printer)
        printer.close()
        printer.close()
        printer.close()
    }

    /// The presenting screen: a grey mock of an app screen, with its shade overlay.
    private static func printPresenting(into printer: inout HTMLPrinter) {
        printer.open("div", [("class", "view presenting"), ("data-target", Target.presenting.name)])
        printer.open("div", [("class", "mock")])
        printer.element("div", [("class", "mock-title")], text: "Presenting screen")
        for _ in 0..<mockRows { printer.element("div", [("class", "mock-row")]) }
        printer.close()
        printer.element("div", [("class", "shade")])
        printer.close()
    }

    /// The presented view: a card with the transition's name, a box for each tagged subview,
    /// and its shade overlay.
    private static func printPresented(_ transition: Transition, tags: [Int], into printer: inout HTMLPrinter) {
        let classes = tags.isEmpty ? "view presented" : "view presented has-tags"
        printer.open("div", [("class", classes), ("data-target", Target.presented.name)])
        if let sheet = transition.sheet { SheetMarkup.printGrabber(sheet, into: &printer) }
        printer.open("div", [("class", "card-label")])
        printer.element("strong", text: transition.name)
        printer.element("span", text: "presented")
        printer.close()
        for tag in tags {
            printer.open("div", [("class", "view tag"), ("data-target", Target.presentedTag(tag).name)])
            printer.element("span", text: "tag \(tag)")
            printer.element("div", [("class", "shade")])
            printer.close()
        }
        printer.element("div", [("class", "shade")])
        printer.close()
    }
}
