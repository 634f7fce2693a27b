// QuartzCore `CALayer`: model values, the animations attached, and `presentation()`, the
// values on screen now (Apple: CALayer.presentation() — "a copy of the presentation layer
// object that represents the state of the layer as it currently appears onscreen").

/// The animatable layer properties the model tracks.
enum LayerProperty: String {
    case bounds, position, anchorPoint, transform, sublayerTransform, opacity, cornerRadius, borderWidth, shadowOpacity,
        shadowRadius

    /// Whether a change inside a view animation block animates: only the keys a view's
    /// `action(for:forKey:)` answers inside a block (Apple: View Programming Guide, "What Can Be
    /// Animated?"; Core Animation Programming Guide, "How to Animate Layer-Backed Views"). The
    /// layer's border and shadow are not among them: set in a block, they change at once, and
    /// only an explicit Core Animation animation animates them (docs/simulation.md).
    var animatesInViewBlocks: Bool {
        switch self {
        case .borderWidth, .shadowOpacity, .shadowRadius: false
        default: true
        }
    }
}

/// CALayer.h `CALayer`. Apple's is not main-actor isolated; the model's is `@MainActor` (its
/// animations are driven by the main-actor clock), a documented difference of the model.
@MainActor open class CALayer: NSObject {
    private var values: [LayerProperty: AnimatedValue] = [
        .bounds: .rect(.zero), .position: .point(.zero), .anchorPoint: .point(CGPoint(x: 0.5, y: 0.5)),
        .transform: .transform(CATransform3DIdentity), .sublayerTransform: .transform(CATransform3DIdentity),
        .opacity: .scalar(1), .cornerRadius: .scalar(0), .borderWidth: .scalar(0), .shadowOpacity: .scalar(0),
        .shadowRadius: .scalar(3),
    ]
    /// Attached animations, oldest first; later ones win (non-additive replace).
    var animations: [LayerAnimation] = []
    /// The view this layer backs: UIKit animates such a layer's changes inside animation blocks.
    weak var owningView: UIView?
    private var isPresentationCopy = false

    public override required init() { super.init() }

