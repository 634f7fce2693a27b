// Reading a presented view's appearance (`presentation { appearance { … } }`) from the layers
// that carry it, once presented, to compare with the timeline (docs/simulation.md).
import UIKit

@MainActor enum AppearanceReadings {
    /// The differences between `expected` (reading name → value, `SimulationPlan.readings`)
    /// and what `presented`'s views hold: the shadow on the presentation controller's
    /// `presentedView`, the corners, clipping and border on the view that holds the
    /// controller's own view.
    static func problems(_ expected: [String: Double], of presented: UIViewController) -> [String] {
        let shadowLayer = (presented.presentationController?.presentedView ?? presented.viewIfLoaded)?.layer
        let clippingLayer = presented.viewIfLoaded?.superview?.layer
        var problems: [String] = []
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            let read = reading(name, shadow: shadowLayer, clipping: clippingLayer)
            if !(abs(read - value) <= 1e-6) {
                problems.append("appearance \(name): expected \(value), read \(read)")
            }
        }
        return problems
    }

    /// Once presented, the blurred backdrop: a `UIVisualEffectView` in the container, below the
    /// other views there, whose effect is a blur of style `expected`.
    static func blurProblems(_ expected: String, of presented: UIViewController) -> [String] {
        let container = presented.presentationController?.containerView
        guard let index = container?.subviews.firstIndex(where: { $0 is UIVisualEffectView }),
            let view = container?.subviews[index] as? UIVisualEffectView
        else { return ["blur: no visual effect view in the container"] }
        let style = (view.effect as? UIBlurEffect).map { "\($0.style)" } ?? "nil"
        var problems = style == expected ? [] : ["blur: expected \(expected), read \(style)"]
        if index != 0 { problems.append("blur: not below the dimming view") }
        return problems
    }

    private static func reading(_ name: String, shadow: CALayer?, clipping: CALayer?) -> Double {
        guard let shadow, let clipping else { return .nan }
        let parts = name.split(separator: ".").map(String.init)
        switch parts[0] {
        case "shadowOpacity": return Double(shadow.shadowOpacity)
        case "shadowRadius": return Double(shadow.shadowRadius)
        case "shadowOffset": return Double(parts[1] == "width" ? shadow.shadowOffset.width : shadow.shadowOffset.height)
        case "shadowColor": return component(parts[1], of: shadow.shadowColor)
        case "shadowPathFitsBounds":
            // A path the size of the layer, rounded as its content is: a stale or missing path
            // draws the shadow of another shape.
            guard let path = shadow.shadowPath, path.boundingBox.width == shadow.bounds.width,
                path.boundingBox.height == shadow.bounds.height
            else { return 0 }
            let corners = path.roundedCorners
            let radius = corners?.radius ?? 0
            let mask = corners.map { $0.corners == .allCorners ? 15 : $0.corners.rawValue } ?? 15
            let rounds = clipping.cornerRadius > 0
            guard rounds == (radius > 0) else { return 0 }
            return !rounds || (radius == clipping.cornerRadius && mask == clipping.maskedCorners.rawValue) ? 1 : 0
        case "clipsContent": return clipping.masksToBounds ? 1 : 0
        case "cornerRadius": return Double(clipping.cornerRadius)
        case "maskedCorners": return Double(clipping.maskedCorners.rawValue)
        case "continuousCorners": return clipping.cornerCurve == .continuous ? 1 : 0
        case "borderWidth": return Double(clipping.borderWidth)
        case "borderColor": return component(parts[1], of: clipping.borderColor)
        default: return .nan
        }
    }

    private static func component(_ name: String, of color: CGColor?) -> Double {
        guard let color else { return .nan }
        let index = ["red": 0, "green": 1, "blue": 2, "alpha": 3][name] ?? 0
        return Double(color.components[index])
    }
}
