// `sheet { … }` as the presented controller's `sheetPresentationController` settings, made
// in `prepare(_:)`: Apple's UISheetPresentationController overview says to "configure the sheet
// presentation controller in its sheetPresentationController property" before presenting.
import TransModel

/// Builds the statement of `prepare(_:)` that configures UIKit's sheet.
struct SheetGenerator {
    let sheet: Sheet
    let names: TypeNames

    /// `if let sheet = presented.sheetPresentationController { … }`: the property is nil
    /// unless the style is a sheet's, which the line before has set.
    var statement: SwiftStatement {
        let detents = sheet.detents.indices.map(detent)
        var body: [SwiftStatement] = [
            detents.count == 1
                ? .line("sheet.detents = [\(detents[0])]")
                : .assignArray(target: "sheet.detents", elements: detents, trailingComma: false)
        ]
        if let selected = sheet.selected {
            body.append(.line("sheet.selectedDetentIdentifier = \(identifier(selected))"))
        }
        if let undimmed = sheet.largestUndimmed {
            body.append(.line("sheet.largestUndimmedDetentIdentifier = \(identifier(undimmed))"))
        }
        if let grabber = sheet.grabber { body.append(.line("sheet.prefersGrabberVisible = \(grabber)")) }
        if let radius = sheet.cornerRadius {
            body.append(.line("sheet.preferredCornerRadius = \(NumberLiteral.swift(radius))"))
        }
        if let expands = sheet.scrollingExpands {
            body.append(.line("sheet.prefersScrollingExpandsWhenScrolledToEdge = \(expands)"))
        }
        if let attached = sheet.edgeAttachedInCompactHeight {
            body.append(.line("sheet.prefersEdgeAttachedInCompactHeight = \(attached)"))
        }
        if let follows = sheet.widthFollowsContentSize {
            body.append(.line("sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = \(follows)"))
        }
        return .ifThen(condition: "let sheet = presented.sheetPresentationController", body: body)
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
