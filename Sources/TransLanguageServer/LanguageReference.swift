// The language reference the editor shows: each block's entries with their type and meaning,
// and the words and functions values are made of (`docs/language.md`, condensed).
import TransModel

/// The blocks entries live in, named as hover and completion tell them apart.
enum BlockKind: String, Equatable {
    case file, transition, presentation, dimming, phase, animate, keyframes
    case sheet
    /// `reduceMotion { … }` in a phase: the tracks that run under Reduce Motion.
    case reducedMotion
    /// `appearance { … }` in `presentation`, and its three blocks.
    case appearance, shadow, border, corners
}

/// What an entry's value is, for completion of values.
enum ValueChoice: Equatable {
    case string, bool, number, time, angle, color, frame, curve, anchor, gesture
    case presentationStyle, systemAnimation
    /// `keyboard:` in `presentation`.
    case keyboardAvoidance
    /// `reduceMotion:` in a phase: `crossFade` or `keep` (or a block).
    case reducedMotion
    /// `only:` and `curve:` in `corners`.
    case corner, cornerCurve
    /// `blur:` in `dimming`.
    case blurStyle
    /// `order:` in a phase.
    case order
    /// `shadeGradient:` in `animate`: `gradient(COLOR, COLOR, …)`.
    case gradient
    /// `dismiss`: a block, or `reverse`.
    case dismissal
    /// A block: no value to complete after `:`.
    case block
}

/// One documented entry of a block.
struct EntryReference {
    let name: String
    /// The type as the reference names it: `a time`, `a presentation style`.
    let type: String
    /// What it means, in one sentence.
    let meaning: String
    let value: ValueChoice
    /// The text completion inserts, a snippet (`$1`, `${1|a,b|}`, `$0`).
    let snippet: String
    /// Whether the entry is an animated track, which may also be a keyframe list.
    var isTrack = false
}

/// What hover and completion say about the language, in one place so the two never disagree
/// (docs/language.md condensed; curves come from their declarations, `Curve.syntax`).
enum LanguageReference {
    /// The entries `block` accepts, in documentation order.
    static func entries(of block: BlockKind) -> [EntryReference] {
        switch block {
        case .transition: transitionEntries
        case .presentation: presentationEntries
        case .dimming: dimmingEntries
        case .phase: phaseEntries
        case .animate: animateEntries
        case .sheet: sheetEntries
        case .reducedMotion: [animateEntry]
        case .appearance: appearanceEntries
        case .shadow: shadowEntries
        case .border: borderEntries
        case .corners: cornerEntries
        case .file, .keyframes: []
        }
    }

    /// The entry `name` of `block`, if documented.
    static func entry(_ name: String, in block: BlockKind) -> EntryReference? {
        entries(of: block).first { $0.name == name }
    }

    static let transitionEntries = [
        field("doc", "a string", "Shown in the generated doc comments.", .string, "\"$1\""),
        field(
            "style", "a presentation style", "The presented controller's `modalPresentationStyle` (required).",
            .presentationStyle, "${1|\(PresentationStyle.allCases.map(\.rawValue).joined(separator: ","))|}"),
        field(
            "system", "a system transition style",
            "The presented controller's `modalTransitionStyle`: UIKit's own animation, without animators.",
            .systemAnimation, "${1|\(SystemAnimation.allCases.map(\.rawValue).joined(separator: ","))|}"),
        block(
            "presentation",
            "A `UIPresentationController` subclass: the final frame, the dimming view, the corner radius; needs `style: custom`."
        ),
        block(
            "present",
            "The presenting animator (`UIViewControllerAnimatedTransitioning`): timing and the views it animates."),
        EntryReference(
            name: "dismiss", type: "a phase block, or `reverse`",
            meaning: "The dismissing animator; `dismiss: reverse` plays the present phase backwards.",
            value: .dismissal, snippet: "dismiss {\n\t$0\n}"),
        block(
            "sheet",
            "UIKit's own sheet (`UISheetPresentationController`): detents, grabber, corner radius; needs `style: pageSheet` or `formSheet`."
        ),
    ]

