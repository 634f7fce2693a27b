// One view an animator animates: its Swift locals and how its properties are written.
import TransModel

/// A view a phase animates, with every track it has in that phase.
///
/// A class, immutable once made: the sections of an animator pass views around, filter and
/// iterate them many times, and copying a struct of four arrays retained and released each
/// field every time (issue 13).
final class AnimatedView {
    let target: Target
    /// `anchor`: set (keeping the view in place) before anything animates.
    let anchor: UnitPoint?
    /// The view's tracks in source order.
    let tracks: [Track]
    /// Whether the transition's other phase transforms this view, so it may start this phase
    /// transformed even with no transform track of its own.
    let isTransformedElsewhere: Bool
    /// The tracks of transform properties, in source order. Stored, as the two below: every
    /// section of the animator asks (issue 13: filtering per question was 8 % of emission).
    let transformTracks: [Track]
    /// Whether the transform tracks run as Core Animation key-path animations
    /// (TransformComponents.swift).
    let animatesTransformComponents: Bool
    /// The tracks of layer keys a view animation block would set at once
    /// (LayerKeyAnimations.swift).
    let layerKeyTracks: [Track]

    /// The stem of every local about this view: `presented`, `presenting`, `dimming`, `tag7`.
    /// Stored, as the two names below: the generators write them into most lines of an
    /// animator, and joining them anew for each was an allocation per use.
    let stem: String
    /// The local holding the view: `presentedView`, `tag7View`.
    let name: String
    /// The local holding the view's shade overlay.
    let shadeName: String

    init(target: Target, anchor: UnitPoint?, tracks: [Track], isTransformedElsewhere: Bool) {
        self.target = target
        self.anchor = anchor
        self.tracks = tracks
        self.isTransformedElsewhere = isTransformedElsewhere
        transformTracks = tracks.filter(\.property.isTransform)
        animatesTransformComponents = Self.animatesTransformComponents(transformTracks)
        layerKeyTracks = Self.layerKeyTracks(of: tracks)
        stem =
            switch target {
            case .presented: "presented"
            case .presenting: "presenting"
            case .dimming: "dimming"
            case .presentedTag(let tag): "tag\(tag)"
            }
        name = stem + "View"
        shadeName = stem + "Shade"
    }

    /// Whether the view's transform is 3D (it rotates about x or y) and so lives in
    /// `layer.transform`; a 2D transform uses `view.transform`.
    var hasLayerTransform: Bool {
        tracks.contains { $0.property == .rotationX || $0.property == .rotationY }
    }

    /// Whether a transform is animated in this phase.
    var isTransformed: Bool { !transformTracks.isEmpty }

    /// Whether frames are written through `bounds` and `center`: the view may be transformed
    /// (here or by the other phase), and a transformed view's `frame` is undefined (Apple:
    /// UIView.frame).
    var writesFrameThroughCenter: Bool { isTransformed || isTransformedElsewhere }

    /// Whether every transform track ends at the identity (scale 1, rotations 0).
    var transformEndsNeutral: Bool {
        transformTracks.allSatisfy { track in
            guard case .scalar(let value) = track.animation.to else { return false }
            return GeometryExpression.constantValue(value) == track.property.descriptor.neutral
        }
    }

    func has(_ property: Property) -> Bool {
        tracks.contains { $0.property == property }
    }

    /// Whether a property the view animates shows only on a clipped view (a corner radius).
    var needsClipping: Bool {
        tracks.contains { $0.property.viewValue?.clipsToBounds == true }
    }
}

