// One transition: its entries checked, UIKit's structural rules enforced, the model built.
import TransModel
import TransSyntax

/// Checks one transition's merged body and builds its `Transition`.
struct TransitionChecker {
    let context: CheckContext
    let declaration: TransitionDeclaration
    let body: ResolvedBody
    /// Whether another transition derives from this one.
    var isBase = false

    static let entries = ["doc", "style", "system", "presentation", "present", "dismiss", "sheet"]
    private static let entryNames = EntryNames(entries)

    /// The keys of the entries the checker reads, each slot found once.
    private enum Key {
        static let doc = EntryKey("doc", of: entryNames)
        static let style = EntryKey("style", of: entryNames)
        static let system = EntryKey("system", of: entryNames)
        static let presentation = EntryKey("presentation", of: entryNames)
        static let present = EntryKey("present", of: entryNames)
        static let dismiss = EntryKey("dismiss", of: entryNames)
        static let sheet = EntryKey("sheet", of: entryNames)
    }

    func check() -> Transition? {
        let table = EntryTable(
            body.block, allowed: Self.entryNames, place: "a transition", allowsAnimate: false, context: context)
        let checker = ExpressionChecker(context: context)
        var documentation: String?
        if let doc = table.value(Key.doc, context: context),
            case .string(let text)? = checker.evaluate(doc.expression, as: .string)
        {
            documentation = text
        }
        let style = self.style(table, checker)
        let system = table.value(Key.system, context: context).flatMap {
            checker.evaluate($0.expression, as: .word(.systemAnimation))?.word.flatMap(SystemAnimation.init(rawValue:))
        }
        let presentation = table.block(Key.presentation, context: context).map {
            PresentationChecker(context: context).check($0.block)
        }
        let sheet = table.block(Key.sheet, context: context).map { SheetChecker(context: context).check($0.block) }
        checkPresentationStyle(table, style: style)
        checkSheetStyle(table, style: style)
        checkSystemStyle(table, style: style, system: system)

        let dimming = presentation?.dimming
        // Unknown without a valid style: then `order:` is not held to it.
        let leavesScreen =
            style.map {
                Transition.presentingLeavesScreen(
                    style: $0, removesPresentersView: presentation?.removesPresentersView ?? false)
            } ?? true
        let finalFrame = presentation?.frame ?? .container
        // The phases are moved, not copied, from where they are made into the transition: a
        // copy or a drop of a phase goes through the runtime's generic value witnesses. A `let`,
        // so that `present!` below borrows the phase where a `var` was copied.
        let present: Phase?
        let presentGesture: InteractivePresentation?
        // Set beside `present`, not read from it: read from it, the phase was kept (copied)
        // past its move into the transition for the rules that ask.
        let wrotePresent: Bool
        if let written = table.block(Key.present, context: context) {
            let (phase, gesture) = PhaseChecker(
                context: context, kind: .present, dimming: dimming, isRejected: system != nil,
                finalFrame: finalFrame, presentingLeavesScreen: leavesScreen
            )
            .check(written.block, phaseName: written.field.name)
            wrotePresent = phase.hasValue
            present = phase
            presentGesture = gesture.map {
                InteractivePresentation(
                    direction: $0.direction, threshold: $0.threshold, screenEdge: $0.screenEdge,
                    thresholdPoints: $0.thresholdPoints, flingVelocity: $0.flingVelocity)
            }
        } else {
            wrotePresent = false
            present = nil
            presentGesture = nil
        }
        // Each looked up once: a lookup copies the field out of the table.
        let presentField = table[Key.present]
        let dismissField = table[Key.dismiss]
        var dismiss: Phase?
        var interactive: InteractiveDismissal?
        if let field = dismissField {
            if case .block(let block) = field.value {
                (dismiss, interactive) = PhaseChecker(
                    context: context, kind: .dismiss, dimming: dimming, isRejected: system != nil,
                    finalFrame: finalFrame, presentingLeavesScreen: leavesScreen
                ).check(block, phaseName: field.name)
            } else if let value = table.value(Key.dismiss, context: context),
                checker.evaluate(value.expression, as: .word(.reverse)) != nil
            {
                if present.hasValue {
                    // Read in place: `if let` copied the phase into a binding of its own.
                    dismiss = PhaseDerivation.reversed(present!, dimming: dimming)
                    checkReversedOvershoot(present!, finalFrame: finalFrame, at: value.expression.range)
                } else if presentField == nil, !table.mayLackEntries {
                    context.report(CheckerMessages.reverseWithoutPresent(at: value.expression.range))
                }
            }
        }
        guard let style else { return nil }
        let systemCurve = sheet.hasValue && system == nil ? PhaseDerivation.sheetCurve : .easeInOut
        let presentPhase =
            (consume present)
            ?? PhaseDerivation.system(.present, system ?? .coverVertical, dimming: dimming, curve: systemCurve)
        var dismissPhase =
            (consume dismiss)
            ?? PhaseDerivation.system(.dismiss, system ?? .coverVertical, dimming: dimming, curve: systemCurve)
        PhaseDerivation.fadeFromPresentationEnd(&dismissPhase, after: presentPhase)
        // Its parts consumed into it: passed as they are, the phases, the presentation and the
        // sheet were copied into the transition and the originals dropped.
        let transition = Transition(
            name: declaration.name.name, documentation: consume documentation, style: style, systemAnimation: system,
            presentation: consume presentation, present: consume presentPhase, dismiss: consume dismissPhase,
            interactiveDismissal: interactive, interactivePresentation: presentGesture, sheet: consume sheet)
        if wrotePresent { checkPresentingRestored(transition, table: table) }
        if wrotePresent, table[Key.system] == nil { noteDefaultDismissal(table) }
        if let field = dismissField {
            checkPanDirection(transition, dismiss: field)
            checkPanBesideRests(transition, dismiss: field)
        }
        if let field = presentField {
            checkInteractivePresentation(transition, present: field)
            checkLanding(transition, present: field, presentation: table[Key.presentation])
        }
        checkBorderTrackBesideAppearance(transition, table: table)
        return transition
    }

