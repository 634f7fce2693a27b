// UIKit's visual effects (UIVisualEffect.h, UIBlurEffect.h, UIVisualEffectView.h): the effect a
// view holds, nothing rendered. The model does not interpolate a blur: setting `effect` inside an
// animation block takes its new value at once (docs/simulation.md, "The appearance").

@MainActor open class UIVisualEffect: NSObject {}

@MainActor open class UIBlurEffect: UIVisualEffect {
    /// UIBlurEffect.h `UIBlurEffectStyle` (the tvOS-only and light/dark-only materials left out).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial
        case systemChromeMaterial
    }

    public let style: Style
    public init(style: Style) { self.style = style }
}

@MainActor open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { nil }
}
