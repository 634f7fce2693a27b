// The `shade` overlay: a dark gradient view over an animated view, its alpha animated.

/// Prints `NAMEShadeView`: a dark gradient covering its superview that ignores touches,
/// found or added by `shade(over:from:to:)` so both phases animate the same overlay.
struct ShadeViewGenerator {
    let names: TypeNames

    func print(into printer: inout CodePrinter) {
        printer.line("/// The `shade` overlay (the page-flip shadow): a dark gradient that covers its superview.")
        printer.line("@MainActor")
        printer.block("private final class \(names.shadeView): UIView") { printer in
            printer.line("override class var layerClass: AnyClass { CAGradientLayer.self }")
            printer.blankLine()
            printer.line("/// The shade over `view`, added transparent if it has none yet, light at `start` and")
            printer.line("/// darkest at `end` (unit points of the view).")
            printer.block(
                "static func shade(over view: UIView, from start: CGPoint, to end: CGPoint) -> \(names.shadeView)"
            ) { printer in
                printer.block("for case let shade as \(names.shadeView) in view.subviews") { $0.line("return shade") }
                printer.line("let shade = \(names.shadeView)(frame: view.bounds)")
                printer.line("shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                printer.line("shade.alpha = 0")
                printer.block("if let gradient = shade.layer as? CAGradientLayer") { printer in
                    printer.line("gradient.startPoint = start")
                    printer.line("gradient.endPoint = end")
                }
                printer.line("view.addSubview(shade)")
                printer.line("return shade")
            }
            printer.blankLine()
            printer.block("override init(frame: CGRect)") { printer in
                printer.line("super.init(frame: frame)")
                printer.line("isUserInteractionEnabled = false")
                printer.block("if let gradient = layer as? CAGradientLayer") { printer in
                    printer.line("gradient.colors = [")
                    printer.withIndentation { printer in
                        printer.line("UIColor.black.withAlphaComponent(0.1).cgColor,")
                        printer.line("UIColor.black.withAlphaComponent(0.6).cgColor,")
                    }
                    printer.line("]")
                    printer.line("gradient.locations = [0, 1]")
                }
            }
            printer.blankLine()
            printer.line("@available(*, unavailable)")
            printer.block("required init?(coder: NSCoder)") { $0.line("fatalError(\"init(coder:) is not supported\")") }
        }
    }
}
