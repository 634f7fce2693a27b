// `shadeGradient: gradient(…)`: the written colors of a `shade` overlay.
import TransModel

/// Builds the statements that give a shade overlay's `CAGradientLayer` the written colors, stops
/// and direction, right after the animator finds or adds the overlay (so an overlay the other
/// phase added gets them too).
struct ShadeGradientGenerator {
    let gradient: ShadeGradient

    func statements(shade: String) -> [SwiftStatement] {
        let n = NumberLiteral.swift
        return [
            .ifThen(
                condition: "let gradient = \(shade).layer as? CAGradientLayer",
                body: [
                    .assignArray(
                        target: "gradient.colors",
                        elements: gradient.colors.map { AppearanceGenerator.color($0) + ".cgColor" }),
                    .line("gradient.locations = [\(gradient.stops.map(n).joined(separator: ", "))]"),
                    .line("gradient.startPoint = \(SwiftRenderer.text(AnimatorGenerator.point(gradient.start)))"),
                    .line("gradient.endPoint = \(SwiftRenderer.text(AnimatorGenerator.point(gradient.end)))"),
                ])
        ]
    }
}
