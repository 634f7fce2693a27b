// `transc check` one declaration at a time, as the parser hands them over: each transition is
// checked as it arrives and then dropped, so checking a large file holds the constants and the
// transitions in flight, not the whole file's trees (issue 13's peak memory). The transitions
// may be checked on several threads.
import TransModel
import TransSyntax
import TransThreads

extension Checker {
    /// Whether `check` reports nothing at all for the file `parse` parses, found declaration
    /// by declaration. `parse` hands each declaration to its argument as soon as it is parsed
    /// (stopping when it returns false) and returns the syntax diagnostics, or nil when
    /// stopped. `reparse` parses the transition declared at a range again, for a later
    /// transition that names it as its base. Each transition's model goes to `visit` once
    /// checked, in source order, and is dropped after; `visit` returns false to stop. Without
    /// `visit` (`check`, which needs no model), each model is dropped by the thread that made
    /// it, as soon as it is made. The transitions are checked on up to `threads` threads, the
    /// parsing one included; the answer and what `visit` is given do not depend on how many.
    ///
    /// False means "not known": the whole-file check must run and say what is wrong. It is
    /// false as soon as anything is reported, whenever a later declaration could change what
    /// an earlier check found (see `StreamedCheck`), and when `visit` stops it. So what
    /// `visit` was given is the whole-file check's model only when the answer is true.
    public static func checkIfClean(
        deploymentTarget: DeploymentTarget = .oldestSupported, threads: Int = 1,
        parse: @escaping (_ visit: (Declaration) -> Bool) -> [Diagnostic]?,
        reparse: @escaping @Sendable (SourceRange) -> TransitionDeclaration?,
        visit: ((Transition) -> Bool)?
    ) -> Bool {
        LargeStack.run {
            let check = StreamedCheck(
                deploymentTarget: deploymentTarget, threads: threads, reparse: reparse, visit: visit)
            defer { check.stop() }
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
/// - a constant of a name some lookup made before its declaration did not find
///   (`CheckContext.missedNames`): the whole-file check would have found it there.
/// Every other lookup finds what the whole-file check finds, since the first declaration of a
/// name wins. Each transition is checked as no other's base: a base's check reports a subset
/// of that (only `noteDefaultDismissal` depends on it), so nothing reported either way, and
/// its model is the same.
///
/// The thread parsing submits each transition to a `CheckQueue`; every thread (the parsing
/// one when the queue is full) checks with a `StreamedTransitionChecker` of its own, against
/// the constants declared before that transition. So each transition's check, and the names
/// it missed, are those of checking the file in order on one thread.
final class StreamedCheck {
    private let log = DeclarationLog()
    /// How many threads may check, the parsing one included.
    private let threadCount: Int
    private let makeChecker: () -> StreamedTransitionChecker
    /// Takes each checked transition, in source order; false stops the check. Nil: the models
    /// are not wanted, and each checker drops its own.
    private let visit: ((Transition) -> Bool)?
    /// The parsing thread's checker.
    private let checker: StreamedTransitionChecker
    /// With more than one thread, the transitions parsed and not yet submitted: they go to the
    /// queue `transitionsPerBatch` at a time, so that the threads meet at its lock once a batch.
    private var batch: [StreamedTransition] = []
    /// The last transition submitted, held until the next declaration is parsed: its tree is
    /// then not the parser's alone, so the parser starts a new tree rather than emptying one
    /// another thread may still read (`Parser.startDeclarationTree`).
    private var lastSubmitted: TransitionDeclaration?
    /// The queue, the other threads and their checkers, made with the first full batch: a file
    /// of fewer transitions (a hand-written one, `check` at start-up) is checked without them.
    private var threadsStarted = false
    private lazy var queue = CheckQueue<[StreamedTransition], CheckedBatch>(
        window: threadCount * Self.batchesInFlightPerThread)
    /// Delivered batches, dropped by the parsing thread out of the queue's lock (`add`): the
    /// parsing thread allocated their trees, and a block another thread frees goes back to
    /// this one's arena under that arena's lock (glibc's `free`). Freed where they were made,
    /// `check -j 2` of the benchmark's 16 MB file took 18 % less time (the same instructions).
    private var delivered: [CheckedBatch] = []
    /// The other threads' checkers, read once their threads are joined.
    private var otherCheckers: [StreamedTransitionChecker] = []
    private var threads: [PosixThread] = []

    init(
        deploymentTarget: DeploymentTarget, threads: Int,
        reparse: @escaping @Sendable (SourceRange) -> TransitionDeclaration?, visit: ((Transition) -> Bool)?
    ) {
        threadCount = max(threads, 1)
        let keepsModels = visit != nil
        makeChecker = { [log] in
            StreamedTransitionChecker(
                deploymentTarget: deploymentTarget, log: log, keepsModels: keepsModels, reparse: reparse)
        }
        checker = makeChecker()
        self.visit = visit
    }

    private func startThreads() {
        threadsStarted = true
        otherCheckers = (1..<threadCount).map { _ in makeChecker() }
        for other in otherCheckers {
            // If the system refuses a thread, the others (the parsing one at least) do its share.
            let thread = PosixThread(stackSize: LargeStack.size) { [queue] in queue.work(other.checkBatch) }
            if let thread { threads.append(thread) }
        }
    }

    /// Batches submitted and not yet handed to `visit`, per thread: enough that a thread
    /// rarely waits behind a longer batch, few enough that little is held.
    static let batchesInFlightPerThread = 4
    /// Transitions per batch.
    static let transitionsPerBatch = 8

    /// Takes the next declaration; false when the file must be checked whole.
    func add(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .constant(let constant):
            return log.add(constant)
        case .transition(let transition):
            guard let constantsBefore = log.add(transition) else { return false }
            let streamed = StreamedTransition(declaration: transition, constantsBefore: constantsBefore)
            if threadCount == 1 {
                // Checked at once, so the parser may empty the tree and reuse it.
                guard let visit else { return checker.isClean(streamed) }
                guard let model = checker.check(streamed) else { return false }
                return visit(model)
            }
            lastSubmitted = transition
            batch.append(streamed)
            guard batch.count == Self.transitionsPerBatch else { return true }
            defer { batch = [] }
            if !threadsStarted { startThreads() }
            delivered.removeAll(keepingCapacity: true)
            return queue.submit(batch, run: checker.checkBatch, deliver: deliver)
        }
    }

    /// Hands a checked batch to `visit`; false if a transition in it did not check clean.
    private func deliver(_ checked: CheckedBatch) -> Bool {
        delivered.append(checked)
        guard let models = checked.models else { return false }
        guard let visit else { return true }
        return models.allSatisfy(visit)
    }

    /// What the whole-file check does once every transition is checked: constant cycles and
    /// unused constants, after every transition is delivered and no lookup missed a constant
    /// declared later. True when the file is clean.
    func finish() -> Bool {
        if threadsStarted {
            guard batch.isEmpty || queue.submit(batch, run: checker.checkBatch, deliver: deliver),
                queue.deliverAll(closing: true, run: checker.checkBatch, deliver: deliver)
            else { return false }
            join()
        } else if !deliver(checker.checkBatch(batch)) {
            return false
        }
        let constants = log.constants(0..<log.constantCount)
        let context = checker.context
        for other in otherCheckers.map(\.context) {
            context.missedNames?.formUnion(other.missedNames ?? [])
            context.evaluatedConstants.formUnion(other.evaluatedConstants)
        }
        guard let missed = context.missedNames, !constants.contains(where: { missed.contains($0.name.name) })
        else { return false }
        checker.holdConstants(upTo: constants.count)
        DeclarationTable.reportConstantCycles(constants, context: context)
        Checker.checkUnusedConstants(constants, context: context)
        return context.diagnostics.isEmpty
    }

    /// Stops the other threads, if still running, and waits for them.
    func stop() {
        guard threadsStarted else { return }
        queue.stop()
        join()
    }

    private func join() {
        for thread in threads { thread.join() }
        threads = []
    }
}

/// A batch and what its check made (nil: not clean; empty when the models are not kept),
/// handed back together so that the parsing thread, which made the batch's trees, frees them
/// (`StreamedCheck.delivered`).
struct CheckedBatch {
    let batch: [StreamedTransition]
    let models: [Transition]?
}

extension StreamedTransitionChecker {
    /// `check(batch)`, with the batch kept for the thread that delivers it.
    func checkBatch(_ batch: [StreamedTransition]) -> CheckedBatch {
        CheckedBatch(batch: batch, models: check(batch))
    }
}
