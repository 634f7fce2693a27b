// The one delegate method both pans that hand off to a scroll view print: the dismissal's pan
// (InteractionPanPrinter) and the resting positions' pan (RestingPositionsGenerator).

extension CodePrinter {
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: recognizes beside the pan of a
    /// scroll view inside the presented view and keeps that scroll view in `self.scrollView`, so
    /// that the pan can take over at its edge.
    mutating func printSimultaneousScrollViewRecognition() {
        line("func gestureRecognizer(")
        withIndentation {
            $0.lines([
                "_ gestureRecognizer: UIGestureRecognizer,",
                "shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer",
            ])
        }
        block(") -> Bool") { printer in
            printer.line("guard let scrollView = otherGestureRecognizer.view as? UIScrollView,")
            printer.line("      otherGestureRecognizer === scrollView.panGestureRecognizer,")
            printer.line("      let view = gestureRecognizer.view, scrollView.isDescendant(of: view)")
            printer.line("else { return false }")
            printer.line("self.scrollView = scrollView")
            printer.line("return true")
        }
    }
}
