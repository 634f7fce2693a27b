// `transition NAME: BASE`: bases resolved, cycles reported, bodies deep-merged key by key.
import TransSyntax

/// A transition's body after inheritance, and whether it is whole (a missing or cyclic
/// base leaves it partial, so "required entry" rules stay quiet: one mistake, one diagnostic).
struct ResolvedBody {
    var block: Block
    var isComplete: Bool
}

/// Resolves every transition's base chain once.
final class Inheritance {
    /// The declaration of the transition of a name.
    private let declaration: (String) -> TransitionDeclaration?
    /// Every transition's name, for a suggestion.
    private let transitionNames: () -> [String]
    private let context: CheckContext
    /// Both tables unchecked at run time: an inheritance belongs to one checker, on one thread,
    /// and no access to them overlaps another; the checks of `resolved` cost some 150
    /// instructions a transition (`resolvedBody(of:)` and `forget`).
    @exclusivity(unchecked) private var resolved: [String: ResolvedBody] = [:]
    @exclusivity(unchecked) private var cyclic: Set<String> = []

    /// The inheritance of a whole file's transitions, its cycles reported.
    convenience init(_ declarations: DeclarationTable, context: CheckContext) {
        self.init(
            context: context, declaration: declarations.transition(named:),
            transitionNames: { declarations.transitions.map(\.name.name) })
        reportCycles(declarations.transitions)
    }

    /// The inheritance of transitions `declaration` finds by name, without cycles: each base
    /// is declared before the transitions that name it (`StreamedCheck`).
    init(
        context: CheckContext, declaration: @escaping (String) -> TransitionDeclaration?,
        transitionNames: @escaping () -> [String]
    ) {
        self.context = context
        self.declaration = declaration
        self.transitionNames = transitionNames
    }

    /// Drops the resolved body of transition `name`, and with it the tree it is a view of.
    /// Where none is resolved (no transition has a base, as in most files), nothing is
    /// removed: a removal from the empty table still hashed the name, once a transition.
    func forget(_ name: String) {
        guard !resolved.isEmpty else { return }
        resolved[name] = nil
    }

    private func reportCycles(_ transitions: [TransitionDeclaration]) {
        let position = Dictionary(uniqueKeysWithValues: transitions.enumerated().map { ($1.name.name, $0) })
        let edges = transitions.map { transition in transition.base.flatMap { position[$0.name] }.map { [$0] } ?? [] }
        for cycle in CycleFinder.cycles(count: transitions.count, edges: { edges[$0] }) {
            let path = cycle.map { (transitions[$0].name.name, transitions[$0].base!.range) }
            context.report(CheckerMessages.cycle("transition", relation: "inherits from", path: path))
            for index in cycle { cyclic.insert(transitions[index].name.name) }
        }
    }

    /// The merged body of transition `name`; nil for an unknown name. The chain of bases is
    /// walked in a loop and resolved base first, so its length never matters to the stack.
    func resolvedBody(of name: String) -> ResolvedBody? {
        var chain: [String] = []
        var next: String? = name
        while let link = next, resolved[link] == nil, let declaration = declaration(link) {
            chain.append(link)
            next = cyclic.contains(link) ? nil : declaration.base?.name
        }
        for link in chain.reversed() { resolveOne(link) }
        return resolved[name]
    }

    /// The merged body of `declaration`, which `declaration(_:)` finds by its name (a streamed
    /// check's transition being checked). One without a base, not resolved before, is its own
    /// body: walking its chain of one and keeping the body until `forget(_:)` cost some
    /// 3 000 instructions a transition (hashing its name four times, a chain array). Where
    /// none is resolved (no transition has a base), the name is not looked up: a lookup in the
    /// empty table still hashed it.
    func resolvedBody(of declaration: TransitionDeclaration) -> ResolvedBody? {
        let name = declaration.name.name
        guard declaration.base == nil, resolved.isEmpty || resolved[name] == nil else { return resolvedBody(of: name) }
        return ResolvedBody(block: declaration.body, isComplete: true)
    }

