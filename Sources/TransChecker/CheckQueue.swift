// What a streamed check's threads share: the transitions parsed and not yet checked, and the
// checked ones not yet handed over in source order.
import TransThreads

/// Jobs submitted in order by one thread (the one parsing), run by any thread, and their
/// results delivered in submission order on the submitting thread. At most `window` jobs are
/// submitted and not yet delivered (job `i` in slot `i % window`), so memory stays bounded
/// however long the file. Jobs are claimed in order. The submitting thread runs jobs too
/// whenever the window is full, so it never sleeps while a job waits, and with no worker
/// thread every job runs on it in turn. Every member takes the lock, hence `@unchecked Sendable`.
final class CheckQueue<Job, Result>: @unchecked Sendable {
    private let lock = Lock()
    /// Signalled when a job is submitted, or the queue closes or stops: a worker may claim.
    private let jobSubmitted = Condition()
    /// Signalled when a worker stores a result: the one to deliver next may be there.
    private let resultStored = Condition()
    private let window: Int
    // Guarded by `lock`.
    private var slots: [Slot]
    private var submitted = 0
    private var claimed = 0
    private var delivered = 0
    /// No job will be submitted any more: a worker with nothing to claim returns.
    private var closed = false
    /// Delivery refused a result: nothing more is claimed or submitted.
    private var stopped = false

    private enum Slot {
        case free
        case submitted(Job)
        case claimed
        case done(Result)
    }

    init(window: Int) {
        self.window = max(window, 1)
        slots = Array(repeating: .free, count: self.window)
    }

    /// A worker thread's loop: claims jobs and runs them with `run` until the queue is closed
    /// and empty, or stopped.
    func work(_ run: (Job) -> Result) {
        lock.lock()
        defer { lock.unlock() }
        while !stopped {
            if let (index, job) = claimNext() {
                let result = lock.withoutLock { run(job) }
                slots[index % window] = .done(result)
                resultStored.signal()
            } else if closed {
                return
            } else {
                jobSubmitted.wait(lock)
            }
        }
    }

    /// Submits `job` once the window has room, running and delivering jobs meanwhile (see
    /// `step`); false once stopped.
    func submit(_ job: Job, run: (Job) -> Result, deliver: (Result) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        while !stopped {
            if submitted < delivered + window {
                slots[submitted % window] = .submitted(job)
                submitted += 1
                jobSubmitted.signal()
                return true
            }
            step(run: run, deliver: deliver)
        }
        return false
    }

    /// Delivers every job submitted so far, running those not yet claimed; false if stopped.
    /// With `closing`, no job is submitted after: workers return once nothing is left.
    func deliverAll(closing: Bool = false, run: (Job) -> Result, deliver: (Result) -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if closing {
            closed = true
            jobSubmitted.broadcast()
        }
        while !stopped, delivered < submitted {
            step(run: run, deliver: deliver)
        }
        return !stopped
    }

    /// Stops the queue: workers return after the job they run; what is left is never run.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopSignalled()
    }

    /// The submitting thread's next move towards delivering job `delivered`, the lock held:
    /// deliver it if it is done; else run the next unclaimed job; else wait, since every job
    /// is claimed, for a worker to store one. `run` and `deliver` are called without the lock.
    private func step(run: (Job) -> Result, deliver: (Result) -> Bool) {
        if case .done(let result) = slots[delivered % window] {
            slots[delivered % window] = .free
            delivered += 1
            if !lock.withoutLock({ deliver(result) }) { stopSignalled() }
        } else if let (index, job) = claimNext() {
            let result = lock.withoutLock { run(job) }
            slots[index % window] = .done(result)
        } else {
            resultStored.wait(lock)
        }
    }

    /// The next submitted job, now claimed, the lock held; nil if every job is claimed.
    private func claimNext() -> (Int, Job)? {
        guard claimed < submitted, case .submitted(let job) = slots[claimed % window] else { return nil }
        slots[claimed % window] = .claimed
        claimed += 1
        return (claimed - 1, job)
    }

    private func stopSignalled() {
        stopped = true
        jobSubmitted.broadcast()
        resultStored.broadcast()
    }
}