    static let presentationEntries = [
        field(
            "frame", "a frame",
            "`frameOfPresentedViewInContainerView`: where the presented view ends up (`final`); default the container.",
            .frame, "$1"),
        field(
            "removesPresentersView", "a boolean",
            "`shouldRemovePresentersView`: whether UIKit takes the presenting view off screen afterwards (default `false`).",
            .bool, "${1|true,false|}"),
        block(
            "dimming", "A dimming view behind the presented view, faded in with presentation and out with dismissal."),
        field("cornerRadius", "a number ≥ 0", "The presented view's corner radius in points.", .number, "$1"),
        block(
            "rests",
            "Named resting positions (`tip: bottom(height: 90)` …, lowest first, with `initial`, `largestUndimmed`, `dismissible`) a pan moves the presented view between."
        ),
        field(
            "passthrough", "a boolean",
            "Whether touches outside the presented view reach the presenting view, as in a non-modal panel (default `false`).",
            .bool, "${1|true,false|}"),
        field(
            "keyboard", "a keyboard avoidance",
            "What the presented view does while the keyboard covers it: `moveUp`, `compress` or `none` (default).",
            .keyboardAvoidance, "${1|\(KeyboardAvoidance.allCases.map(\.rawValue).joined(separator: ","))|}"),
        field(
            "relayout", "a boolean",
            "Whether a container layout pass puts the presented view back at `frame` (default `true`); `false` leaves it where the present animator landed it, as UIKit's own `containerViewWillLayoutSubviews` does.",
            .bool, "${1|true,false|}"),
        block(
            "appearance",
            "The presented view's `shadow`, `border` and `corners`: its content rounded and clipped inside a view that casts the shadow."
        ),
    ]

    static let appearanceEntries = [
        block("shadow", "The presented view's shadow: `color`, `opacity`, `radius`, `offset`, with a `shadowPath`."),
        block("border", "A border drawn inside the presented view's bounds, over its content: `width`, `color`."),
        block("corners", "Which corners are rounded, by how much, and their curve: `radius`, `only`, `curve`."),
    ]

    static let shadowEntries = [
        field("color", "a color", "`shadowColor` (default `black`).", .color, "$1"),
        field(
            "opacity", "a number in 0…1", "`shadowOpacity` (default `0.5`; Core Animation's own 0 hides it).", .number,
            "${1:0.3}"),
        field("radius", "a number ≥ 0", "`shadowRadius`: the blur in points (default `3`).", .number, "${1:12}"),
        field(
            "offset", "an offset `(dx, dy)`", "`shadowOffset` in points (default `(0, -3)`: up).", .number,
            "(${1:0}, ${2:-2})"),
    ]

    static let borderEntries = [
        field(
            "width", "a number ≥ 0", "`borderWidth` in points (default `1`), drawn inside the bounds.", .number, "$1"),
        field("color", "a color", "`borderColor` (default `black`).", .color, "$1"),
    ]

    static let cornerEntries = [
        field("radius", "a number ≥ 0", "`cornerRadius` of the rounded corners, in points.", .number, "${1:16}"),
        field(
            "only", "corners",
            "`maskedCorners`: the corners rounded, one or several in parentheses (default all four).",
            .corner, "(${1|\(Corner.allCases.map(\.rawValue).joined(separator: ","))|})"),
        field(
            "curve", "a corner curve", "`cornerCurve`: `circular` (default) or `continuous`, the system's squircle.",
            .cornerCurve, "${1|\(CornerCurve.allCases.map(\.rawValue).joined(separator: ","))|}"),
    ]

