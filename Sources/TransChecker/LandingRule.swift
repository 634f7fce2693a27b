// Where the present animator leaves the presented view. The emitted presentation controller
// puts the view back at its presentation frame on every container layout pass after the
// transition (`containerViewWillLayoutSubviews`); an animator that lands it elsewhere (as
// HouWan's Demo2 does) sees it jump there at the next rotation, unless `relayout: false`.
import TransModel
import TransSyntax

extension TransitionChecker {
    /// Note `sema.landing-off-frame`: the present phase's last `frame`, `x` or `y` track of
    /// `presented` ends off the presentation frame (by half a point or more, in the default
    /// 393 × 852 container) while `relayout` is on; fix-it: `relayout: false`.
    func checkLanding(_ transition: Transition, present field: Field, presentation block: Field?) {
        // The presentation's settings read in place: binding it copied the whole `Presentation`.
        guard transition.presentation?.relayout == true, !(transition.presentation?.rests).hasValue,
            case .written = transition.present.origin, case .block(let body) = field.value
        else { return }
        let finalFrame = transition.finalFrame
        let geometry = Geometry.reference(finalFrame: finalFrame)
        let final = geometry.evaluate(finalFrame)
        var landed = final
        // The tracks are read in place, by index (flattening them, or a `for … in` loop, copied
        // every one), and each end evaluated as the rectangle or the number it is, not an array.
        let targets = transition.present.targets
        for targetIndex in targets.indices where targets[targetIndex].target == .presented {
            let tracks = targets[targetIndex].tracks
            for trackIndex in tracks.indices {
                switch (tracks[trackIndex].property, Self.endValue(tracks[trackIndex].animation)) {
                case (.frame, .frame(let frame)?): landed = geometry.evaluate(frame)
                case (.x, .scalar(let x)?): landed.x = geometry.evaluate(x)
                case (.y, .scalar(let y)?): landed.y = geometry.evaluate(y)
                default: break
                }
            }
        }
        // Field by field, not through `components`: two arrays a transition for four numbers.
        let apart =
            abs(landed.x - final.x) >= 0.5 || abs(landed.y - final.y) >= 0.5
            || abs(landed.width - final.width) >= 0.5 || abs(landed.height - final.height) >= 0.5
        guard apart, let landing = Self.landingEnd(of: targets, in: body) else { return }
        var insertion: Int?
        if case .block(let presentationBody)? = block?.value {
            insertion = presentationBody.entries.last?.range.end
        }
        reportRule(
            CheckerMessages.landingOffFrame(
                landed.components, frame: final.components, at: landing.range, insertAt: insertion))
    }

    /// The written end of the last track of `presented` that moves the view, as `checkLanding`
    /// lands it, and has one. Found again only for a view that lands off its frame: the moving
    /// tracks' properties, kept while landing it, were an array a transition.
    private static func landingEnd(of targets: [AnimatedTarget], in body: Block) -> ExpressionSyntax? {
        for target in targets.reversed() where target.target == .presented {
            for track in target.tracks.reversed() where movesView(track) {
                if let end = trackEnd(track.property.rawValue, in: body) { return end }
            }
        }
        return nil
    }

    /// Whether `checkLanding` lands the view by `track`: a `frame` track that ends on a frame,
    /// an `x` or `y` track that ends on a number.
    private static func movesView(_ track: Track) -> Bool {
        switch (track.property, endValue(track.animation)) {
        case (.frame, .frame?), (.x, .scalar?), (.y, .scalar?): true
        default: false
        }
    }

    /// A track's last value: TO, or the last key's.
    private static func endValue(_ animation: TrackAnimation) -> TrackValue? {
        switch animation {
        case .fromTo(_, let to): to
        case .keyframes(_, _, let values): values.last
        }
    }

    /// The written end of `property`'s track in `animate presented` of a phase's body: the
    /// expression after `->`, or the keyframe list.
    private static func trackEnd(_ property: String, in body: Block) -> ExpressionSyntax? {
        var found: ExpressionSyntax?
        for entry in body.entries {
            guard case .animate(_, let target, let block) = entry.kind, case .name("presented") = target.kind else {
                continue
            }
            for inner in block.entries {
                guard case .field(let name, let value) = inner.kind, name.name == property else { continue }
                switch value {
                case .track(_, _, let to): found = to
                case .expression(let expression): found = expression
                case .block: break
                }
            }
        }
        return found
    }
}
