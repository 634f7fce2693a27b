// QuartzCore's explicit animations and transactions (CAAnimation.h, CAMediaTimingFunction.h,
// CATransaction.h), turned into the model's LayerAnimation records when added to a layer.

/// CAMediaTimingFunction.h `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing function (Apple: control points of the named functions as in
/// docs/timeline.md; `default` is (0.25, 0.1), (0.25, 1)).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: ModelCurve
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .bezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }
}

/// CAAnimation.h `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// CAAnimation.h `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// CAAnimation.h `CAAnimation`: timing shared by every explicit animation.
@MainActor open class CAAnimation: NSObject {
    public override init() { super.init() }
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    open var fillMode: CAMediaTimingFillMode = .removed
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isAdditive = false

    /// The duration actually run: a spring's settling duration overrides it (subclasses).
    var effectiveDuration: Double { duration > 0 ? duration : CATransaction.animationDuration() }
    var curve: ModelCurve { timingFunction?.curve ?? .linear }

    func attach(to layer: CALayer, key: String) {}

    /// The record's driver: begins now in the layer's time, or at `beginTime` if set, which is
    /// in the layer's time too (Apple: CAMediaTiming.beginTime — "the begin time of the
    /// receiver in relation to its parent object"; an animation's parent is its layer).
    func driver(on layer: CALayer) -> AnimationDriver {
        let begin = beginTime > 0 ? beginTime : layer.localTime()
        return .layerTime(begin: begin, duration: effectiveDuration, curve: curve)
    }

    /// Gives `record` this animation's fill mode and removal.
    func applyFill(to record: LayerAnimation) {
        record.fillsBackwards = fillMode == .backwards || fillMode == .both
        record.fillsForwards = fillMode == .forwards || fillMode == .both
        record.isRemovedOnCompletion = isRemovedOnCompletion
    }
}

/// CAAnimation.h `CAPropertyAnimation`: what its key path names.
@MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The property and how the value composes with it; nil for an unsupported key path
    /// (which fails loudly: the model never silently ignores an animation).
    func target() -> (LayerProperty, AnimationComposition) {
        switch keyPath ?? "" {
        case "transform.rotation", "transform.rotation.z":
            return (.transform, .rotation(axis: (0, 0, 1), additive: isAdditive))
        case "transform.rotation.x": return (.transform, .rotation(axis: (1, 0, 0), additive: isAdditive))
        case "transform.rotation.y": return (.transform, .rotation(axis: (0, 1, 0), additive: isAdditive))
        case "transform.scale": return (.transform, .scale(additive: isAdditive))
        // Apple: Core Animation Programming Guide, "Key-Value Coding Extensions" — a CGPoint's
        // fields `x` and `y` are key paths of their own.
        case "position.x": return (.position, .pointField(isX: true, additive: isAdditive))
        case "position.y": return (.position, .pointField(isX: false, additive: isAdditive))
        case let path:
            guard let property = LayerProperty(rawValue: path) else {
                fatalError("UIKit model: key path '\(path)' is not modelled (docs/simulation.md)")
            }
            return (property, .replace)
        }
    }
}

/// Converts an animation's `fromValue`/`toValue`/`values` element into a model value.
@MainActor func animatedValue(_ any: Any?, default fallback: AnimatedValue) -> AnimatedValue {
    switch any {
    case let v as CGFloat: return .scalar(Double(v))
    case let v as Double: return .scalar(v)
    case let v as Float: return .scalar(Double(v))
    case let v as Int: return .scalar(Double(v))
    case let v as NSNumber: return .scalar(v.doubleValue)
    case let v as CGPoint: return .point(v)
    case let v as CGRect: return .rect(v)
    case let v as CATransform3D: return .transform(v)
    default: return fallback
    }
}

/// CAAnimation.h `CABasicAnimation`: from `fromValue` (default: the presentation value) to
/// `toValue` (default: the model value) — Apple's "Setting Interpolation Values" rules.
@MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func attach(to layer: CALayer, key: String) {
        let (property, composition) = target()
        let present = layer.presentationValue(property)
        let fallback: AnimatedValue = composition.isScalar ? composition.field(of: present) : present
        let from = animatedValue(fromValue, default: fallback)
        let model = layer.modelValue(property)
        let to = animatedValue(toValue, default: composition.isScalar ? composition.field(of: model) : model)
        let record = LayerAnimation(
            key: key, property: property, from: from, to: to, driver: driver(on: layer), composition: composition)
        applyFill(to: record)
        layer.attach(record)
    }
}

