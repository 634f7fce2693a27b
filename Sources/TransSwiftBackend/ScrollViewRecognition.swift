// The one delegate method both pans that hand off to a scroll view declare: the dismissal's pan
// (InteractionPanPrinter) and the resting positions' pan (RestingPositionsGenerator).

extension SwiftDeclaration {
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: recognizes beside the pan of a
    /// scroll view inside the presented view and keeps that scroll view in `self.scrollView`, so
    /// that the pan can take over at its edge.
    static func simultaneousScrollViewRecognition(documentation: [String]) -> SwiftDeclaration {
        .wrappedFunction(
            documentation: documentation, head: "func gestureRecognizer",
            parameters: [
                "_ gestureRecognizer: UIGestureRecognizer",
                "shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer",
            ], tail: "-> Bool",
            body: [
                .guardElse(
                    conditions: [
                        "let scrollView = otherGestureRecognizer.view as? UIScrollView",
                        "otherGestureRecognizer === scrollView.panGestureRecognizer",
                        "let view = gestureRecognizer.view, scrollView.isDescendant(of: view)",
                    ], otherwise: [.returning("false")]),
                .line("self.scrollView = scrollView"),
                .returning("true"),
            ])
    }
}
