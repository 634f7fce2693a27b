// `passthrough: true`: the view that lets touches outside the presented view through.

/// Prints `NAMEPassthroughView`, the backdrop a passthrough presentation puts in the container.
/// UIKit delivers a touch to the view `hitTest(_:with:)` returns (Apple: "Using responders and
/// the responder chain to handle events"); the container returns itself where no subview takes
/// the touch, so this view covers it and, where the touch lands on the backdrop itself, returns
/// what the forwarding view (the presenting controller's) would have: the screen behind works.
/// With a dimming view it forwards only while the dimming is clear, as UIKit's sheets pass
/// touches only below `largestUndimmedDetentIdentifier`: a dimmed screen takes no touches.
struct PassthroughViewGenerator {
    let names: TypeNames
    /// Whether the presentation has a dimming view, which blocks the touches where it shows.
    let dimmed: Bool

    var declaration: SwiftDeclaration {
        var properties: [SwiftDeclaration] = [
            .line(
                documentation: ["The view that gets the touches that land on the backdrop (the presenting view)."],
                "weak var forwardingView: UIView?")
        ]
        if dimmed {
            properties.append(
                .line(
                    documentation: [
                        "The dimming view: where it shows, the screen behind is dimmed and takes no touches."
                    ],
                    "weak var dimmingView: UIView?"))
        }
        let clear = dimmed ? ", (dimmingView?.alpha ?? 0) == 0" : ""
        return .type(
            documentation: [
                "The backdrop of a `passthrough` presentation: a touch on it, outside the presented view,",
                "goes to the view behind the presentation instead.",
            ], attributes: ["@MainActor"], modifiers: "private final", keyword: "class", name: names.passthroughView,
            supertypes: ["UIView"],
            members: [
                .adjacent(properties),
                .function(
                    signature: "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
                    body: [
                        .line("let hit = super.hitTest(point, with: event)"),
                        .line("guard hit === self, let forwardingView\(clear) else { return hit }"),
                        .returning("forwardingView.hitTest(convert(point, to: forwardingView), with: event)"),
                    ]),
            ])
    }
}