/// The statements that give a view's properties their values.
struct PropertyWriter {
    /// Statements setting the non-transform `property` of `view` to `value`.
    func statements(setting property: Property, to value: TrackValue, on view: AnimatedView) -> [String] {
        if let viewValue = property.viewValue, case .scalar(let scalar) = value {
            return [Self.statement(setting: viewValue, to: scalar, on: view)]
        }
        switch (property, value) {
        case (.frame, .frame(let frame)):
            if !view.writesFrameThroughCenter {
                let rect = GeometryExpression.frame(frame)
                // A long rectangle reads better named.
                guard rect.count > 60 else { return ["\(view.name).frame = \(rect)"] }
                return ["let \(view.stem)Frame = \(rect)", "\(view.name).frame = \(view.stem)Frame"]
            }
            // The rectangle is read four times: a computed one is bound to a local first.
            let rect: String
            var lines: [String] = []
            switch frame {
            case .container, .final:
                rect = GeometryExpression.frame(frame)
            case .rect, .offset, .orientation:
                rect = view.stem + "Frame"
                lines.append("let \(rect) = \(GeometryExpression.frame(frame))")
            }
            let anchor = "\(view.name).layer.anchorPoint"
            return lines + [
                "\(view.name).bounds.size = \(rect).size",
                "\(view.name).center = CGPoint(x: \(rect).minX + \(rect).width * \(anchor).x, "
                    + "y: \(rect).minY + \(rect).height * \(anchor).y)",
            ]
        case (.x, .scalar(let x)):
            guard view.writesFrameThroughCenter else {
                return ["\(view.name).frame.origin.x = \(GeometryExpression.scalar(x))"]
            }
            return [
                "\(view.name).center.x = \(GeometryExpression.scalar(x)) + \(view.name).bounds.width * \(view.name).layer.anchorPoint.x"
            ]
        case (.y, .scalar(let y)):
            guard view.writesFrameThroughCenter else {
                return ["\(view.name).frame.origin.y = \(GeometryExpression.scalar(y))"]
            }
            return [
                "\(view.name).center.y = \(GeometryExpression.scalar(y)) + \(view.name).bounds.height * \(view.name).layer.anchorPoint.y"
            ]
        case (.shade, .scalar(let alpha)):
            return ["\(view.shadeName).alpha = \(GeometryExpression.scalar(alpha))"]
        default:
            preconditionFailure("a \(property.rawValue) track with a value of the wrong kind")
        }
    }

    /// `presentedView.layer.cornerRadius = 16`: a view's plain scalar, converted when its Swift
    /// type is not the `CGFloat` geometry is computed in (`Float` for an opacity).
    static func statement(setting value: ViewValue, to scalar: ScalarExpression, on view: AnimatedView) -> String {
        "\(view.name).\(value.swiftPath) = \(expression(scalar, as: value))"
    }

    /// `scalar` as a value of `value`'s Swift type: geometry is computed in `CGFloat`, so a
    /// value known only at run time is converted (`Float(container.width / 1000)`); a literal
    /// takes its type from where it is written.
    static func expression(_ scalar: ScalarExpression, as value: ViewValue) -> String {
        let expression = GeometryExpression.scalar(scalar)
        guard value.swiftType != .cgFloat, scalar.constantValue == nil else { return expression }
        return "\(value.swiftType.rawValue)(\(expression))"
    }

    /// The statement giving `view` the transform made of `parts` (each transform property's
    /// value at that moment): scale first, then rotation about z, y and x. The perspective is
    /// the superview's `sublayerTransform`, not part of the view's own transform.
    func transformStatement(for view: AnimatedView, parts: [Property: TrackValue]) -> String {
        func scalar(_ property: Property) -> ScalarExpression? {
            guard case .scalar(let value)? = parts[property] else { return nil }
            return GeometryExpression.constantValue(value) == property.descriptor.neutral ? nil : value
        }
        let scale = scalar(.scale).map { GeometryExpression.scalar($0) }
        if view.hasLayerTransform {
            var transform = "CATransform3DIdentity"
            for (property, axis) in [(Property.rotationX, "1, 0, 0"), (.rotationY, "0, 1, 0"), (.rotation, "0, 0, 1")] {
                if let angle = scalar(property) {
                    transform = "CATransform3DRotate(\(transform), \(GeometryExpression.angle(angle)), \(axis))"
                }
            }
            if let scale { transform = "CATransform3DScale(\(transform), \(scale), \(scale), 1)" }
            return "\(view.name).layer.transform = \(transform)"
        }
        let rotation = scalar(.rotation).map { "CGAffineTransform(rotationAngle: \(GeometryExpression.angle($0)))" }
        let transform: String =
            switch (rotation, scale) {
            case (nil, nil): ".identity"
            case (let rotation?, nil): rotation
            case (nil, let scale?): "CGAffineTransform(scaleX: \(scale), y: \(scale))"
            case (let rotation?, let scale?): "\(rotation).scaledBy(x: \(scale), y: \(scale))"
            }
        return "\(view.name).transform = \(transform)"
    }
}
