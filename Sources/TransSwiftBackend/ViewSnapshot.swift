// What a view looked like before a phase, saved so the phase can put it back.
import TransModel

/// The state of one animated view that its tracks change, saved in locals before the phase
/// and restored when the view leaves the screen or a dismissal is cancelled.
struct ViewSnapshot {
    let view: AnimatedView
    /// Whether the view's bounds and center are saved too.
    let keepsGeometry: Bool

    /// A saved property: the local's suffix and the expression it saves, in restoring order
    /// (the anchor before the position it pairs with). Worked out once: saving and restoring
    /// both read it.
    private let slots: [(suffix: String, expression: String)]

    init(view: AnimatedView, keepsGeometry: Bool) {
        self.view = view
        self.keepsGeometry = keepsGeometry
        slots = Self.slots(of: view, keepsGeometry: keepsGeometry)
    }

    private static func slots(of view: AnimatedView, keepsGeometry: Bool) -> [(suffix: String, expression: String)] {
        let name = view.name
        let animated = Set(view.tracks.map(\.property))
        var slots: [(suffix: String, expression: String)] = []
        if view.anchor != nil { slots.append(("AnchorPoint", "\(name).layer.anchorPoint")) }
        if view.isTransformed { slots.append(("Transform", "\(name).layer.transform")) }
        if keepsGeometry, animated.contains(.frame) { slots.append(("Bounds", "\(name).bounds")) }
        if keepsGeometry, view.anchor != nil || !animated.isDisjoint(with: [.frame, .x, .y]) {
            slots.append(("Center", "\(name).center"))
        }
        var savesClipping = false
        for property in Property.allCases where animated.contains(property) {
            guard let value = property.viewValue else { continue }
            slots.append((property.rawValue.capitalizedFirst, "\(name).\(value.swiftPath)"))
            if value.clipsToBounds, !savesClipping {
                slots.append(("ClipsToBounds", "\(name).clipsToBounds"))
                savesClipping = true
            }
        }
        return slots
    }

    /// `let presentingAlpha = presentingView.alpha` for each saved property.
    var saving: [String] {
        slots.map { "let \(view.stem)\($0.suffix) = \($0.expression)" }
    }

    /// Saves the shade overlay's alpha (once the overlay exists), for a cancelled phase.
    var savingShade: [String] {
        view.has(.shade) ? ["let \(view.shadeName)Alpha = \(view.shadeName).alpha"] : []
    }

    /// Puts every saved property back, the shade overlay aside.
    var restoringProperties: [String] {
        slots.map { "\($0.expression) = \(view.stem)\($0.suffix)" }
    }

    /// Puts every saved property back. A view that leaves the screen loses its shade; a
    /// cancelled phase gives the shade its old alpha.
    func restoring(leaving: Bool) -> [String] {
        var lines = restoringProperties
        if view.has(.shade) {
            lines.append(
                leaving ? "\(view.shadeName).removeFromSuperview()" : "\(view.shadeName).alpha = \(view.shadeName)Alpha"
            )
        }
        return lines
    }
}
