// An interactive presentation: the finger's travel over the presented view's motion is the
// progress, and UIKit scrubs the present animator's time with it, so the view stays under the
// finger only when that motion goes the finger's way, linearly in time.
import TransModel
import TransSyntax

extension TransitionChecker {
    /// Rules: the present phase moves the presented view the gesture's way by at least a point
    /// (in the default 393 × 852 container) with a `FROM -> TO` track (`sema.present-pan-direction`,
    /// with the gesture that would work as a fix-it), on `curve: linear`
    /// (`sema.interactive-present-curve`).
    func checkInteractivePresentation(_ transition: Transition, present field: Field) {
        guard let gesture = transition.interactivePresentation, case .written = transition.present.origin,
            !transition.present.targets.allSatisfy(\.tracks.isEmpty), case .block(let block) = field.value,
            let pan = Self.panExpression(in: block)
        else { return }
        let geometry = Geometry.reference(finalFrame: transition.finalFrame)
        func moves(_ edge: Edge) -> Bool {
            guard let motion = transition.present.presentedMotion(along: edge), !motion.isKeyframed else {
                return false
            }
            return geometry.evaluate(motion.travel(toward: edge)) >= 1
        }
        if !moves(gesture.direction) {
            let crossAxis: [Edge] = gesture.direction.isVertical ? [.left, .right] : [.top, .bottom]
            let working = ([gesture.direction.opposite] + crossAxis).first(where: moves)
            let written = gesture.screenEdge?.rawValue ?? gesture.direction.directionName
            let replacement = working.map { gesture.screenEdge == nil ? $0.directionName : $0.opposite.rawValue }
            var fixIts: [FixIt] = []
            if let replacement, case .call(_, let arguments) = pan.kind, let first = arguments.first {
                fixIts = [
                    .replace(
                        first.value.range, with: replacement, message: "replace '\(written)' with '\(replacement)'")
                ]
            }
            reportRule(
                CheckerMessages.presentPanAgainstMotion(
                    gesture.direction.directionName, written: written, working: replacement,
                    isEdgePan: gesture.screenEdge != nil, at: pan.range, fixIts: fixIts))
            return
        }
        guard transition.present.timing.curve != .linear else { return }
        let curveEntry = block.entries.first { entry in
            if case .field(let name, _) = entry.kind { return name.name == "curve" }
            return false
        }
        var fixIts: [FixIt] = []
        if let curveEntry, case .field(_, .expression(let value)) = curveEntry.kind {
            fixIts = [.replace(value.range, with: "linear", message: "write 'linear'")]
        }
        reportRule(CheckerMessages.interactivePresentCurve(at: pan.range, fixIts: fixIts))
    }
}