/// CAAnimation.h `CASpringAnimation`: a physical spring whose `settlingDuration` is the time
/// it runs when `duration` is left at 0.
@MainActor open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    override var curve: ModelCurve {
        .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
    open var settlingDuration: CFTimeInterval { curve.settlingDuration ?? 0 }
    override var effectiveDuration: Double { duration > 0 ? duration : settlingDuration }
}

/// CAAnimation.h `CAKeyframeAnimation`.
@MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var timingFunctions: [CAMediaTimingFunction]?

    override func attach(to layer: CALayer, key: String) {
        let (property, composition) = target()
        let present = layer.presentationValue(property)
        let list = (values ?? []).map { animatedValue($0, default: present) }
        guard !list.isEmpty else { return }
        var times =
            keyTimes?.map(\.doubleValue)
            ?? (0..<list.count).map { list.count > 1 ? Double($0) / Double(list.count - 1) : 0 }
        // Apple (keyTimes): in discrete mode "the keyTimes array should have one more entry
        // than appears in the values array": the last entry is the end, 1.
        if calculationMode == .discrete, times.count == list.count + 1 { times.removeLast() }
        let mode: KeyframeList.Mode =
            switch calculationMode {
            case .discrete: .discrete
            case .cubic, .cubicPaced: .cubic
            case .paced: .paced
            default: .linear
            }
        let record = LayerAnimation(
            key: key, property: property, from: list[0], to: list[list.count - 1],
            keyframes: KeyframeList(times: times, values: list, mode: mode), driver: driver(on: layer),
            composition: composition)
        applyFill(to: record)
        layer.attach(record)
    }
}

extension AnimationComposition {
    var isScalar: Bool { if case .replace = self { false } else { true } }

    /// The scalar a key path names in `value` (a point's field; 0 for a transform's component,
    /// which the model does not decompose): the default of an unset `fromValue`/`toValue`.
    func field(of value: AnimatedValue) -> AnimatedValue {
        guard case .pointField(let isX, _) = self, case .point(let point) = value else { return .scalar(0) }
        return .scalar(Double(isX ? point.x : point.y))
    }
}

/// CATransaction.h: the implicit-animation duration, timing and completion block. Standalone
/// layers' implicit animations are not modelled (docs/simulation.md). The completion block
/// runs once every animation added while the transaction was open has completed or been
/// removed (Apple: setCompletionBlock(_:) — "guaranteed to be called (on the main thread) as
/// soon as all animations subsequently added by this transaction group have completed (or
/// have been removed)"), at once if there are none.
@MainActor open class CATransaction: NSObject {
    /// One open transaction: its duration, completion and the animations added inside it.
    private struct Level {
        var duration: Double
        var completion: (() -> Void)?
        var added: [(layer: CALayer, animation: LayerAnimation)] = []
    }
    /// The implicit transaction first, which never commits.
    private static var levels = [Level(duration: 0.25)]
    open class func begin() { levels.append(Level(duration: levels.last?.duration ?? 0.25)) }
    open class func commit() {
        guard levels.count > 1 else { return }
        let level = levels.removeLast()
        guard let block = level.completion else { return }
        if level.added.isEmpty {
            block()
        } else {
            SimulationClock.shared.add(TransactionCompletion(waitingFor: level.added, block: block))
        }
    }
    open class func flush() {}
    open class func animationDuration() -> CFTimeInterval { levels.last?.duration ?? 0.25 }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { levels[levels.count - 1].duration = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { nil }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    open class func disableActions() -> Bool { false }
    open class func setDisableActions(_ flag: Bool) {}
    open class func setCompletionBlock(_ block: (() -> Void)?) { levels[levels.count - 1].completion = block }

    /// Records an animation added to `layer` in every open transaction but the implicit one.
    static func noteAdded(_ animation: LayerAnimation, on layer: CALayer) {
        for index in levels.indices.dropFirst() { levels[index].added.append((layer, animation)) }
    }
}

/// A committed transaction's completion block, waiting for its animations.
@MainActor private final class TransactionCompletion: ClockObserver {
    let animations: [(layer: CALayer, animation: LayerAnimation)]
    let block: () -> Void

    init(waitingFor animations: [(layer: CALayer, animation: LayerAnimation)], block: @escaping () -> Void) {
        self.animations = animations
        self.block = block
    }

    func clockDidStep(to now: Double) -> Bool {
        let over = animations.allSatisfy { $0.animation.isRemoved || $0.animation.progress(on: $0.layer).isDone }
        if over { block() }
        return !over
    }
}
