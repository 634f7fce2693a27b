// Top-level names: constants and transitions, duplicates reported, constant cycles found.
import TransSyntax

/// The file's declarations by name, first declaration winning.
struct DeclarationTable {
    /// Constants in source order, duplicates left out.
    private(set) var constants: [ConstantDeclaration] = []
    /// Transitions in source order, duplicates left out.
    private(set) var transitions: [TransitionDeclaration] = []
    /// Each transition's place in `transitions`, by name: places, not copies of the
    /// declarations, so that a large file's table stays small (issue 13).
    private var transitionPlaces: [String: Int] = [:]

    /// The transition named `name`, if the file declares one.
    func transition(named name: String) -> TransitionDeclaration? {
        transitionPlaces[name].map { transitions[$0] }
    }

    init(_ syntax: FileSyntax, context: CheckContext) {
        for declaration in syntax.declarations {
            switch declaration {
            case .constant(let constant):
                if let first = context.constants[constant.name.name] {
                    context.report(
                        CheckerMessages.duplicateDeclaration(
                            "constant", constant.name.name, at: constant.name.range,
                            first: first.declaration.name.range))
                } else {
                    context.constants[constant.name.name] = ConstantRecord(constant)
                    constants.append(constant)
                }
            case .transition(let transition):
                if let first = self.transition(named: transition.name.name) {
                    context.report(
                        CheckerMessages.duplicateDeclaration(
                            "transition", transition.name.name, at: transition.name.range, first: first.name.range))
                } else {
                    transitionPlaces[transition.name.name] = transitions.count
                    transitions.append(transition)
                }
            }
        }
        Self.reportConstantCycles(constants, context: context)
    }

    /// Finds every cycle among `order`, the first declaration of each constant in source
    /// order, reports each once (at the constant declared first) with the path as notes, and
    /// marks its members so their uses stay silent.
    static func reportConstantCycles(_ order: [ConstantDeclaration], context: CheckContext) {
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.name.name, $0) })
        let edges = order.map { constant in
            referencedNames(in: constant.value).filter { context.constants[$0.name] != nil }
        }
        for cycle in CycleFinder.cycles(count: order.count, edges: { edges[$0].map { position[$0.name]! } }) {
            let path = cycle.map { index -> (name: String, range: SourceRange) in
                let next = cycle[(cycle.firstIndex(of: index)! + 1) % cycle.count]
                let use = edges[index].first { position[$0.name] == next }!
                return (order[index].name.name, index == cycle[0] ? order[index].name.range : use.range)
            }
            context.report(CheckerMessages.cycle("constant", relation: "uses", path: path))
            for index in cycle { context.cyclicConstants.insert(order[index].name.name) }
        }
    }

    /// Every bare name an expression mentions, in source order.
    static func referencedNames(in expression: ExpressionSyntax) -> [Identifier] {
        var names: [Identifier] = []
        expression.walk { node in
            switch node.kind {
            case .name(let name): names.append(Identifier(name, node.range))
            // A function's name and a keyframe list's mode name no constant.
            case .call(let callee, let arguments) where !callee.isMember:
                names += arguments.flatMap { referencedNames(in: $0.value) }
                return .skipChildren
            case .keyframes(let list):
                names += list.keys.flatMap { referencedNames(in: $0.time) + referencedNames(in: $0.value) }
                return .skipChildren
            default: break
            }
            return .visitChildren
        }
        return names
    }
}

/// Finds elementary cycles in a directed graph, each once, in a stable order.
enum CycleFinder {
    /// The cycles, each as node indices starting at its smallest index. Each search stays in
    /// its start's strongly connected component, and nodes on no cycle start none, so an
    /// acyclic graph (a long inheritance chain) costs linear time.
    static func cycles(count: Int, edges: (Int) -> [Int]) -> [[Int]] {
        let component = StronglyConnectedComponents.components(count: count, edges: edges)
        var found: [[Int]] = []
        var onCycle = Set<Int>()
        for start in 0..<count where !onCycle.contains(start) && component.isCyclic[start] {
            // Follow a depth-first path from `start`; a back edge to `start` closes a cycle.
            var path = [start]
            var iterators = [edges(start).makeIterator()]
            var visited: Set<Int> = [start]
            while !path.isEmpty {
                guard let next = iterators[iterators.count - 1].next() else {
                    path.removeLast()
                    iterators.removeLast()
                    continue
                }
                if next == start {
                    found.append(path)
                    onCycle.formUnion(path)
                    break
                }
                if next > start, component.index[next] == component.index[start], !visited.contains(next),
                    !onCycle.contains(next)
                {
                    visited.insert(next)
                    path.append(next)
                    iterators.append(edges(next).makeIterator())
                }
            }
        }
        return found
    }
}

extension ExpressionSyntax {
    /// Whether this is `base.member`.
    fileprivate var isMember: Bool {
        if case .member = kind { return true }
        return false
    }
}