    /// Reports a rule about the transition as a whole. When the entry it points at is inherited,
    /// the base is not at fault: the diagnostic moves to this transition's name, with a note at
    /// the inherited entry.
    func reportRule(_ diagnostic: Diagnostic) {
        let own = declaration.range
        guard diagnostic.range.start < own.start || diagnostic.range.end > own.end else {
            context.report(diagnostic)
            return
        }
        var moved = diagnostic
        moved.range = declaration.name.range
        moved.notes.insert(DiagnosticNote("inherited from here", at: diagnostic.range), at: 0)
        // A fix-it there would edit the base, which holds for the base and all it passes on.
        moved.fixIts.removeAll { fixIt in
            fixIt.edits.contains { $0.range.start < own.start || $0.range.end > own.end }
        }
        context.report(moved, subject: diagnostic.range)
    }

    /// `style:` is required; its absence is reported at the transition that starts the chain
    /// (a derived transition lacks it only when its base does, which reports it), and not at
    /// all when a missing or cyclic base may hold it.
    private func style(_ table: EntryTable, _ checker: ExpressionChecker) -> PresentationStyle? {
        guard let value = table.value(Key.style, context: context) else {
            if table[Key.style] == nil, body.isComplete, declaration.base == nil, !table.mayLackEntries {
                context.report(
                    CheckerMessages.missingStyle(
                        declaration.name.name, at: declaration.name.range, insertAt: declaration.body.range.start + 1))
            }
            return nil
        }
        return checker.evaluate(value.expression, as: .word(.presentationStyle))?.word.flatMap(
            PresentationStyle.init(rawValue:))
    }

    /// Rule 1: a presentation controller only runs under `style: custom`.
    private func checkPresentationStyle(_ table: EntryTable, style: PresentationStyle?) {
        guard let style, style != .custom, let presentation = table[Key.presentation],
            let styleValue = table.value(Key.style, context: context)
        else { return }
        reportRule(
            CheckerMessages.presentationRequiresCustom(
                at: presentation.name.range,
                fixIt: .replace(
                    styleValue.expression.range, with: "custom", message: "replace '\(style.rawValue)' with 'custom'")))
    }