    /// Resolves transition `name`, whose base (if any, and not cyclic) is resolved already.
    private func resolveOne(_ name: String) {
        guard let declaration = declaration(name) else { return }
        var body = ResolvedBody(block: declaration.body, isComplete: true)
        if let base = declaration.base {
            if cyclic.contains(name) {
                body.isComplete = false
            } else if let baseBody = resolved[base.name] {
                body = ResolvedBody(
                    block: Self.merge(baseBody.block, declaration.body), isComplete: baseBody.isComplete)
            } else {
                let suggestion = context.closestName(to: base.name) {
                    transitionNames().filter { $0 != name }
                }
                context.report(CheckerMessages.unknownBase(base.name, suggestion: suggestion, at: base.range))
                body.isComplete = false
            }
        }
        resolved[name] = body
    }

    /// `derived` over `base`: an entry of the same key replaces the base's in place, except
    /// that two blocks (or two `animate` blocks of one target) merge recursively; new
    /// entries follow the base's.
    static func merge(_ base: Block, _ derived: Block) -> Block {
        var entries = Array(base.entries)
        var replaceable = Set(entries.indices)
        for entry in derived.entries {
            guard let key = mergeKey(entry),
                let index = entries.indices.first(where: { replaceable.contains($0) && mergeKey(entries[$0]) == key })
            else {
                entries.append(entry)
                continue
            }
            replaceable.remove(index)
            switch (entries[index].kind, entry.kind) {
            case (.field(_, .block(let inner)), .field(let name, .block(let override))):
                entries[index] = Entry(.field(name, .block(merge(inner, override))), entry.range)
            case (.animate(_, _, let inner), .animate(let keyword, let target, let override)):
                entries[index] = Entry(.animate(keyword, target, merge(inner, override)), entry.range)
            default:
                entries[index] = entry
            }
        }
        return Block(entries: entries, range: derived.range)
    }

    /// The key an entry merges under: its name, or `animate` and the target's spelling.
    static func mergeKey(_ entry: Entry) -> String? {
        switch entry.kind {
        case .field(let name, _): name.name
        case .animate(_, let target, _): targetSpelling(target).map { "animate \($0)" }
        }
    }

    /// Whether two target expressions have one canonical spelling (`targetSpelling`), compared
    /// part by part without spelling either: a table compares each `animate` target with the
    /// ones before it, and spelling `presented.tag(N)` is six string appends (about 1 300
    /// instructions). A spelling determines its parts (a call's arguments hold no parentheses, a
    /// member's name no dot), and two plain numbers are spelled alike exactly when equal.
    static func spellsSameTarget(_ first: ExpressionSyntax, _ second: ExpressionSyntax) -> Bool {
        switch (first.kind, second.kind) {
        case (.name(let firstName), .name(let secondName)): return firstName == secondName
        case (.member(let firstBase, let firstMember), .member(let secondBase, let secondMember)):
            return firstMember.name == secondMember.name && spellsSameTarget(firstBase, secondBase)
        case (.call(let firstCallee, let firstArguments), .call(let secondCallee, let secondArguments)):
            guard firstArguments.count == secondArguments.count, spellsSameTarget(firstCallee, secondCallee) else {
                return false
            }
            for index in 0..<firstArguments.count {
                switch (firstArguments[index].value.kind, secondArguments[index].value.kind) {
                case (.number(let firstValue, nil), .number(let secondValue, nil)):
                    guard firstValue == secondValue else { return false }
                case (.number(_, nil), _), (_, .number(_, nil)): return false
                default: continue  // Both spelled `?`.
                }
            }
            return true
        default: return false
        }
    }

    /// `presented`, `presented.tag(1000)`: a target expression's canonical spelling, appended to
    /// one string (no array of arguments to join).
    static func targetSpelling(_ expression: ExpressionSyntax) -> String? {
        switch expression.kind {
        case .name(let name): return name
        case .member(let base, let member):
            guard var spelling = targetSpelling(base) else { return nil }
            spelling += "."
            spelling += member.name
            return spelling
        case .call(let callee, let arguments):
            guard var spelling = targetSpelling(callee) else { return nil }
            spelling += "("
            for (position, argument) in arguments.enumerated() {
                if position > 0 { spelling += "," }
                if case .number(let value, nil) = argument.value.kind {
                    spelling += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
                } else {
                    spelling += "?"
                }
            }
            spelling += ")"
            return spelling
        default: return nil
        }
    }
}
