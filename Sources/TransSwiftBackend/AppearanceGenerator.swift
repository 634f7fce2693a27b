// `presentation { appearance { … } }` in the presentation controller: Apple's structure for a
// presented view with a shadow and rounded, clipped content.
import TransModel

/// Builds the appearance members of the presentation controller. As Apple's custom-presentation
/// sample does, the presented controller's view goes inside a view that rounds and clips it (and
/// draws the border), inside a view that casts the shadow: one view cannot both clip its content
/// to rounded corners and draw a shadow outside its bounds. `presentedView` returns the outer
/// view, so UIKit, the transition context (`view(forKey:)`) and the animators move it whole.
/// The shadow has an explicit `shadowPath`, so Core Animation does not render the content
/// offscreen to find the shadow's shape on every frame of the animation.
struct AppearanceGenerator {
    let appearance: Appearance

    /// The stored properties and the `presentedView` override, at the top of the class.
    var properties: [SwiftDeclaration] {
        [
            .adjacent([
                .line(
                    documentation: [
                        "The presented view as UIKit and the animators see it: the shadow around the rounded content."
                    ], "private var appearanceView: UIView?"),
                .line(
                    documentation: [
                        "The presented controller's view's resizing before it was wrapped, put back after."
                    ],
                    "private var savedAutoresizingMask: UIView.AutoresizingMask = []"),
            ]),
            .line("override var presentedView: UIView? { appearanceView ?? super.presentedView }"),
        ]
    }

    /// Wraps the presented controller's view, in `presentationTransitionWillBegin()`, before
    /// anything reads `presentedView`.
    var installation: [SwiftStatement] {
        let n = NumberLiteral.swift
        var lines = [
            "let content: UIView = presentedViewController.view",
            "savedAutoresizingMask = content.autoresizingMask",
            "let shadowView = UIView(frame: frameOfPresentedViewInContainerView)",
        ]
        if let shadow = appearance.shadow {
            lines += [
                "shadowView.layer.shadowColor = \(Self.color(shadow.color)).cgColor",
                "shadowView.layer.shadowOpacity = \(n(shadow.opacity))",
                "shadowView.layer.shadowRadius = \(n(shadow.radius))",
                "shadowView.layer.shadowOffset = CGSize(width: \(n(shadow.offsetX)), height: \(n(shadow.offsetY)))",
            ]
        }
        lines += [
            "let roundedView = UIView(frame: shadowView.bounds)",
            "roundedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
        ]
        if let corners = appearance.corners {
            lines.append("roundedView.layer.cornerRadius = \(n(corners.radius))")
            if corners.rounded != Corner.allCases {
                let mask = corners.rounded.map { "." + $0.maskName }.joined(separator: ", ")
                lines.append("roundedView.layer.maskedCorners = [\(mask)]")
            }
            if corners.curve != .circular { lines.append("roundedView.layer.cornerCurve = .\(corners.curve.rawValue)") }
        }
        lines.append("roundedView.layer.masksToBounds = true")
        if let border = appearance.border {
            lines.append("roundedView.layer.borderWidth = \(n(border.width))")
            lines.append("roundedView.layer.borderColor = \(Self.color(border.color)).cgColor")
        }
        lines += [
            "content.frame = roundedView.bounds",
            "content.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "roundedView.addSubview(content)",
            "shadowView.addSubview(roundedView)",
        ]
        if appearance.shadow != nil { lines.append("shadowView.layer.shadowPath = shadowPath(in: shadowView.bounds)") }
        lines.append("appearanceView = shadowView")
        return [.comment("The appearance: the content rounded and clipped inside a view that casts the shadow.")]
            + lines.map(SwiftStatement.line)
    }

    /// What `containerViewWillLayoutSubviews()` adds once it has sized `presentedView`.
    var layout: [SwiftStatement] {
        appearance.shadow == nil ? [] : [.line("presentedView.layer.shadowPath = shadowPath(in: presentedView.bounds)")]
    }

    /// The shadow's outline, the rounded rectangle of the corners that are rounded; none without
    /// a shadow.
    var shadowPath: [SwiftDeclaration] {
        guard appearance.shadow != nil else { return [] }
        return [
            .function(
                documentation: ["The shadow's outline, so Core Animation need not render the content to find it."],
                signature: "private func shadowPath(in bounds: CGRect) -> CGPath", body: [shadowPathBody])
        ]
    }

    private var shadowPathBody: SwiftStatement {
        guard let corners = appearance.corners, corners.radius > 0 else {
            return .line("UIBezierPath(rect: bounds).cgPath")
        }
        let radius = NumberLiteral.swift(corners.radius)
        guard corners.rounded != Corner.allCases else {
            return .line("UIBezierPath(roundedRect: bounds, cornerRadius: \(radius)).cgPath")
        }
        let rounded = corners.rounded.map { "." + $0.rawValue }.joined(separator: ", ")
        return .wrappedCall(
            callee: "UIBezierPath",
            arguments: [
                .expression(
                    "roundedRect: bounds, byRoundingCorners: [\(rounded)], cornerRadii: CGSize(width: \(radius), height: \(radius))"
                )
            ], closing: ").cgPath")
    }

    /// Undoes the wrapping once the presented view is gone (or its presentation was cancelled).
    static let cleanup = [
        "presentedViewController.view.removeFromSuperview()",
        "presentedViewController.view.autoresizingMask = savedAutoresizingMask",
        "appearanceView = nil",
    ]

    /// The presentation controller's summary.
    var description: String {
        var parts: [String] = []
        if let shadow = appearance.shadow {
            parts.append(
                "a shadow of opacity \(NumberLiteral.plainDecimal(shadow.opacity)) and radius \(NumberLiteral.plainDecimal(shadow.radius))"
            )
        }
        if let border = appearance.border { parts.append("a \(NumberLiteral.plainDecimal(border.width))-point border") }
        if let corners = appearance.corners {
            let which =
                corners.rounded == Corner.allCases
                ? "" : " (" + corners.rounded.map(\.rawValue).joined(separator: ", ") + ")"
            parts.append(
                "\(corners.curve.rawValue) corners of radius \(NumberLiteral.plainDecimal(corners.radius))\(which)")
        }
        return parts.isEmpty ? "its content clipped" : parts.joined(separator: ", ")
    }

    /// `UIColor(red:green:blue:alpha:)` of a color.
    static func color(_ c: Color) -> String {
        SwiftRenderer.text(
            .call(
                .name("UIColor"),
                [
                    ("red", .number(c.red)), ("green", .number(c.green)), ("blue", .number(c.blue)),
                    ("alpha", .number(c.alpha)),
                ]))
    }
}
