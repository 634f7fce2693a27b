// A phase's groups of tracks run as UIKit animations, and the transition's completion once all are done.
import TransModel

extension AnimatorGenerator {
    /// The groups of tracks (transform components, position axes and layer keys on key paths
    /// leave the UIKit groups), each
    /// started, and the finish once every one has finished.
    func running(_ views: [AnimatedView], snapshots: [ViewSnapshot], state: inout TransformState) -> [SwiftStatement] {
        let groups = AnimationGroup.grouping(views).compactMap { group -> AnimationGroup? in
            var group = group
            group.members.removeAll { member in
                let view = views[member.view], property = member.track.property
                return runsComponents(view) && property.isTransform
                    || runsPositionComponents(view) && (property == .x || property == .y)
                    || runsLayerKeys(view) && property.viewValue?.layerKeyPath != nil
            }
            return group.members.isEmpty ? nil : group
        }
        let components = TransformComponentGenerator(
            views: views.filter(runsComponents), positionViews: views.filter(runsPositionComponents),
            layerKeyViews: views.filter(runsLayerKeys))
        var finish = components.finishing().map(SwiftStatement.line)
        finish += self.finish(views, snapshots: snapshots)
        let writer = PropertyWriter()
        if isInteractive {
            let bodies = groups.map {
                (group: $0, animations: groupBody($0, views: views, writer: writer, state: &state))
            }
            return [.blankLine] + InterruptibleAnimatorPrinter(phase: phase).animator(bodies, completion: finish)
        }
        let hasComponents = !components.isEmpty
        var statements: [SwiftStatement] = []
        if hasComponents || groups.contains(where: { $0.timing.duration != 0 || $0.timing.delay != 0 }) {
            statements += [
                .blankLine, .comment("Not animated: every group takes no time, so the end state applies at once."),
                .line("let animated = transitionContext.isAnimated"),
            ]
        }
        switch groups.count + (hasComponents ? 1 : 0) {
        case 0:
            return statements + finish
        case 1:
            let only: [SwiftStatement] =
                hasComponents
                ? components.statements(completion: finish)
                : group(groups[0], suffix: "", views: views, writer: writer, state: &state, completion: finish)
            statements.append(.blankLine)
            return statements + only
        case let count:
            statements += [
                .blankLine, .comment("The transition completes when every group of tracks has finished."),
                .line("var runningGroups = \(count)"),
                .block(
                    header: "let groupFinished: () -> Void =",
                    body: [.line("runningGroups -= 1"), .line("guard runningGroups == 0 else { return }")] + finish),
            ]
            let groupFinished: [SwiftStatement] = [.line("groupFinished()")]
            for (index, runner) in groups.enumerated() {
                statements.append(.blankLine)
                statements += group(
                    runner, suffix: "\(index + 1)", views: views, writer: writer, state: &state,
                    completion: groupFinished)
            }
            if hasComponents {
                statements.append(.blankLine)
                statements += components.statements(completion: groupFinished)
            }
            return statements
        }
    }

    /// One group: its comment and UIKit animation, advancing `state` past it.
    private func group(
        _ group: AnimationGroup, suffix: String, views: [AnimatedView], writer: PropertyWriter,
        state: inout TransformState, completion: [SwiftStatement]
    ) -> [SwiftStatement] {
        let tracks = group.members.map { "\($0.track.target.name).\($0.track.property.rawValue)" }
        let delay = group.timing.delay == 0 ? "" : " after \(NumberLiteral.plainDecimal(group.timing.delay))s"
        let comment =
            "\(tracks.joined(separator: ", ")): \(NumberLiteral.plainDecimal(group.timing.duration))s\(delay), "
            + CurveSpelling.language(group.timing.curve)
        let animations = groupBody(group, views: views, writer: writer, state: &state)
        return [.comment(comment)]
            + GroupAnimationGenerator(group: group, suffix: suffix).statements(
                animations: animations, completion: completion)
    }

    /// A group's animations block (for a keyframe group, its `addKeyframe` calls), advancing
    /// `state` past it.
    private func groupBody(
        _ group: AnimationGroup, views: [AnimatedView], writer: PropertyWriter, state: inout TransformState
    ) -> [SwiftStatement] {
        var body: [SwiftStatement] = []
        if group.keyframeMode != nil {
            for (index, track) in group.members {
                guard case .keyframes(_, let times, let values) = track.animation else { continue }
                let keyframes = KeyframeWindows(track, times: times, values: values, on: views[index])
                body += keyframes.preamble.map(SwiftStatement.line)
                for (key, (start, length)) in zip(1..., keyframes.windows) {
                    let setting = state.statements(
                        setting: track.property, to: values[key], onView: index, views: views, writer: writer)
                    body.append(
                        .block(
                            header: "UIView.addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(length))",
                            body: setting.map(SwiftStatement.line)))
                }
                state.parts[index][track.property] = values.last
            }
        } else {
            var transformed: Set<Int> = []
            for (index, track) in group.members where track.property.isTransform {
                state.parts[index][track.property] = track.animation.to
                transformed.insert(index)
            }
            for (index, track) in group.members {
                if track.property.isTransform {
                    guard transformed.remove(index) != nil else { continue }
                    body.append(.line(writer.transformStatement(for: views[index], parts: state.parts[index])))
                } else {
                    body += writer.statements(setting: track.property, to: track.animation.to, on: views[index])
                        .map(SwiftStatement.line)
                }
            }
        }
        return body
    }
}
