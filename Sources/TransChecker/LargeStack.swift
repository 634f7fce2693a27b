// Running the checker on threads whose stacks fit its evaluation depth limit.
import TransThreads

/// Checking recurses through constants that name constants, up to
/// `CheckContext.maximumEvaluationDepth` levels: more than a caller's stack may hold (the
/// main thread has 8 MiB, other threads often 512 KiB). So the checker runs on POSIX threads
/// of its own with `size` bytes of stack, which the system reserves but commits only as used.
enum LargeStack {
    /// Enough for `maximumEvaluationDepth` levels in a debug build, with room to spare.
    static let size = 512 << 20

    /// `body()`, run on a thread with a `size`-byte stack; runs on the caller's stack if the
    /// system refuses the thread.
    static func run<Result>(_ body: @escaping () -> Result) -> Result {
        var result: Result?
        // `join` orders the thread's write of `result` before the read below.
        guard let thread = PosixThread(stackSize: size, { result = body() }) else { return body() }
        thread.join()
        return result!
    }
}
