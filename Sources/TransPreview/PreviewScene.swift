// What the page's script needs beside the timeline: the views at rest, layering, anchors, perspective.
import TransJSON
import TransModel
import TransTimeline

/// Builds the `trans-preview/1` scene document, one entry per transition in the timeline's order.
///
/// The timeline says how tracks move; the scene says what stands still: the presented view's
/// final frame and corner radius, its appearance (shadow, border, corners), the dimming view's colour and alpha, whether the presenting
/// view leaves the screen after presentation, the tagged subviews, the interactive pan, and per phase its
/// perspective, its anchors (as `[x, y]` unit points by target) and which view is on top.
enum PreviewScene {
    /// The format tag of the scene document.
    static let format = "trans-preview/1"

    static func json(_ program: Program, options: TimelineOptions) -> JSONValue {
        .object([
            ("format", .string(format)),
            ("transitions", .array(program.transitions.map { json($0, options: options) })),
        ])
    }

    private static func json(_ transition: Transition, options: TimelineOptions) -> JSONValue {
        let geometry = Geometry(
            containerWidth: options.containerWidth, containerHeight: options.containerHeight,
            finalFrame: transition.finalFrame, safeArea: options.safeArea, contentSize: options.contentSize)
        return .object([
            ("name", .string(transition.name)),
            ("finalFrame", .array(geometry.finalFrame.components.map(JSONValue.number))),
            ("cornerRadius", transition.presentation?.cornerRadius.map(JSONValue.number) ?? .null),
            ("dimming", dimming(transition.presentation?.dimming)),
            ("appearance", AppearanceStyle.json(transition.presentation?.appearance, tracks: transition)),
            ("presentingLeavesScreen", .bool(transition.presentingLeavesScreen)),
            ("tags", .array(tags(of: transition).map { .number(Double($0)) })),
            ("interactive", interactive(transition.interactiveDismissal, geometry: geometry)),
            ("phases", .array([transition.present, transition.dismiss].map { json($0, geometry: geometry) })),
        ])
    }

    /// A phase's settings; its perspective evaluated at the preview's container.
    private static func json(_ phase: Phase, geometry: Geometry) -> JSONValue {
        let anchors = phase.targets.compactMap { target in
            target.anchor.map { (key: target.target.name, value: JSONValue.array([.number($0.x), .number($0.y)])) }
        }
        return .object([
            ("phase", .string(phase.kind.rawValue)),
            ("perspective", phase.perspective.map { .number(geometry.evaluate($0)) } ?? .null),
            ("presentedAbovePresenting", .bool(phase.presentedAbovePresenting)),
            ("anchors", .object(anchors)),
            ("shadeGradients", .object(AppearanceStyle.shadeGradients(phase))),
        ])
    }

    /// The pan that dismisses: its direction as a unit vector in the container's coordinates
    /// (y down), its threshold, and the distance that takes the presented view off screen that
    /// way, which the generated code divides the finger's travel by (`docs/generated-code.md`).
    private static func interactive(_ pan: InteractiveDismissal?, geometry: Geometry) -> JSONValue {
        guard let pan else { return .null }
        let final = geometry.finalFrame
        let (axis, distance): ([Double], Double) =
            switch pan.direction {
            case .bottom: ([0, 1], geometry.containerHeight - final.y)
            case .top: ([0, -1], final.y + final.height)
            case .right: ([1, 0], geometry.containerWidth - final.x)
            case .left: ([-1, 0], final.x + final.width)
            }
        return .object([
            ("direction", .string(pan.direction.directionName)),
            ("axis", .array(axis.map(JSONValue.number))),
            ("threshold", .number(pan.threshold)),
            ("distance", .number(distance)),
        ])
    }

    /// The dimming view's CSS colour and its alpha once presented, or null without one.
    private static func dimming(_ dimming: Dimming?) -> JSONValue {
        guard let dimming else { return .null }
        var members: [(String, JSONValue)] = [
            ("color", .string(cssColor(dimming.color))),
            ("alpha", .number(dimming.alpha)),
        ]
        if let blur = dimming.blur { members.append(("blur", .number(AppearanceStyle.blurRadius(blur)))) }
        return .object(members)
    }

    /// `rgba(R, G, B, A)` with R, G, B in 0…255.
    static func cssColor(_ color: Color) -> String {
        let channels = [color.red, color.green, color.blue].map { PreviewNumber.rounded($0 * 255) }
        return "rgba(" + (channels + [PreviewNumber.rounded(color.alpha)]).joined(separator: ", ") + ")"
    }

    /// The tags of `presented.tag(N)` views either phase animates, in order of first appearance.
    static func tags(of transition: Transition) -> [Int] {
        var tags: [Int] = []
        for phase in [transition.present, transition.dismiss] {
            for case .presentedTag(let tag) in phase.targets.map(\.target) where !tags.contains(tag) {
                tags.append(tag)
            }
        }
        return tags
    }
}
