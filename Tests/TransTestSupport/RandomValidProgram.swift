// Test helper: seeded random `.trans` programs that check clean, covering every construct
// (shared by the backend's type-check tests and the simulation tests).
import TransModel
import TransSyntax

/// Writes the source text of a random valid program: constants, inheritance, every style,
/// system animations, presentation frames of each function, dimming, every curve kind,
/// keyframes of each mode, every property and target (presented.tag(N) included; the layer
/// keys `borderWidth`, `shadowOpacity` and `shadowRadius` outside interactive dismissals),
/// perspective, anchors, delays, `dismiss: reverse` and interactive pans. Transition names
/// start with `prefix`, so programs generated with different prefixes can share a module.
public struct RandomValidProgram {
    private var random: SeededRandom
    private let prefix: String
    private var lines: [String] = []
    /// What earlier transitions of the file look like, for inheriting from them.
    private var bases: [(name: String, shape: Shape)] = []

    /// What a transition has, so a derived one overrides only what keeps it valid.
    private struct Shape {
        var isCustom: Bool
        var hasPresentation: Bool
        var hasDimming: Bool
        var hasPresent: Bool
        var hasSystem: Bool
        /// Whether the dismiss phase has `interactive:`, so its tracks keep the phase's timing.
        var hasInteractiveDismiss = false
    }

    /// How many transitions a program declares.
    private let transitionCount: ClosedRange<Int>

    public init(seed: UInt64, prefix: String, transitions: ClosedRange<Int> = 1...3) {
        random = SeededRandom(seed: seed)
        self.prefix = prefix
        transitionCount = transitions
    }

    /// The program's source: the first draft the checker does not reject for a curve's
    /// overshoot (`sema.through-zero`), which depends on the values drawn rather than on the
    /// program's shape. Every other rule the generator keeps by construction, so any other
    /// error still fails the tests that check its programs.
    public mutating func source() -> String {
        for _ in 0..<100 {
            let draft = self.draft()
            let diagnostics = check(draft, deploymentTarget: DeploymentTarget(major: 17, minor: 0)).diagnostics
            if !diagnostics.contains(where: { $0.severity == .error && $0.id == Self.valueDependentError }) {
                return draft
            }
            bases = []
        }
        preconditionFailure("100 drafts in a row overshoot through zero")
    }

    /// The one error a draft is drawn again for.
    private static let valueDependentError = DiagnosticID("sema.through-zero")

