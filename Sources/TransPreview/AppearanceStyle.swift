// The presentation's appearance (`appearance { … }`) as the CSS the page paints it with.
import TransJSON
import TransModel

/// The presented view's shadow, border and corners as CSS values, which the page's script
/// assigns after each frame's view values (`paintAppearance`).
enum AppearanceStyle {
    /// `{ boxShadow, border, radii }`, or null without an appearance. CSS corner radii run
    /// top left, top right, bottom right, bottom left. Where `transition` animates `presented`'s
    /// `shadowOpacity`, the track sets the shadow's opacity (docs/language.md, "Appearance"):
    /// `trackedShadow` is then the shadow's geometry and colour, which the page draws at the
    /// frame's opacity in place of the track's own drop shadow.
    static func json(_ appearance: Appearance?, tracks transition: Transition) -> JSONValue {
        guard let appearance else { return .null }
        var members: [(String, JSONValue)] = []
        let tracked = [transition.present, transition.dismiss].contains { phase in
            phase.targets.contains { $0.target == .presented && $0.tracks.contains { $0.property == .shadowOpacity } }
        }
        if let shadow = appearance.shadow, tracked {
            members.append(("trackedShadow", trackedShadow(shadow)))
        } else if let shadow = appearance.shadow {
            members.append(("boxShadow", .string(boxShadow(shadow))))
        }
        if let border = appearance.border {
            // CALayer draws its border inside the bounds, as `box-sizing: border-box` does.
            let width = PreviewNumber.rounded(border.width)
            members.append(("border", .string("\(width)px solid \(PreviewScene.cssColor(border.color))")))
        }
        if let corners = appearance.corners {
            let radius = PreviewNumber.rounded(corners.radius) + "px"
            let order: [Corner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
            members.append(("radii", .array(order.map { .string(corners.rounded.contains($0) ? radius : "0px") })))
        }
        return .object(members)
    }

    /// The phase's `shadeGradient`s by target: `{ stops, start }`, the CSS color stops and the
    /// unit point of the first color (the page's `shadeGradient` turns them into a
    /// `linear-gradient` towards the opposite point).
    static func shadeGradients(_ phase: Phase) -> [(key: String, value: JSONValue)] {
        phase.targets.compactMap { target in
            guard let gradient = target.shadeGradient else { return nil }
            let stops = zip(gradient.colors, gradient.stops).map {
                PreviewScene.cssColor($0) + " " + PreviewNumber.rounded($1 * 100) + "%"
            }
            return (
                key: target.target.name,
                value: .object([
                    ("stops", .string(stops.joined(separator: ", "))),
                    ("start", .array([.number(gradient.start.x), .number(gradient.start.y)])),
                ])
            )
        }
    }

    /// A CSS `blur()` radius in pixels that looks like the material: UIKit does not publish its
    /// materials' radii, so these are the page's reading, thinner to thicker.
    static func blurRadius(_ style: BlurStyle) -> Double {
        switch style {
        case .systemUltraThinMaterial: 8
        case .systemThinMaterial: 12
        case .systemMaterial, .regular, .prominent, .light, .extraLight, .dark: 20
        case .systemThickMaterial, .systemChromeMaterial: 28
        }
    }

    /// `{ geometry, color }`: the `box-shadow` before its colour, and the colour's RGBA, whose
    /// alpha the page multiplies by the frame's `shadowOpacity`.
    private static func trackedShadow(_ shadow: Shadow) -> JSONValue {
        let n = PreviewNumber.rounded
        let c = shadow.color
        return .object([
            ("geometry", .string("\(n(shadow.offsetX))px \(n(shadow.offsetY))px \(n(2 * shadow.radius))px")),
            ("color", .array([c.red * 255, c.green * 255, c.blue * 255, c.alpha].map(JSONValue.number))),
        ])
    }

    /// A layer's shadow as `box-shadow`: CSS's blur radius is twice the Gaussian's deviation,
    /// which Core Animation's `shadowRadius` is close to; the opacity multiplies the color's alpha.
    private static func boxShadow(_ shadow: Shadow) -> String {
        var color = shadow.color
        color.alpha *= shadow.opacity
        let n = PreviewNumber.rounded
        return "\(n(shadow.offsetX))px \(n(shadow.offsetY))px \(n(2 * shadow.radius))px \(PreviewScene.cssColor(color))"
    }
}
