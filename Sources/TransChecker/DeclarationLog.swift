// The top-level declarations a streamed check has seen so far, shared by its threads.
import TransSyntax
import TransThreads

/// What the parsing thread of a streamed check has declared so far, in source order, read by
/// the threads that check transitions: the constants (the first declaration of each name),
/// and where each transition is declared, to parse a base again. Only the parsing thread
/// adds; every member takes the lock, hence `@unchecked Sendable`.
final class DeclarationLog: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`, which also rules out overlapping accesses: the run-time exclusivity
    // checks cost some 220 instructions a transition.
    @exclusivity(unchecked) private var constants: [ConstantDeclaration] = []
    /// The constants by name, to find a second declaration of one.
    @exclusivity(unchecked) private var constantsByName: [String: ConstantDeclaration] = [:]
    @exclusivity(unchecked) private var transitionRanges = RangesByName()

    /// How many constants are declared so far.
    var constantCount: Int { lock.withLock { constants.count } }

    /// Adds `constant`; false if a constant of its name is declared already.
    func add(_ constant: ConstantDeclaration) -> Bool {
        lock.withLock {
            guard constantsByName[constant.name.name] == nil else { return false }
            constantsByName[constant.name.name] = constant
            constants.append(constant)
            return true
        }
    }

    /// The constants at `range` of the declaration order: a copy, so the log's own array is
    /// never shared when it grows.
    func constants(_ range: Range<Int>) -> [ConstantDeclaration] {
        lock.withLock { Array(constants[range]) }
    }

    /// Adds `transition`, and says how many constants are declared before it; nil if a
    /// transition of its name is declared already, or its base is not declared before it.
    func add(_ transition: TransitionDeclaration) -> Int? {
        lock.withLock {
            guard transition.base.map({ transitionRanges[$0.name] != nil }) ?? true else { return nil }
            // The name hashed once: the insertion finds a first declaration if there is one.
            guard transitionRanges.insert(transition.range, for: transition.name.name) == nil else { return nil }
            return constants.count
        }
    }

    /// Where transition `name` is declared, if it is.
    func range(ofTransition name: String) -> SourceRange? {
        lock.withLock { transitionRanges[name] }
    }

    /// Every transition's name so far, sorted.
    func transitionNames() -> [String] {
        lock.withLock { transitionRanges.names.sorted() }
    }
}