    static let dimmingEntries = [
        field("color", "a color", "The dimming view's color (default `black`).", .color, "$1"),
        field("alpha", "a number in 0…1", "The dimming view's alpha once presented (default `0.4`).", .number, "$1"),
        field(
            "tapToDismiss", "a boolean", "Whether a tap on the dimming view dismisses (default `false`).", .bool,
            "${1|true,false|}"),
        field(
            "blur", "a blur style",
            "A blurred backdrop under the dimming color (`UIVisualEffectView`), its `UIBlurEffect` animated in and out with the dimming.",
            .blurStyle, "${1|\(BlurStyle.allCases.map(\.rawValue).joined(separator: ","))|}"),
    ]

    static let timingEntries = [
        field(
            "duration", "a time", "How long the tracks move; required unless the curve is a physical spring.", .time,
            "${1:0.3}s"),
        field("delay", "a time", "How long the tracks wait before moving (default `0s`).", .time, "${1:0}s"),
        field(
            "curve", "a curve", "The timing curve (default `easeInOut`, `linear` for keyframe tracks).", .curve, "$1"),
    ]

    static let phaseEntries =
        timingEntries + [
            field(
                "perspective", "a number > 0", "3D rotations are seen through `m34 = -1 / perspective`.", .number,
                "${1:500}"),
            field(
                "interactive", "a gesture",
                "A finger-driven phase: `pan(DIRECTION, threshold: N)` or `edgePan(EDGE, threshold: N)`; in `present`, attached to a source view.",
                .gesture,
                "pan(${1|down,up,left,right|})"),
            field(
                "order", "a view order",
                "Which view is on top during the phase: `presentedAbove` or `presentedBelow` (default: below only when the phase animates `presenting` alone).",
                .order, "${1|presentedAbove,presentedBelow|}"),
            EntryReference(
                name: "reduceMotion", type: "a Reduce Motion choice, or a block",
                meaning:
                    "What runs under Reduce Motion: `crossFade` (default: views hold still, the presented view fades), "
                    + "`keep` (the motion is essential), or a block of `animate` entries on the phase's timing.",
                value: .reducedMotion, snippet: "reduceMotion: ${1|crossFade,keep|}"),
            animateEntry,
        ]

    static let animateEntry = EntryReference(
        name: "animate", type: "a target block",
        meaning: "The tracks of one view: `presented`, `presenting`, `dimming` or `presented.tag(N)`.",
        value: .block, snippet: "animate ${1|presented,presenting,dimming|} {\n\t$0\n}")

    static let animateEntries =
        timingEntries + [
            field(
                "anchor", "an anchor",
                "The layer's anchor point: `(x, y)` in the unit square or an edge word (a setting).",
                .anchor, "${1|center,left,right,top,bottom|}")
        ] + Property.allCases.map(track) + [
            field(
                "shadeGradient", "a gradient",
                "The `shade` overlay's colors, `gradient(COLOR, COLOR, …, stops: (…), from: EDGE)`: the first at `from` (default the anchor, the hinge), evenly spaced unless `stops` says (a setting).",
                .gradient, "gradient(${1:black}, ${2:clear})")
        ]

