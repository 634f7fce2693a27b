// Transform components as Core Animation key-path animations, so that several of them on one
// view compose angle by angle, each on its own timing, as the timeline evaluates them.
import TransModel

extension AnimatedView {
    /// Whether a view's transform tracks run as Core Animation key-path animations rather
    /// than as one `transform` per UIKit animation: when it animates two or more transform
    /// properties (one matrix per animation is interpolated by decomposition, a slerp of the
    /// combined rotation, and animations with different timings replace each other), or keys
    /// a transform property in `cubic` or `paced` mode (which Core Animation would spline on
    /// the decomposed matrices, not on the angle). An interactive dismissal keeps one
    /// property animator, which scrubs only what its own animations change.
    static func animatesTransformComponents(_ transformTracks: [Track]) -> Bool {
        // Two properties or more: a track's differs from the first's (no set is built, issue 13).
        let first = transformTracks.first?.property
        return transformTracks.contains { $0.property != first }
            || transformTracks.contains { track in
                guard case .keyframes(let mode, _, _) = track.animation else { return false }
                return mode == .cubic || mode == .paced
            }
    }
}

/// Builds the key-path animations of the views whose transform components Core Animation runs.
///
/// During the phase such a view's model transform is the identity and each component is an
/// additive animation of absolute values on its key path (`transform.rotation.x`, `.y`, `.z`,
/// `transform.scale`, whose value functions build the matrix: Apple, CAValueFunction), held at
/// its first value before it begins and at its last once over (`fillMode = .both`,
/// `isRemovedOnCompletion = false`). They are added rotation about x first and scale last:
/// an additive animation's matrix is concatenated with the value beneath it, so the last one
/// added applies first to a point, giving scale, then rotation about z, y and x — the
/// backend's composition order. When every group has finished, the phase sets the composed
/// transform and removes the animations. The views whose x and y run on `position.x` and
/// `position.y` share the transaction (PositionComponents.swift).
struct TransformComponentGenerator {
    /// The phase's views whose transform components run on key paths, in the phase's order.
    let views: [AnimatedView]
    /// The phase's views whose x and y run on `position.x` and `position.y`
    /// (PositionComponents.swift), in the same transaction.
    var positionViews: [AnimatedView] = []
    /// The phase's views whose border or shadow runs on its layer's key paths
    /// (LayerKeyAnimations.swift), in the same transaction.
    var layerKeyViews: [AnimatedView] = []

    /// Whether no view runs key-path animations.
    var isEmpty: Bool { views.isEmpty && positionViews.isEmpty && layerKeyViews.isEmpty }

    /// Composition order: added first, applied last.
    static let order: [Property] = [.rotationX, .rotationY, .rotation, .scale]

    /// The key path animating `property` (also the animation's key on the layer).
    static func keyPath(_ property: Property) -> String {
        if let path = property.viewValue?.layerKeyPath { return path }
        return switch property {
        case .rotationX: "transform.rotation.x"
        case .rotationY: "transform.rotation.y"
        case .rotation: "transform.rotation.z"
        case .x, .y: PositionComponent.keyPath(property)
        default: "transform.scale"
        }
    }

    /// The animations in one transaction whose completion runs `completion`.
    func statements(completion: [SwiftStatement]) -> [SwiftStatement] {
        let transforms = views.flatMap { view in
            Self.order.compactMap { property in view.tracks.first { $0.property == property } }
        }
        let animated = transforms + positionViews.flatMap(\.positionTracks) + layerKeyViews.flatMap(\.layerKeyTracks)
        let names = animated.map { "\($0.target.name).\($0.property.rawValue)" }
        var animations: [String] = []
        for view in views {
            for property in Self.order {
                guard let track = view.tracks.first(where: { $0.property == property }) else { continue }
                animations += Self.animation(of: track, on: view)
            }
        }
        for view in positionViews {
            let tracks = view.positionTracks
            animations += tracks.map { PositionComponent.offset($0.property, on: view) }
            for track in tracks {
                animations += Self.animation(of: track, on: view, helper: "addPositionComponent")
            }
        }
        for view in layerKeyViews {
            for track in view.layerKeyTracks {
                animations += Self.animation(of: track, on: view, helper: "addLayerKeyAnimation")
            }
        }
        return [
            .comment("\(names.joined(separator: ", ")): Core Animation key paths, each on its own timing."),
            .line("CATransaction.begin()"),
            .block(header: "let componentsFinished: @MainActor () -> Void =", body: completion),
            .comment("Core Animation calls the block on the main thread."),
            .line("CATransaction.setCompletionBlock { MainActor.assumeIsolated(componentsFinished) }"),
            .ifThen(condition: "animated", body: animations.map(SwiftStatement.line)),
            .line("CATransaction.commit()"),
        ]
    }

