// A checked program handed to a backend one transition at a time, so that emitting a large
// file never holds its whole model (issue 13: `compile`'s peak memory).

/// A checked program as backends read it: what is known of every transition before the first
/// is handed over (its outline), then the transitions themselves, one at a time in source
/// order. A program held whole hands over its own array; `compile` of a clean file checks the
/// file again as the backend asks for its transitions, each dropped once emitted
/// (`FrontEnd.streamedProgram`).
public struct StreamedProgram: Sendable {
    /// The file name as given on the command line, as `Program.sourceName`.
    public let sourceName: String
    /// Every transition's outline, in source order.
    public let outlines: [TransitionOutline]
    private let source: Source

    private enum Source: Sendable {
        case whole(Program)
        case produced(@Sendable (_ body: (Transition) throws -> Void) throws -> Void)
    }

    /// The transitions of a program held whole.
    public init(_ program: Program) {
        sourceName = program.sourceName
        outlines = program.transitions.map(TransitionOutline.init)
        source = .whole(program)
    }

    /// Transitions that `produce` hands, in source order, to the closure it is given, and
    /// whose outlines are known already; it rethrows what that closure throws, and may throw
    /// an error of its own (the producer's failure).
    public init(
        sourceName: String, outlines: [TransitionOutline],
        produce: @escaping @Sendable (_ body: (Transition) throws -> Void) throws -> Void
    ) {
        self.sourceName = sourceName
        self.outlines = outlines
        source = .produced(produce)
    }

    /// The file name without its folders, as `Program.sourceFileName`.
    public var sourceFileName: String { Program.fileName(of: sourceName) }

    /// Hands each transition to `body` in source order; each may be made just before it is
    /// handed over and dropped after, so `body` keeps what it needs of it.
    public func forEachTransition(_ body: (Transition) throws -> Void) throws {
        switch source {
        case .whole(let program): for transition in program.transitions { try body(transition) }
        case .produced(let produce): try produce(body)
        }
    }

    /// The program whole, for a backend that needs every transition at once (the preview).
    public func collected() throws -> Program {
        if case .whole(let program) = source { return program }
        var transitions: [Transition] = []
        transitions.reserveCapacity(outlines.count)
        try forEachTransition { transitions.append($0) }
        return Program(sourceName: sourceName, transitions: transitions)
    }
}

/// What a backend may need of a transition before emitting anything: its name (the Swift
/// backend's type names depend on every name in the file) and its phases' sizes (the
/// timeline refuses, before sampling, a timeline past its budget).
public struct TransitionOutline: Sendable, Hashable {
    public var name: String
    public var present: PhaseOutline
    public var dismiss: PhaseOutline

    public init(_ transition: Transition) {
        name = transition.name
        present = PhaseOutline(transition.present)
        dismiss = PhaseOutline(transition.dismiss)
    }
}

/// A phase's duration and track count: what its number of samples is counted from.
public struct PhaseOutline: Sendable, Hashable {
    /// Seconds, as `Phase.duration`.
    public var duration: Double
    /// As `Phase.trackCount`.
    public var trackCount: Int

    public init(_ phase: Phase) {
        duration = phase.duration
        trackCount = phase.trackCount
    }
}