    /// A `sheet` block configures `UISheetPresentationController`, which UIKit uses only for
    /// page and form sheets (Apple: `sheetPresentationController` is nil otherwise).
    private func checkSheetStyle(_ table: EntryTable, style: PresentationStyle?) {
        guard let sheet = table[Key.sheet], let style, style != .pageSheet, style != .formSheet,
            let styleValue = table.value(Key.style, context: context)
        else { return }
        reportRule(
            CheckerMessages.sheetRequiresSheetStyle(
                style.rawValue, at: sheet.name.range,
                fixIt: .replace(
                    styleValue.expression.range, with: "pageSheet",
                    message: "replace '\(style.rawValue)' with 'pageSheet'")))
    }

    /// Rule 2: `system:` animates by itself, and `partialCurl` needs `style: fullScreen`.
    private func checkSystemStyle(_ table: EntryTable, style: PresentationStyle?, system: SystemAnimation?) {
        guard let system, let systemField = table[Key.system] else { return }
        for phase in ["present", "dismiss"] {
            if let field = table[phase] {
                reportRule(
                    CheckerMessages.systemWithAnimator(phase, at: field.name.range, system: systemField.name.range))
            }
        }
        if system == .partialCurl, let style, style != .fullScreen {
            reportRule(CheckerMessages.partialCurlRequiresFullScreen(at: systemField.value.range))
        }
    }

    /// A written `present` with no `dismiss` leaves the dismissal to UIKit, which slides the
    /// presented view down whatever the presentation did: worth saying, not wrong. Said at the
    /// transitions no other derives from: a base's heirs may add the `dismiss` (or a `system`)
    /// themselves, and a fix-it on the base would give every heir a dismissal.
    private func noteDefaultDismissal(_ table: EntryTable) {
        guard !isBase, body.isComplete, table[Key.dismiss] == nil, !table.mayLackEntries,
            let present = table[Key.present]
        else { return }
        let ownsPresent =
            declaration.range.start <= present.name.range.start && present.value.range.end <= declaration.range.end
        context.report(
            CheckerMessages.dismissByDefault(
                declaration.name.name, at: declaration.name.range,
                insertAt: ownsPresent ? present.value.range.end : declaration.body.range.start + 1))
    }

    /// Rule 9: where the presenting view stays on screen, what the present phase does to it a
    /// dismiss phase must undo.
    private func checkPresentingRestored(_ transition: Transition, table: EntryTable) {
        let staysOnScreen: String? =
            switch transition.style {
            case .custom where !transition.presentingLeavesScreen: "'style: custom'"
            case .overFullScreen: "'style: overFullScreen'"
            case .overCurrentContext: "'style: overCurrentContext'"
            default: nil
            }
        // An unknown entry may be a misspelt 'dismiss': the warning would follow from it.
        guard let staysOnScreen, transition.dismiss.origin != .reversed, !table.mayLackEntries else { return }
        let restored = Set(
            transition.dismiss.targets.filter { $0.target == .presenting }.flatMap(\.tracks).map(\.property))
        let changed = transition.present.targets.filter { $0.target == .presenting }.flatMap(\.tracks)
            .filter { !$0.endsWhereItStarts }.map(\.property)
        guard let presentBlock = table.block(Key.present, context: context)?.block else { return }
        for case .animate(_, let target, let body) in presentBlock.entries.map(\.kind)
        where Inheritance.targetSpelling(target) == "presenting" {
            for entry in body.entries {
                guard case .field(let name, _) = entry.kind, let property = Property.named(name.name),
                    changed.contains(property), !restored.contains(property)
                else { continue }
                reportRule(
                    CheckerMessages.presentingNotRestored(property.rawValue, style: staysOnScreen, at: name.range))
            }
        }
    }
}

extension Track {
    /// Whether the track leaves its view as it found it: `FROM -> TO` with FROM = TO, or a
    /// keyframe list whose last value is its first. Such a track needs no undoing.
    var endsWhereItStarts: Bool {
        switch animation {
        case .fromTo(let from, let to): from == to
        case .keyframes(_, _, let values): values.first == values.last
        }
    }
}