    /// The statements building and adding one component's animation.
    private static func animation(of track: Track, on view: AnimatedView, helper: String = "addComponent") -> [String] {
        // A layer key's saved value holds the plain name (`presentingBorderWidth`).
        let suffix = track.property.viewValue == nil ? "" : "Animation"
        let local = view.stem + track.property.rawValue.capitalizedFirst + suffix
        let path = keyPath(track.property)
        let timing = track.timing
        var lines: [String] = []
        switch track.animation {
        case .fromTo(let from, let to):
            if case .spring(let spring) = timing.curve.timingCurve(duration: timing.duration) {
                lines += [
                    "let \(local) = CASpringAnimation(keyPath: \"\(path)\")",
                    "\(local).mass = \(NumberLiteral.swift(spring.mass))",
                    "\(local).stiffness = \(NumberLiteral.swift(spring.stiffness))",
                    "\(local).damping = \(NumberLiteral.swift(spring.damping))",
                    "\(local).initialVelocity = \(NumberLiteral.swift(spring.initialVelocity))",
                ]
            } else {
                lines.append("let \(local) = CABasicAnimation(keyPath: \"\(path)\")")
            }
            lines += [
                "\(local).fromValue = \(value(from, track.property, on: view))",
                "\(local).toValue = \(value(to, track.property, on: view))",
            ]
        case .keyframes(let mode, let times, let values):
            // Discrete mode takes one key time more than values: the end (Apple: keyTimes).
            let keyTimes = times + (mode == .discrete ? [1] : [])
            lines += [
                "let \(local) = CAKeyframeAnimation(keyPath: \"\(path)\")",
                "\(local).values = [\(values.map { value($0, track.property, on: view) }.joined(separator: ", "))]",
                "\(local).keyTimes = [\(keyTimes.map(AnimatorGenerator.keyTime).joined(separator: ", "))]",
                "\(local).calculationMode = .\(mode.rawValue)",
            ]
        }
        if let function = CurveSpelling.uiKit(timing.curve).mediaTimingFunction {
            lines.append("\(local).timingFunction = \(function)")
        }
        lines.append(
            "Self.\(helper)(\(local), to: \(view.name).layer, delay: \(NumberLiteral.swift(timing.delay)), "
                + "duration: \(NumberLiteral.swift(timing.duration)))")
        return lines
    }

    private static func value(_ value: TrackValue, _ property: Property, on view: AnimatedView) -> String {
        guard case .scalar(let scalar) = value else { preconditionFailure("a component track with a frame value") }
        if let viewValue = property.viewValue { return LayerKeyAnimation.value(scalar, of: viewValue) }
        switch property {
        case .scale: return GeometryExpression.scalar(scalar)
        case .x, .y: return PositionComponent.value(scalar, property, on: view)
        default: return GeometryExpression.angle(scalar)
        }
    }

    /// The statements ending the phase: the composed final transform, each position axis and
    /// layer key at its last value, then the animations that showed them removed.
    func finishing() -> [String] {
        let writer = PropertyWriter()
        var lines: [String] = []
        for view in views {
            let parts = Dictionary(
                view.transformTracks.map { ($0.property, $0.animation.to) }, uniquingKeysWith: { first, _ in first })
            lines.append(writer.transformStatement(for: view, parts: parts))
            lines += Self.order.filter(view.has).map { Self.removal(of: $0, on: view) }
        }
        for (view, tracks) in positionViews.map({ ($0, $0.positionTracks) })
            + layerKeyViews.map({ ($0, $0.layerKeyTracks) })
        {
            lines += tracks.flatMap { writer.statements(setting: $0.property, to: $0.animation.to, on: view) }
            lines += tracks.map { Self.removal(of: $0.property, on: view) }
        }
        return lines
    }

    /// The statement removing the animation of `property` from `view`'s layer.
    private static func removal(of property: Property, on view: AnimatedView) -> String {
        "\(view.name).layer.removeAnimation(forKey: \"\(keyPath(property))\")"
    }

    /// The animator's helper that adds one component.
    static var helper: SwiftDeclaration {
        .function(
            documentation: [
                "Adds one transform component after `delay`: additive over the identity the layer holds",
                "during the phase, so components with their own timings compose in order, and held at",
                "its first value before it begins and at its last once over, until the phase ends.",
            ],
            signature:
                "private static func addComponent(_ animation: CAPropertyAnimation, to layer: CALayer, delay: TimeInterval, duration: TimeInterval)",
            body: [.line("animation.isAdditive = true")] + addingAnimation)
    }

    /// The animator's helper that adds one axis of a position: not additive, so the layer
    /// shows the axis's absolute value while the model keeps the phase's start until its end.
    static var positionHelper: SwiftDeclaration {
        .function(
            documentation: [
                "Adds one axis of a view's position after `delay` (`position.x` or `.y`, absolute values):",
                "the other axis keeps its own animation. Held at its first value before it begins and at",
                "its last once over, until the phase ends.",
            ],
            signature:
                "private static func addPositionComponent(_ animation: CAPropertyAnimation, to layer: CALayer, delay: TimeInterval, duration: TimeInterval)",
            body: addingAnimation)
    }

    /// The animator's helper that adds one layer key's animation (LayerKeyAnimations.swift).
    static var layerKeyHelper: SwiftDeclaration { LayerKeyAnimation.helper(body: addingAnimation) }

    /// What the helpers do with the animation: time it, hold it, add it after the delay.
    private static var addingAnimation: [SwiftStatement] {
        [
            .line("animation.duration = duration"),
            .line("animation.fillMode = .both"),
            .line("animation.isRemovedOnCompletion = false"),
            .line("if delay > 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay }"),
            .line("layer.add(animation, forKey: animation.keyPath)"),
        ]
    }
}
