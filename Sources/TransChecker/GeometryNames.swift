// The names of the geometry beyond the container's bounds: its safe area
// (`container.safeArea.bottom`), the presented controller's content size (`content.height`)
// and, in a sheet's custom detent, the maximum detent value.
import TransModel
import TransSyntax

extension ExpressionChecker {
    /// `container.safeArea.EDGE`: the container view's `safeAreaInsets` on that edge, a length.
    func safeArea(_ edge: Identifier, as type: ValueType, at range: SourceRange) -> Value? {
        guard let side = Edge(rawValue: edge.name) else {
            context.report(
                CheckerMessages.unknownSafeAreaEdge(
                    edge.name, suggestion: Suggestions.closest(to: edge.name, among: Edge.allCases.map(\.rawValue)),
                    at: edge.range))
            return nil
        }
        guard type == .number || { if case .length = type { return true } else { return false } }() else {
            return mismatch(type, found: "a length", at: range)
        }
        if maximumDetentAvailable {
            context.report(CheckerMessages.geometryInDetent("container", at: range))
            return nil
        }
        return .scalar(.safeArea(side))
    }

    /// `content.width` / `content.height`: the presented controller's content size, a length.
    func content(_ dimension: Identifier, as type: ValueType, at range: SourceRange) -> Value? {
        guard let side = Dimension(rawValue: dimension.name) else {
            context.report(
                CheckerMessages.unknownMember(
                    dimension.name, of: "the content size",
                    suggestion: Suggestions.closest(to: dimension.name, among: ["width", "height"]), at: dimension.range
                ))
            return nil
        }
        guard type == .number || { if case .length = type { return true } else { return false } }() else {
            return mismatch(type, found: "a length", at: range)
        }
        if maximumDetentAvailable {
            context.report(CheckerMessages.geometryInDetent("content", at: range))
            return nil
        }
        return .scalar(.content(side))
    }

    /// A name in a custom detent's height: `maximum` is the resolution context's
    /// `maximumDetentValue`; the container and `final` are not known to a resolver (UIKit hands
    /// it only the maximum), so they are errors. Nil for any other name.
    func detentName(_ name: String, as type: ValueType, at range: SourceRange) -> Value?? {
        if name == "maximum", type == .number || type == .length(.vertical) {
            return .some(.scalar(.maximumDetentValue))
        }
        guard name == "container" || name == "final" else { return nil }
        context.report(CheckerMessages.geometryInDetent(name, at: range))
        return .some(nil)
    }
}
