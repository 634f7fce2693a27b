// `shadeGradient: gradient(…)`: the written colors of a `shade` overlay.
import TransModel

/// Prints the lines that give a shade overlay's `CAGradientLayer` the written colors, stops and
/// direction, right after the animator finds or adds the overlay (so an overlay the other phase
/// added gets them too).
struct ShadeGradientGenerator {
    let gradient: ShadeGradient

    func print(shade: String, into printer: inout CodePrinter) {
        let n = NumberLiteral.swift
        printer.block("if let gradient = \(shade).layer as? CAGradientLayer") { printer in
            printer.line("gradient.colors = [")
            printer.withIndentation { printer in
                for color in gradient.colors { printer.line(AppearanceGenerator.color(color) + ".cgColor,") }
            }
            printer.line("]")
            printer.line("gradient.locations = [\(gradient.stops.map(n).joined(separator: ", "))]")
            printer.line("gradient.startPoint = CGPoint(x: \(n(gradient.start.x)), y: \(n(gradient.start.y)))")
            printer.line("gradient.endPoint = CGPoint(x: \(n(gradient.end.x)), y: \(n(gradient.end.y)))")
        }
    }
}
