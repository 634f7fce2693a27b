// The pan of an interactive dismissal against the motion it drives: the finger's travel is the
// dismissal's progress, so the presented view moves with the finger only if the dismissal
// moves it the pan's way, linearly.
import TransModel
import TransSyntax

extension TransitionChecker {
    /// Rule: an interactive dismissal moves the presented view the pan's way by at least a
    /// point (in CLI.md's default container), with a `FROM -> TO` track. A pan that drags the
    /// other way, or along an axis the view does not move on, gets the direction that would
    /// work as a fix-it.
    func checkPanDirection(_ transition: Transition, dismiss field: Field) {
        // A dismissal with errors, or without tracks (sema.interactive-without-tracks), is
        // reported already.
        guard let interactive = transition.interactiveDismissal, case .written = transition.dismiss.origin,
            !transition.dismiss.targets.allSatisfy(\.tracks.isEmpty), case .block(let block) = field.value,
            let pan = Self.panExpression(in: block)
        else { return }
        let direction = interactive.direction
        let geometry = Geometry.reference(finalFrame: transition.finalFrame)
        let motion = transition.dismiss.presentedMotion(along: direction)
        if let motion, motion.isKeyframed {
            reportRule(CheckerMessages.panOverKeyframes(motion.track.property.rawValue, at: pan.range))
            return
        }
        guard !Self.moves(motion, toward: direction, in: geometry) else { return }
        let crossAxis: [Edge] = direction.isVertical ? [.left, .right] : [.top, .bottom]
        let working = ([direction.opposite] + crossAxis).first { edge in
            Self.moves(transition.dismiss.presentedMotion(along: edge), toward: edge, in: geometry)
        }
        let fixIt = working.flatMap { edge -> FixIt? in
            guard case .call(_, let arguments) = pan.kind, let first = arguments.first else { return nil }
            return .replace(
                first.value.range, with: edge.directionName,
                message: "replace '\(direction.directionName)' with '\(edge.directionName)'")
        }
        reportRule(
            CheckerMessages.panAgainstMotion(
                direction.directionName, axis: direction.isVertical ? "y" : "x", working: working?.directionName,
                at: pan.range, fixIt: fixIt))
    }

    /// Whether `motion` moves the presented view at least a point `direction`'s way, linearly.
    private static func moves(_ motion: PanAxisMotion?, toward direction: Edge, in geometry: Geometry) -> Bool {
        guard let motion, !motion.isKeyframed else { return false }
        return geometry.evaluate(motion.travel(toward: direction)) >= 1
    }

    /// The value of the dismiss block's `interactive:` entry.
    static func panExpression(in block: Block) -> ExpressionSyntax? {
        for entry in block.entries {
            if case .field(let name, .expression(let expression)) = entry.kind, name.name == "interactive" {
                return expression
            }
        }
        return nil
    }
}
