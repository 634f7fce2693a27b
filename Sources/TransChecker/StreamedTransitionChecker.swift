// One thread's share of a streamed check: transitions checked against the constants declared
// before each.
import TransModel
import TransSyntax

/// A transition a streamed check hands to a thread: its declaration, and how many constants
/// were declared before it (what its check may find by name). The declaration's tree is not
/// written while another thread may read it (`StreamedCheck.lastSubmitted`).
struct StreamedTransition: Sendable {
    let declaration: TransitionDeclaration
    let constantsBefore: Int
}

/// Checks transitions on one thread, with a context of its own: the constants declared before
/// each transition, caches, and the names its lookups missed, which `StreamedCheck.finish`
/// compares with the constants declared after.
final class StreamedTransitionChecker {
    let context: CheckContext
    private let log: DeclarationLog
    private let reparse: (SourceRange) -> TransitionDeclaration?
    /// Whether `check(_:)` of a batch returns its models; if not, each is dropped here, on the
    /// thread that made it (glibc frees a block made by another thread under its arena's lock).
    private let keepsModels: Bool
    /// How many of the log's constants `context` holds.
    private var constantsHeld = 0
    /// The transition being checked when it names a base, the only one whose tree is at hand:
    /// its chain of bases starts with it. One without a base is its own body, never asked for
    /// by name. Set and cleared around each check and only read during it, on the checker's
    /// one thread: the run-time exclusivity checks of the two writes cost some 90
    /// instructions a transition.
    @exclusivity(unchecked) private var current: TransitionDeclaration?
    /// Made at the end of `init`, as its closures need `self`; neither lazy nor checked at run
    /// time, as only the checker's one thread reads it: the lazy getter and its exclusivity
    /// check cost some 120 instructions a transition.
    @exclusivity(unchecked) private var inheritance: Inheritance!

    init(
        deploymentTarget: DeploymentTarget, log: DeclarationLog, keepsModels: Bool = true,
        reparse: @escaping (SourceRange) -> TransitionDeclaration?
    ) {
        context = CheckContext(deploymentTarget: deploymentTarget)
        context.missedNames = []
        self.log = log
        self.keepsModels = keepsModels
        self.reparse = reparse
        inheritance = Inheritance(
            context: context, declaration: { [unowned self] in self.declaration(named: $0) },
            transitionNames: { [unowned self] in self.log.transitionNames() })
    }

    /// The model of `transition`, checked as no other's base; nil if anything was reported,
    /// here or before on this thread. Its tree and resolved body are let go after.
    func check(_ transition: consuming StreamedTransition) -> Transition? {
        checking(transition) { checker in
            let checked = checker.check()
            return context.diagnostics.isEmpty ? checked : nil
        }
    }

    /// Whether `transition` checks clean, as `check(_:)` finds it, its model dropped where
    /// it is made: handed out of `check(_:)` only to be dropped, it was copied twice more
    /// (some 400 instructions a transition).
    func isClean(_ transition: consuming StreamedTransition) -> Bool {
        checking(transition) { $0.check().hasValue && context.diagnostics.isEmpty } ?? false
    }

    /// What `body` finds with the checker of `transition`'s resolved body; nil when there is
    /// none. Its tree and resolved body are let go after. Always inlined: left to the
    /// optimizer, it was specialized apart from `isClean`, which then copied the transition
    /// handed over and went through `ResolvedBody?`'s value witnesses. The transition is
    /// consumed, its declaration moved into the checker: borrowed, the declaration was copied
    /// out of it and again into the checker (some 110 instructions each).
    @inline(__always) private func checking<Result>(
        _ transition: consuming StreamedTransition, _ body: (TransitionChecker) -> Result?
    ) -> Result? {
        holdConstants(upTo: transition.constantsBefore)
        let declaration = (consume transition).declaration
        let name = declaration.name.name
        // Kept for a transition without a base too, it was copied (some 110 instructions).
        if declaration.base != nil { current = declaration }
        defer {
            current = nil
            inheritance.forget(name)
        }
        guard let resolved = inheritance.resolvedBody(of: declaration) else { return nil }
        return body(
            TransitionChecker(context: context, declaration: consume declaration, body: resolved, isBase: false))
    }

    /// The models of `batch`, checked in order (none unless `keepsModels`); nil as soon as
    /// one does not check clean.
    func check(_ batch: [StreamedTransition]) -> [Transition]? {
        var checked: [Transition] = []
        guard keepsModels else {
            return batch.allSatisfy { isClean($0) } ? checked : nil
        }
        checked.reserveCapacity(batch.count)
        for transition in batch {
            guard let model = check(transition) else { return nil }
            checked.append(model)
        }
        return checked
    }

    /// Adds to `context` the log's constants up to position `count`.
    func holdConstants(upTo count: Int) {
        guard count > constantsHeld else { return }
        for constant in log.constants(constantsHeld..<count) {
            context.constants[constant.name.name] = ConstantRecord(constant)
        }
        constantsHeld = count
    }

    /// The declaration of transition `name`: the one being checked, or an earlier one parsed
    /// again (a base; `Inheritance` keeps the bases it resolves).
    private func declaration(named name: String) -> TransitionDeclaration? {
        if name == current?.name.name { return current }
        return log.range(ofTransition: name).flatMap(reparse)
    }
}
