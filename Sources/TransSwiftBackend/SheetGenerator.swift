// `sheet { … }` as the presented controller's `sheetPresentationController` settings, made
// in `prepare(_:)`: Apple's UISheetPresentationController overview says to "configure the sheet
// presentation controller in its sheetPresentationController property" before presenting.
import TransModel

/// Prints the lines of `prepare(_:)` that configure UIKit's sheet.
struct SheetGenerator {
    let sheet: Sheet
    let names: TypeNames

    /// `if let sheet = presented.sheetPresentationController { … }`: the property is nil
    /// unless the style is a sheet's, which the line before has set.
    func print(into printer: inout CodePrinter) {
        printer.block("if let sheet = presented.sheetPresentationController") { printer in
            let detents = sheet.detents.indices.map(detent)
            if detents.count == 1 {
                printer.line("sheet.detents = [\(detents[0])]")
            } else {
                printer.line("sheet.detents = [")
                printer.withIndentation { printer in
                    for (index, detent) in detents.enumerated() {
                        printer.line(detent + (index == detents.count - 1 ? "" : ","))
                    }
                }
                printer.line("]")
            }
            if let selected = sheet.selected {
                printer.line("sheet.selectedDetentIdentifier = \(identifier(selected))")
            }
            if let undimmed = sheet.largestUndimmed {
                printer.line("sheet.largestUndimmedDetentIdentifier = \(identifier(undimmed))")
            }
            if let grabber = sheet.grabber { printer.line("sheet.prefersGrabberVisible = \(grabber)") }
            if let radius = sheet.cornerRadius {
                printer.line("sheet.preferredCornerRadius = \(NumberLiteral.swift(radius))")
            }
            if let expands = sheet.scrollingExpands {
                printer.line("sheet.prefersScrollingExpandsWhenScrolledToEdge = \(expands)")
            }
            if let attached = sheet.edgeAttachedInCompactHeight {
                printer.line("sheet.prefersEdgeAttachedInCompactHeight = \(attached)")
            }
            if let follows = sheet.widthFollowsContentSize {
                printer.line("sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = \(follows)")
            }
        }
    }

    /// The detent at `index`: `.medium()`, `.large()`, or a custom one whose resolver computes
    /// its height from the context's `maximumDetentValue` (a height "within the safe area of
    /// the sheet", Apple's `custom(identifier:resolver:)`).
    private func detent(_ index: Int) -> String {
        switch sheet.detents[index] {
        case .medium: ".medium()"
        case .large: ".large()"
        case .custom(let height):
            ".custom(identifier: \(identifier(index))) { context in "
                + "\(GeometryExpression.scalar(height)) }"
        }
    }

    /// A detent's identifier: UIKit's own for the system detents; for a custom one, the
    /// transition's type name and the detent's place, unique among the app's sheets.
    private func identifier(_ index: Int) -> String {
        switch sheet.detents[index] {
        case .medium: ".medium"
        case .large: ".large"
        case .custom:
            "UISheetPresentationController.Detent.Identifier(\"\(names.transition).detent\(index)\")"
        }
    }
}
