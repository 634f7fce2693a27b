// `transc check` one declaration at a time, as the parser hands them over: each transition is
// checked as it arrives and then dropped, so checking a large file holds the constants and one
// transition's tree, not the whole file's (issue 13's peak memory).
import TransModel
import TransSyntax

extension Checker {
    /// Whether `check` reports nothing at all for the file `parse` parses, found declaration
    /// by declaration. `parse` hands each declaration to its argument as soon as it is parsed
    /// (stopping when it returns false) and returns the syntax diagnostics, or nil when
    /// stopped. `reparse` parses the transition declared at a range again, for a later
    /// transition that names it as its base. Each transition's model goes to `visit` once
    /// checked, in source order, and is dropped after; `visit` returns false to stop.
    ///
    /// False means "not known": the whole-file check must run and say what is wrong. It is
    /// false as soon as anything is reported, whenever a later declaration could change what
    /// an earlier check found (see `StreamedCheck`), and when `visit` stops it. So what
    /// `visit` was given is the whole-file check's model only when the answer is true.
    public static func checkIfClean(
        deploymentTarget: DeploymentTarget = .oldestSupported,
        parse: @escaping (_ visit: (Declaration) -> Bool) -> [Diagnostic]?,
        reparse: @escaping (SourceRange) -> TransitionDeclaration?,
        visit: @escaping (Transition) -> Bool
    ) -> Bool {
        LargeStack.run {
            let check = StreamedCheck(deploymentTarget: deploymentTarget, reparse: reparse, visit: visit)
            guard let syntaxDiagnostics = parse(check.add), syntaxDiagnostics.isEmpty else { return false }
            return check.finish()
        }
    }
}

/// The checker's state while declarations arrive in source order. The whole-file check knows
/// every declaration before it checks the first transition; this one gives up where that
/// could matter, so a file it finds clean is one the whole-file check finds clean:
/// - a second declaration of a name (a duplicate is reported);
/// - a transition whose base is not declared before it (a later base, an unknown one, or a
///   cycle, which needs one of those);
/// - a constant of a name some earlier lookup did not find (`CheckContext.missedNames`): the
///   whole-file check would have found it there.
/// Every other lookup finds what the whole-file check finds, since the first declaration of a
/// name wins. Each transition is checked as no other's base: a base's check reports a subset
/// of that (only `noteDefaultDismissal` depends on it), so nothing reported either way, and
/// its model is the same.
final class StreamedCheck {
    private let context: CheckContext
    private let reparse: (SourceRange) -> TransitionDeclaration?
    /// Takes each checked transition; false stops the check.
    private let visit: (Transition) -> Bool
    /// The constants so far, in source order.
    private var constants: [ConstantDeclaration] = []
    /// Where each transition so far is declared, to parse it again as a later one's base.
    private var transitionRanges: [String: SourceRange] = [:]
    /// The transition being checked, the only one whose tree is at hand.
    private var current: TransitionDeclaration?
    private lazy var inheritance = Inheritance(
        context: context, declaration: { [unowned self] in self.declaration(named: $0) },
        transitionNames: { [unowned self] in self.transitionRanges.keys.sorted() })

    init(
        deploymentTarget: DeploymentTarget, reparse: @escaping (SourceRange) -> TransitionDeclaration?,
        visit: @escaping (Transition) -> Bool
    ) {
        context = CheckContext(deploymentTarget: deploymentTarget)
        context.missedNames = []
        self.reparse = reparse
        self.visit = visit
    }

    /// Takes the next declaration; false when the file must be checked whole.
    func add(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .constant(let constant):
            let name = constant.name.name
            guard context.constants[name] == nil, context.missedNames?.contains(name) == false else { return false }
            context.constants[name] = constant
            constants.append(constant)
            return true
        case .transition(let transition):
            return check(transition)
        }
    }

    /// Checks `transition`, hands its model to `visit`, then lets both go; false when anything
    /// was reported or `visit` stops.
    private func check(_ transition: TransitionDeclaration) -> Bool {
        let name = transition.name.name
        guard transitionRanges[name] == nil, transition.base.map({ transitionRanges[$0.name] != nil }) ?? true
        else { return false }
        transitionRanges[name] = transition.range
        current = transition
        defer {
            current = nil
            inheritance.forget(name)
        }
        guard let body = inheritance.resolvedBody(of: name) else { return false }
        let checked = TransitionChecker(context: context, declaration: transition, body: body, isBase: false).check()
        guard context.diagnostics.isEmpty, let checked else { return false }
        return visit(checked)
    }

    /// What the whole-file check does once every transition is checked: constant cycles and
    /// unused constants. True when the file is clean.
    func finish() -> Bool {
        DeclarationTable.reportConstantCycles(constants, context: context)
        Checker.checkUnusedConstants(constants, context: context)
        return context.diagnostics.isEmpty
    }

    /// The declaration of transition `name`: the one being checked, or an earlier one parsed
    /// again (a base; `Inheritance` keeps the bases it resolves).
    private func declaration(named name: String) -> TransitionDeclaration? {
        if name == current?.name.name { return current }
        return transitionRanges[name].flatMap(reparse)
    }
}