    private mutating func draft() -> String {
        lines = ["// Random program \(prefix)."]
        let constants = chance(0.5)
        if constants {
            lines.append("let margin = \(int(8...40))")
            lines.append(
                "let quick = spring(damping: \(decimal(0.5...1, places: 2)), velocity: \(decimal(0...1, places: 2)))")
            lines.append("let veil = rgba(0.25, 0.25, 0.25, 0.5)")
            lines.append("let slide = final.offset(y: container.height)")
        }
        for index in 0..<int(transitionCount) {
            transition(name: "\(prefix)T\(index)", constants: constants)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Transitions

    private mutating func transition(name: String, constants: Bool) {
        if let base = bases.isEmpty || !chance(0.3) ? nil : pick(bases) {
            derived(name: name, base: base)
            return
        }
        let system = chance(0.15) ? pick(["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]) : nil
        var style = pick([
            "custom", "custom", "custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet",
            "currentContext", "overCurrentContext", "automatic",
        ])
        if system == "partialCurl" { style = "fullScreen" }
        let hasPresentation = style == "custom" && chance(0.75)
        let dimming = hasPresentation && chance(0.6)
        var shape = Shape(
            isCustom: style == "custom", hasPresentation: hasPresentation, hasDimming: dimming,
            hasPresent: false, hasSystem: system != nil)
        lines.append("transition \(name) {")
        if chance(0.4) { lines.append("    doc: \(docString())") }
        lines.append("    style: \(style)")
        if let system { lines.append("    system: \(system)") }
        if hasPresentation { presentation(dimming: dimming, constants: constants) }
        if system == nil {
            if chance(0.85) {
                shape.hasPresent = true
                phase("present", dimming: dimming, constants: constants, interactive: false)
            }
            switch int(0...3) {
            case 0 where shape.hasPresent: lines.append("    dismiss: reverse")
            case 1, 2:
                shape.hasInteractiveDismiss = chance(0.5)
                phase("dismiss", dimming: dimming, constants: constants, interactive: shape.hasInteractiveDismiss)
            default: break
            }
        }
        lines.append("}")
        bases.append((name, shape))
    }

    /// A transition inheriting `base`, overriding a part that keeps it valid.
    private mutating func derived(name: String, base: (name: String, shape: Shape)) {
        lines.append("transition \(name): \(base.name) {")
        lines.append("    doc: \(docString())")
        var options = ["doc"]
        if base.shape.hasPresentation { options.append("cornerRadius") }
        if base.shape.hasDimming { options.append("dimming") }
        if base.shape.hasPresent { options += ["delay", "reverse"] }
        if !base.shape.hasSystem { options.append("dismiss") }
        switch pick(options) {
        case "cornerRadius": lines.append("    presentation { cornerRadius: \(int(0...24)) }")
        case "dimming": lines.append("    presentation { dimming { alpha: \(decimal(0...1, places: 2)) } }")
        case "delay": lines.append("    present { delay: \(int(0...200))ms }")
        case "reverse": lines.append("    dismiss: reverse")
        case "dismiss":
            // Merged into a base's interactive dismissal, the block keeps the phase's timing.
            phase(
                "dismiss", dimming: base.shape.hasDimming, constants: false, interactive: false, inherited: true,
                timed: !base.shape.hasInteractiveDismiss)
        default: break
        }
        lines.append("}")
        bases.append((name, base.shape))
    }

    private mutating func presentation(dimming: Bool, constants: Bool) {
        lines.append("    presentation {")
        lines.append("        frame: \(presentationFrame(constants: constants))")
        if chance(0.3) { lines.append("        removesPresentersView: \(chance(0.5))") }
        if chance(0.4) { lines.append("        cornerRadius: \(int(0...24))") }
        if dimming {
            var entries: [String] = []
            if chance(0.7) { entries.append("color: \(color(constants: constants))") }
            if chance(0.7) { entries.append("alpha: \(decimal(0...1, places: 2))") }
            if chance(0.7) { entries.append("tapToDismiss: \(chance(0.5))") }
            lines.append("        dimming { \(entries.joined(separator: ", ")) }")
        }
        lines.append("    }")
    }

    // MARK: Phases

    /// A phase block; `inherited` when it merges into a base's block, whose keyframe tracks
    /// must not be given a spring, and whose curve may be one.
    private mutating func phase(
        _ kind: String, dimming: Bool, constants: Bool, interactive: Bool, inherited: Bool = false, timed: Bool = true
    ) {
        // A pan drives one animator: an interactive dismissal's tracks share the phase's timing.
        // Merged into a base's interactive dismissal (untimed), the block leaves its motion alone.
        let inheritsPan = inherited && !timed
        let timed = timed && !interactive
        lines.append("    \(kind) {")
        let curve = chance(0.7) ? self.curve(constants: constants, springs: !inherited) : nil
        let selfTimed = curve.map { $0.contains("mass:") || $0.contains("bounce:") } ?? false
        if !selfTimed || chance(0.4) { lines.append("        duration: \(duration())") }
        if timed, chance(0.3) { lines.append("        delay: \(int(0...300))ms") }
        if let curve { lines.append("        curve: \(curve)") }
        if chance(0.35) { lines.append("        perspective: \(int(200...1200))") }
        var targets = ["presented", "presenting", "presented.tag(\(int(1...2000)))"]
        if dimming { targets.append("dimming") }
        var chosen = Array(shuffled(targets).prefix(int(1...targets.count)))
        // A pan moves the presented view its way, FROM -> TO (sema.pan-direction, sema.pan-keyframes).
        let direction = interactive ? pick(["up", "down", "left", "right"]) : nil
        if direction != nil, !chosen.contains("presented") { chosen.append("presented") }
        for target in chosen {
            animate(
                target, phaseCurveIsSpring: inherited || (curve.map(isSpring) ?? false), springs: !inherited,
                constants: constants, timed: timed, positions: !inherited,
                panDirection: target == "presented" ? direction : nil,
                keepsPosition: target == "presented" && inheritsPan, mergesIntoPan: inheritsPan)
        }
        if let direction {
            lines.append(
                chance(0.5)
                    ? "        interactive: pan(\(direction))"
                    : "        interactive: pan(\(direction), threshold: \(decimal(0.05...0.95, places: 2)))")
        }
        lines.append("    }")
    }

    /// One `animate` block; with `panDirection`, the presented view's motion that way comes
    /// last, `keepsPosition` leaves frame, x and y to an inherited pan's motion, and
    /// `mergesIntoPan` leaves the transform to it.
    private mutating func animate(
        _ target: String, phaseCurveIsSpring: Bool, springs: Bool, constants: Bool, timed: Bool, positions: Bool,
        panDirection: String? = nil, keepsPosition: Bool = false, mergesIntoPan: Bool = false
    ) {
        lines.append("        animate \(target) {")
        let vertical = panDirection == "up" || panDirection == "down"
        let motionIsFrame = panDirection != nil && chance(0.5)
        // A block merged into a base's pan-driven dismissal turns nothing: the base may turn the
        // view already, and the two blocks' transforms would meet (sema.interactive-transform).
        let turns: Set<String> = mergesIntoPan ? ["scale", "rotation", "rotationX", "rotationY"] : []
        // A pan's one animator cannot drive the layer keys' Core Animation (sema.interactive-layer-key).
        let layerKeys: Set<String> = timed ? [] : ["borderWidth", "shadowOpacity", "shadowRadius"]
        let excluded: Set<String> =
            turns.union(layerKeys).union(
                keepsPosition || motionIsFrame
                    ? ["frame", "x", "y"] : panDirection == nil ? [] : ["frame", vertical ? "y" : "x"])
        let drawn = shuffled(
            [
                "frame", "x", "y", "alpha", "scale", "rotation", "rotationX", "rotationY", "cornerRadius", "shade",
                "borderWidth", "shadowOpacity", "shadowRadius",
            ].filter { !excluded.contains($0) }
        )
        .prefix(int(1...4))
        // A frame and x or y on one view are rejected (sema.frame-and-position): the frame stays.
        // A block merged into a base's may meet the base's frame, x or y: it moves nothing.
        let kept = drawn.filter { property in
            let isPosition = property == "frame" || property == "x" || property == "y"
            return positions ? !drawn.contains("frame") || (property != "x" && property != "y") : !isPosition
        }
        var properties = kept.isEmpty ? ["alpha"] : kept
        // Without a curve of its own, a block under a spring phase has no keyframes.
        var keyframed = properties.filter { _ in chance(0.3) && (timed || !phaseCurveIsSpring) }
        if !timed {
            // A pan scrubs one animator, which turns the view's transform as one matrix
            // (sema.interactive-transform): one rotation, and a keyframed transform alone.
            let rotations: Set<String> = ["rotation", "rotationX", "rotationY"]
            let transforms = rotations.union(["scale"])
            if let first = properties.first(where: rotations.contains) {
                properties.removeAll { rotations.contains($0) && $0 != first }
            }
            if let keyed = keyframed.first(where: transforms.contains) {
                properties.removeAll { transforms.contains($0) && $0 != keyed }
            }
            keyframed.removeAll { !properties.contains($0) }
            // It moves a view's one position: x beside y is not keyframed (sema.interactive-position).
            let motion: Set<String> = panDirection != nil && !motionIsFrame ? [vertical ? "y" : "x"] : []
            if Set(properties).intersection(["x", "y"]).union(motion).count == 2 {
                keyframed.removeAll { $0 == "x" || $0 == "y" }
            }
        }
        var curve = timed && chance(0.25) ? self.curve(constants: constants, springs: springs) : nil
        // Keyframes take no spring, written on the block or inherited from the phase.
        if !keyframed.isEmpty, curve.map(isSpring) ?? phaseCurveIsSpring {
            curve = pick(["linear", "easeIn", "easeOut", "easeInOut", "cubicBezier(0.2, 0, 0.2, 1)"])
        }
        if let curve {
            if !(curve.contains("mass:") || curve.contains("bounce:")) || chance(0.5) {
                lines.append("            duration: \(duration())")
            }
            lines.append("            curve: \(curve)")
        } else if timed, chance(0.2) {
            lines.append("            duration: \(duration())")
        }
        if timed, chance(0.25) { lines.append("            delay: \(int(0...200))ms") }
        if chance(0.3) {
            lines.append(
                "            anchor: \(chance(0.5) ? pick(["left", "right", "top", "bottom", "center"]) : "(\(decimal(0...1, places: 2)), \(decimal(0...1, places: 2)))")"
            )
        }
        for property in properties {
            if keyframed.contains(property) {
                // Under a pan a rotation's keys are not splined (sema.interactive-transform).
                let splined = timed || !property.hasPrefix("rotation")
                keyframes(property, constants: constants, splined: splined)
            } else {
                lines.append(
                    "            \(property): \(value(property, constants: constants)) -> \(value(property, constants: constants))"
                )
            }
        }
        if let panDirection { lines.append("            " + panMotion(panDirection, asFrame: motionIsFrame)) }
        lines.append("        }")
    }

    /// A `FROM -> TO` track that moves the presented view at least a point `direction`'s way.
    private mutating func panMotion(_ direction: String, asFrame: Bool) -> String {
        let vertical = direction == "up" || direction == "down"
        let sign = direction == "up" || direction == "left" ? "-" : "+"
        let edge = ["up": "top", "down": "bottom", "left": "left", "right": "right"][direction]!
        let axis = vertical ? "y" : "x"
        let start = "final.\(axis)" + (chance(0.5) ? "" : " \(pick(["+", "-"])) \(int(0...40))")
        if asFrame {
            return pick([
                "frame: final -> offscreen(\(edge))",
                "frame: final -> final.offset(\(axis): \(sign == "-" ? "-" : "")\(int(1...400)))",
            ])
        }
        let far =
            vertical
            ? (sign == "+" ? "container.height" : "-(final.height + 20)")
            : (sign == "+" ? "container.width" : "-final.width")
        return pick(["\(axis): final.\(axis) -> \(far)", "\(axis): \(start) -> \(start) \(sign) \(int(1...400))"])
    }

    private mutating func keyframes(_ property: String, constants: Bool, splined: Bool) {
        let mode = pick(splined ? ["linear", "cubic", "discrete", "paced"] : ["linear", "discrete"])
        var times: [Int] = [0, 1000]
        for _ in 0..<int(0...3) { times.append(int(1...999)) }
        let sorted = Set(times).sorted()
        lines.append("            \(property): keyframes(\(mode)) {")
        for time in sorted {
            lines.append("                \(keyTime(time)): \(value(property, constants: constants))")
        }
        lines.append("            }")
    }

    /// Thousandths as a plain key time: 0 → `0.0`, 50 → `0.05`, 334 → `0.334`, 1000 → `1.0`.
    private func keyTime(_ thousandths: Int) -> String {
        if thousandths == 0 { return "0.0" }
        if thousandths == 1000 { return "1.0" }
        var digits = String(thousandths)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    // MARK: Values

    private mutating func value(_ property: String, constants: Bool) -> String {
        switch property {
        case "frame": frame(constants: constants)
        case "x": horizontalLength()
        case "y": verticalLength()
        case "alpha", "shade": decimal(0...1, places: 2)
        case "shadowOpacity": chance(0.85) ? decimal(0...1, places: 2) : "container.width / 2000"
        // Points ≥ 0, now and then worked out at run time from the container.
        case "borderWidth": pick(["\(int(0...12))", "\(decimal(0...4, places: 1))", "container.width / 100"])
        case "shadowRadius": pick(["\(int(0...24))", "\(decimal(0...8, places: 1))", "container.height / 80"])
        case "scale": decimal(0.5...1.5, places: 2)
        case "rotation", "rotationX", "rotationY":
            // Two angles stay under 180° apart: a larger turn is split into keyframes, which a
            // spring or cubic/paced keys reject (sema.half-turn; pinned by the generator tests).
            chance(0.7) ? "\(int(-89...89))deg" : "\(decimal(-1.5...1.5, places: 3))rad"
        default: "\(int(0...30))"
        }
    }

    private mutating func horizontalLength() -> String {
        pick([
            "\(int(-400...400))", "\(int(0...100))%", "-container.width", "final.x + \(int(0...40))", "final.width / 2",
            "container.width - final.width",
        ])
    }

    private mutating func verticalLength() -> String {
        pick([
            "\(int(-800...800))", "\(int(0...100))%", "-container.height", "final.y - \(int(0...40))",
            "container.height * 0.5",
            "-(final.height + 20)",
        ])
    }

    private mutating func frame(constants: Bool) -> String {
        let base = pick([
            "final", "container", "offscreen(\(pick(["top", "bottom", "left", "right"])))",
            "rect(x: \(horizontalLength()), y: \(verticalLength()), width: \(int(10...400)), height: \(int(10...800)))",
            presentationFrame(constants: constants),
            constants ? "slide" : "final",
        ])
        guard chance(0.3) else { return base }
        return pick([
            "\(base).offset(x: \(horizontalLength()))", "\(base).offset(y: \(verticalLength()))",
            "\(base).offset(x: \(int(-50...50)), y: \(int(-50...50)))",
        ])
    }

    /// A frame that does not read `final` (the presentation's frame defines it).
    private mutating func presentationFrame(constants: Bool) -> String {
        let side = constants ? "margin" : "\(int(0...60))"
        return pick([
            "container", "top(height: \(int(100...500)))",
            "bottom(height: \(chance(0.5) ? "\(int(100...500))" : "\(int(20...90))%"))",
            "left(width: \(int(100...300)))", "right(width: \(int(30...90))%)",
            "center(width: \(int(100...300)), height: \(int(100...500)))",
            "inset(top: \(int(0...120)), left: \(side), bottom: \(int(0...120)), right: \(side))",
            "inset(\(int(0...40)))",
            "inset(\(int(0...20))%)", "rect(x: 10, y: 20%, width: container.width - 20, height: 50%)",
        ])
    }

    private mutating func color(constants: Bool) -> String {
        pick([
            "black", "white", "clear", "#1A2B3C", "#000000CC", "rgb(0.1, 0.2, 0.3)", "rgba(0, 0, 0, 0.5)",
            constants ? "veil" : "black",
        ])
    }

    private mutating func curve(constants: Bool, springs: Bool = true) -> String {
        let curve = pick([
            "linear", "easeIn", "easeOut", "easeInOut",
            "cubicBezier(\(decimal(0...1, places: 2)), \(decimal(-1...2, places: 2)), \(decimal(0...1, places: 2)), \(decimal(-1...2, places: 2)))",
            "spring(damping: \(decimal(0.1...1, places: 2)), velocity: \(decimal(-1...2, places: 2)))",
            "spring(damping: \(decimal(0.1...1, places: 2)))",
            "spring(mass: \(decimal(0.5...2, places: 1)), stiffness: \(int(50...500)), damping: \(int(5...40)), velocity: \(decimal(0...1, places: 1)))",
            "spring(stiffness: \(int(100...400)), damping: \(int(10...30)))",
            "spring(duration: \(decimal(0.2...1, places: 2))s, bounce: \(decimal(-0.5...0.8, places: 2)))",
            constants ? "quick" : "easeOut",
        ])
        return springs || !isSpring(curve) ? curve : "easeIn"
    }

    private func isSpring(_ curve: String) -> Bool {
        curve.hasPrefix("spring") || curve == "quick"
    }

    private mutating func duration() -> String {
        chance(0.5) ? "\(decimal(0.1...1.2, places: 2))s" : "\(int(100...1200))ms"
    }

    /// A doc string exercising the escapes and what must not escape a comment.
    private mutating func docString() -> String {
        pick([
            "\"A plain doc.\"", "\"Ends a comment */ and opens one /* and says \\\"hi\\\" \\\\ back\"",
            "\"Two\\nlines\\u{D}\\u{A}and a third\"",
            "\"Right-to-left \\u{202E} override, zero width \\u{200B} space\"",
            "\"\"", "\"Trailing backslash \\\\\"", "\"```swift fenced``` and // a comment\"",
        ])
    }

    // MARK: Randomness

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func decimal(_ range: ClosedRange<Double>, places: Int) -> String {
        let scale = Double((0..<places).reduce(1) { value, _ in value * 10 })
        let value = (Double.random(in: range, using: &random) * scale).rounded() / scale
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        return "\(clamped)"
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &random)]
    }

    private mutating func shuffled<T>(_ items: [T]) -> [T] {
        items.shuffled(using: &random)
    }
}