    /// Apple: "used to create shadow copies of layers, for example, for the presentation()
    /// method".
    public required init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            values = other.values
            masksToBounds = other.masksToBounds
            isHidden = other.isHidden
        }
    }

    // MARK: Geometry and rendering

    open var bounds: CGRect {
        get { rect(.bounds) }
        set { set(.bounds, .rect(newValue)) }
    }
    open var position: CGPoint {
        get { point(.position) }
        set { set(.position, .point(newValue)) }
    }
    open var anchorPoint: CGPoint {
        get { point(.anchorPoint) }
        set { set(.anchorPoint, .point(newValue)) }
    }
    open var transform: CATransform3D {
        get { matrix(.transform) }
        set { set(.transform, .transform(newValue)) }
    }
    /// Applies to the direct sublayers only, about this layer's anchor (Apple:
    /// CALayer.sublayerTransform — "typically used as the projection matrix to add perspective").
    open var sublayerTransform: CATransform3D {
        get { matrix(.sublayerTransform) }
        set { set(.sublayerTransform, .transform(newValue)) }
    }
    open var opacity: Float {
        get { Float(values[.opacity]?.scalar ?? 1) }
        set { set(.opacity, .scalar(Double(newValue))) }
    }
    open var cornerRadius: CGFloat {
        get { CGFloat(values[.cornerRadius]?.scalar ?? 0) }
        set { set(.cornerRadius, .scalar(Double(newValue))) }
    }
    open var borderWidth: CGFloat {
        get { CGFloat(values[.borderWidth]?.scalar ?? 0) }
        set { set(.borderWidth, .scalar(Double(newValue))) }
    }
    open var zPosition: CGFloat = 0
    open var anchorPointZ: CGFloat = 0
    open var isHidden = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var masksToBounds = false
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var isOpaque = false
    open var backgroundColor: CGColor?
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float {
        get { Float(values[.shadowOpacity]?.scalar ?? 0) }
        set { set(.shadowOpacity, .scalar(Double(newValue))) }
    }
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat {
        get { CGFloat(values[.shadowRadius]?.scalar ?? 3) }
        set { set(.shadowRadius, .scalar(Double(newValue))) }
    }
    /// Not animated by the model (Apple: animatable, but only by an explicit animation).
    open var shadowPath: CGPath?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var contentsScale: CGFloat = 1
    open var mask: CALayer?

    /// The frame in the superlayer: the bounding box of the transformed bounds (Apple:
    /// CALayer.frame — "a function of bounds, anchorPoint and position … if transform is not
    /// the identity, the value is undefined"; the model returns the bounding box).
    open var frame: CGRect {
        get { LayerGeometry.frame(bounds: bounds, position: position, anchor: anchorPoint, transform: transform) }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Hierarchy

    open private(set) weak var superlayer: CALayer?
    private var children: [CALayer] = []
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = newValue ?? []
            for child in children { child.superlayer = self }
        }
    }
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }
    open func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Timing (CAMediaTiming)

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false

    /// This layer's local time: t = (parent time − beginTime) × speed + timeOffset, from the
    /// root's media time down (Apple: CAMediaTiming; "Core Animation Programming Guide:
    /// Timing, Timespaces").
    func localTime() -> Double {
        let parent = superlayer?.localTime() ?? SimulationClock.shared.now
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// Converts a time from the root's media time (nil layer) into this layer's time.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        guard l == nil else { return t - (l?.localTime() ?? 0) + localTime() }
        return t - SimulationClock.shared.now + localTime()
    }

    // MARK: Model and presentation

    open func model() -> Self { self }

    /// The on-screen values: each attached animation's current value over the model value, in
    /// the order they were added. An additive one is concatenated with the value beneath it
    /// (Apple: CAPropertyAnimation.isAdditive — "added to the current render tree value …
    /// for affine transforms the two matrices are concatenated"); *choice (Apple does not
    /// say which side):* its matrix comes first, as `CATransform3DRotate(current, …)` puts
    /// it, so the last one added applies first to a point.
    open func presentation() -> Self? {
        let copy = type(of: self).init(layer: self)
        copy.isPresentationCopy = true
        // Apple: isRemovedOnCompletion — "the animation is removed from the target layer's
        // animations upon completion".
        for animation in animations where animation.isRemovedOnCompletion && animation.progress(on: self).isDone {
            remove(animation)
        }
        for animation in animations where !animation.isRemoved && animation.isInEffect(on: self) {
            let value = animation.value(on: self)
            copy.values[animation.property] = Self.compose(
                value, over: copy.values[animation.property] ?? value, animation.composition)
        }
        return copy
    }

    private static func compose(
        _ value: AnimatedValue, over current: AnimatedValue, _ composition: AnimationComposition
    ) -> AnimatedValue {
        if case .pointField(let isX, let additive) = composition, case .point(let point) = current,
            let scalar = value.scalar
        {
            let field = CGFloat(scalar) + (additive ? (isX ? point.x : point.y) : 0)
            return .point(isX ? CGPoint(x: field, y: point.y) : CGPoint(x: point.x, y: field))
        }
        guard case .transform(let model) = current, let scalar = value.scalar else { return value }
        switch composition {
        case .replace, .pointField: return value
        case .rotation(let axis, let additive):
            let base = additive ? model : CATransform3DMakeTranslation(model.m41, model.m42, model.m43)
            return .transform(
                CATransform3DRotate(base, CGFloat(scalar), CGFloat(axis.0), CGFloat(axis.1), CGFloat(axis.2)))
        case .scale(let additive):
            // Apple: CAValueFunctionName.scale — "scales by the input value along all three axis".
            let base = additive ? model : CATransform3DMakeTranslation(model.m41, model.m42, model.m43)
            return .transform(CATransform3DScale(base, CGFloat(scalar), CGFloat(scalar), CGFloat(scalar)))
        }
    }

    /// The value `property` shows now.
    func presentationValue(_ property: LayerProperty) -> AnimatedValue {
        presentation()?.values[property] ?? values[property]!
    }

    /// Sets a model value without animating (a property animator's final position).
    func setModelValue(_ property: LayerProperty, _ value: AnimatedValue) { values[property] = value }

    /// The model value of `property`.
    func modelValue(_ property: LayerProperty) -> AnimatedValue { values[property]! }

    func attach(_ animation: LayerAnimation) {
        for old in animations where old.property == animation.property && old.key == animation.key {
            old.isRemoved = true
            old.group?.interrupt()
        }
        animations.removeAll { $0.isRemoved }
        animations.append(animation)
    }

    func remove(_ animation: LayerAnimation) {
        animation.isRemoved = true
        animations.removeAll { $0 === animation }
    }

    open func removeAllAnimations() {
        for animation in animations {
            animation.isRemoved = true
            animation.group?.interrupt()
        }
        animations.removeAll()
    }

    open func removeAnimation(forKey key: String) {
        for animation in animations where animation.key == key { remove(animation) }
    }

    open func add(_ anim: CAAnimation, forKey key: String?) {
        anim.attach(to: self, key: key ?? "\(ObjectIdentifier(anim))")
        if let added = animations.last { CATransaction.noteAdded(added, on: self) }
    }

    // MARK: Storage

    private func rect(_ p: LayerProperty) -> CGRect { if case .rect(let r) = values[p] { r } else { .zero } }
    private func point(_ p: LayerProperty) -> CGPoint { if case .point(let v) = values[p] { v } else { .zero } }
    private func matrix(_ p: LayerProperty) -> CATransform3D {
        if case .transform(let t) = values[p] { t } else { CATransform3DIdentity }
    }

    /// Sets a model value; inside a UIView animation block a view's layer animates the change
    /// from its presentation value (Apple: UIView animate(withDuration:…) — "changes to the
    /// animatable properties … are animated"; the layer's delegate supplies the action), for
    /// the keys the view animates (`LayerProperty.animatesInViewBlocks`).
    private func set(_ property: LayerProperty, _ value: AnimatedValue) {
        guard !isPresentationCopy else {
            values[property] = value
            return
        }
        let from = presentationValue(property)
        values[property] = value
        guard owningView != nil, property.animatesInViewBlocks else { return }
        AnimationContext.current?.record(layer: self, property: property, from: from, to: value)
    }
}

/// CALayer.h `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// CALayer.h `CALayerCornerCurve`.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// CAGradientLayer.h: only its parameters (nothing is drawn).
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// Frame arithmetic shared by layers and the harness's readings.
enum LayerGeometry {
    /// The bounding box of `bounds` placed at `position` by `anchor`, through `transform`'s
    /// affine part.
    static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CATransform3D) -> CGRect {
        let affine = CATransform3DGetAffineTransform(transform)
        let corners = [
            CGPoint(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height),
            CGPoint(x: (1 - anchor.x) * bounds.width, y: -anchor.y * bounds.height),
            CGPoint(x: -anchor.x * bounds.width, y: (1 - anchor.y) * bounds.height),
            CGPoint(x: (1 - anchor.x) * bounds.width, y: (1 - anchor.y) * bounds.height),
        ].map { $0.applying(affine) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(
            x: position.x + xs.min()!, y: position.y + ys.min()!, width: xs.max()! - xs.min()!,
            height: ys.max()! - ys.min()!)
    }
}
