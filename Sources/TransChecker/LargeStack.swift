// Running the checker on a thread whose stack fits its evaluation depth limit.
import Foundation

/// Checking recurses through constants that name constants, up to
/// `CheckContext.maximumEvaluationDepth` levels: more than a caller's stack may hold (the
/// main thread has 8 MiB, other threads often 512 KiB). So the checker runs on a thread of
/// its own with `size` bytes of stack, which the system reserves but only commits as used.
enum LargeStack {
    /// Enough for `maximumEvaluationDepth` levels in a debug build, with room to spare.
    static let size = 512 << 20

    /// `body()`, run on a thread with a `size`-byte stack; the caller waits for it.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let thread = Thread {
            box.value = body()
            box.done.signal()
        }
        thread.stackSize = size
        thread.start()
        box.done.wait()
        return box.value!
    }

    /// Hands the result from the checker's thread to the caller; the semaphore orders the two.
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
        let done = DispatchSemaphore(value: 0)
    }
}