    /// The functions values may call: signature and meaning.
    static let functions: [(name: String, signature: String, meaning: String, returns: ValueChoice)] =
        [
            ("rect", "rect(x:, y:, width:, height:)", "A frame from its origin and size.", .frame),
            ("top", "top(height:)", "The container's top strip of that height.", .frame),
            ("bottom", "bottom(height:)", "The container's bottom strip of that height.", .frame),
            ("left", "left(width:)", "The container's left strip of that width.", .frame),
            ("right", "right(width:)", "The container's right strip of that width.", .frame),
            ("center", "center(width:, height:)", "A frame of that size centred in the container.", .frame),
            (
                "inset", "inset(top:, left:, bottom:, right:) or inset(N)", "The container inset by those margins.",
                .frame
            ),
            ("offscreen", "offscreen(EDGE)", "The final frame moved just past that edge of the container.", .frame),
            (
                "orientation", "orientation(portrait:, landscape:)",
                "The landscape frame in a container wider than tall, else the portrait one.", .frame
            ),
            ("rgb", "rgb(red, green, blue)", "An opaque sRGB color, components in 0…1.", .color),
            ("rgba", "rgba(red, green, blue, alpha)", "An sRGB color with alpha, components in 0…1.", .color),
        ] + curveFunctions + [
            (
                "pan", "pan(DIRECTION, threshold: N, velocity: V)",
                "A pan-driven interactive phase; N a share in (0, 1) (default 0.3) or points (`120pt`), V the fling speed (default 1000 pt/s).",
                .gesture
            ),
            (
                "edgePan", "edgePan(EDGE, threshold: N, velocity: V)",
                "A pan from a screen edge, the finger moving away from it: presents in `present`, dismisses in `dismiss`.",
                .gesture
            ),
            (
                "keyframes", "keyframes(MODE) { TIME: VALUE … }",
                "A keyframe track; MODE is linear, cubic, discrete or paced.", .number
            ),
            ("min", "min(a, b)", "The smaller of two values of the same type.", .number),
            ("max", "max(a, b)", "The larger of two values of the same type.", .number),
            ("clamp", "clamp(x, min:, max:)", "x kept within min…max.", .number),
        ]

    /// Names with a fixed meaning and what they are.
    static let builtinNames: [(name: String, meaning: String, kind: ValueChoice)] =
        [
            ("container", "The container view's bounds (a frame).", .frame),
            ("final", "The presented view's final frame: the presentation's `frame` (a frame).", .frame),
            ("black", "The color black.", .color), ("white", "The color white.", .color),
            ("clear", "The clear color.", .color),
        ]
        + Curve.syntax.compactMap { syntax in
            if case .name(let name, _, let meaning) = syntax { return (name, meaning, .curve) }
            return nil
        }

    /// The curve functions from their declarations (`Curve.syntax`), one entry per function:
    /// the kinds sharing one (`spring`) show their forms side by side and their meanings as
    /// one sentence.
    private static var curveFunctions: [(name: String, signature: String, meaning: String, returns: ValueChoice)] {
        var calls: [[CurveCall]] = []
        for case .call(let call) in Curve.syntax {
            if let index = calls.firstIndex(where: { $0[0].function == call.function }) {
                calls[index].append(call)
            } else {
                calls.append([call])
            }
        }
        return calls.map { overloads in
            let meanings = overloads.map(\.meaning)
            let sentence =
                meanings.count == 1
                ? meanings[0] : meanings.dropLast().joined(separator: ", ") + ", or " + meanings.last!
            return (
                overloads[0].function, overloads.map(\.form).joined(separator: " · "), sentence + ".", .curve
            )
        }
    }

    /// The views `animate` may name, completed after `animate`.
    static let targets = ["presented", "presenting", "dimming"]

    static func field(
        _ name: String, _ type: String, _ meaning: String, _ value: ValueChoice, _ valueSnippet: String
    ) -> EntryReference {
        EntryReference(name: name, type: type, meaning: meaning, value: value, snippet: "\(name): \(valueSnippet)")
    }

    private static func block(_ name: String, _ meaning: String) -> EntryReference {
        EntryReference(name: name, type: "a block", meaning: meaning, value: .block, snippet: "\(name) {\n\t$0\n}")
    }

    /// A property's entry, from its descriptor.
    private static func track(_ property: Property) -> EntryReference {
        let descriptor = property.descriptor
        let value: ValueChoice =
            switch descriptor.valueKind {
            case .frame: .frame
            case .angle: .angle
            case .horizontalLength, .verticalLength, .number: .number
            }
        return EntryReference(
            name: property.rawValue, type: "\(descriptor.summary) track (`FROM -> TO` or keyframes)",
            meaning: descriptor.meaning, value: value, snippet: "\(property.rawValue): ${1} -> ${2}", isTrack: true)
    }
}
