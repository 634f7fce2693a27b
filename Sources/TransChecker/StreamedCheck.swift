// `transc check` one declaration at a time, as the parser hands them over: each transition is
// checked as it arrives and then dropped, so checking a large file holds the constants and one
// transition's tree, not the whole file's (issue 13's peak memory).
import TransModel
import TransSyntax

extension Checker {
    /// The transitions of the file `parse` parses, checked declaration by declaration, when
    /// `check` reports nothing at all for it; nil otherwise. `parse` hands each declaration to
    /// its argument as soon as it is parsed (stopping when it returns false) and returns the
    /// syntax diagnostics, or nil when stopped. `reparse` parses the transition declared at a
    /// range again, for a later transition that names it as its base. Without `keepsModel`
    /// each transition is dropped once checked and the result is empty.
    ///
    /// Nil means "not known": the whole-file check must run and say what is wrong. It is nil
    /// as soon as anything is reported, and whenever a later declaration could change what an
    /// earlier check found (see `StreamedCheck`).
    public static func checkIfClean(
        deploymentTarget: DeploymentTarget = .oldestSupported, keepsModel: Bool,
        parse: @escaping (_ visit: (Declaration) -> Bool) -> [Diagnostic]?,
        reparse: @escaping (SourceRange) -> TransitionDeclaration?
    ) -> [Transition]? {
        LargeStack.run {
            let check = StreamedCheck(deploymentTarget: deploymentTarget, keepsModel: keepsModel, reparse: reparse)
            guard let syntaxDiagnostics = parse(check.add), syntaxDiagnostics.isEmpty, check.finish() else {
                return nil
            }
            return check.transitions
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
    private let keepsModel: Bool
    private let reparse: (SourceRange) -> TransitionDeclaration?
    /// The checked transitions, when kept.
    private(set) var transitions: [Transition] = []
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
        deploymentTarget: DeploymentTarget, keepsModel: Bool,
        reparse: @escaping (SourceRange) -> TransitionDeclaration?
    ) {
        context = CheckContext(deploymentTarget: deploymentTarget)
        context.missedNames = []
        self.keepsModel = keepsModel
        self.reparse = reparse
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

    /// Checks `transition`, then lets its tree go; false when anything was reported.
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
        if keepsModel, let checked { transitions.append(checked) }
        return context.diagnostics.isEmpty
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
