// The `shade` overlay: a dark gradient view over an animated view, its alpha animated.

/// Builds `NAMEShadeView`: a dark gradient covering its superview that ignores touches,
/// found or added by `shade(over:from:to:)` so both phases animate the same overlay.
struct ShadeViewGenerator {
    let names: TypeNames

    var declaration: SwiftDeclaration {
        .type(
            documentation: ["The `shade` overlay (the page-flip shadow): a dark gradient that covers its superview."],
            attributes: ["@MainActor"], modifiers: "private final", keyword: "class", name: names.shadeView,
            supertypes: ["UIView"],
            members: [
                .line("override class var layerClass: AnyClass { CAGradientLayer.self }"), shadeOver, initializer,
                unavailableCoderInitializer,
            ])
    }

    /// `shade(over:from:to:)`: the view's overlay, added transparent the first time.
    private var shadeOver: SwiftDeclaration {
        .function(
            documentation: [
                "The shade over `view`, added transparent if it has none yet, light at `start` and",
                "darkest at `end` (unit points of the view).",
            ],
            signature:
                "static func shade(over view: UIView, from start: CGPoint, to end: CGPoint) -> \(names.shadeView)",
            body: [
                .forIn(
                    pattern: "case let shade as \(names.shadeView)", sequence: "view.subviews",
                    body: [.returning("shade")]),
                .line("let shade = \(names.shadeView)(frame: view.bounds)"),
                .line("shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]"),
                .line("shade.alpha = 0"),
                .ifThen(
                    condition: "let gradient = shade.layer as? CAGradientLayer",
                    body: [.line("gradient.startPoint = start"), .line("gradient.endPoint = end")]),
                .line("view.addSubview(shade)"),
                .returning("shade"),
            ])
    }

    /// The overlay ignores touches and darkens from 0.1 to 0.6 black along its gradient.
    private var initializer: SwiftDeclaration {
        .function(
            signature: "override init(frame: CGRect)",
            body: [
                .line("super.init(frame: frame)"),
                .line("isUserInteractionEnabled = false"),
                .ifThen(
                    condition: "let gradient = layer as? CAGradientLayer",
                    body: [
                        .assignArray(
                            target: "gradient.colors",
                            elements: [
                                "UIColor.black.withAlphaComponent(0.1).cgColor",
                                "UIColor.black.withAlphaComponent(0.6).cgColor",
                            ]),
                        .line("gradient.locations = [0, 1]"),
                    ]),
            ])
    }

    private var unavailableCoderInitializer: SwiftDeclaration {
        .function(
            attributes: ["@available(*, unavailable)"], signature: "required init?(coder: NSCoder)",
            body: [.line("fatalError(\"init(coder:) is not supported\")")])
    }
}
