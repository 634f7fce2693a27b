// Running the checker on a thread whose stack fits its evaluation depth limit.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checking recurses through constants that name constants, up to
/// `CheckContext.maximumEvaluationDepth` levels: more than a caller's stack may hold (the
/// main thread has 8 MiB, other threads often 512 KiB). So the checker runs on a POSIX thread
/// of its own with `size` bytes of stack, which the system reserves but commits only as used,
/// and the caller joins it.
enum LargeStack {
    /// Enough for `maximumEvaluationDepth` levels in a debug build, with room to spare.
    static let size = 512 << 20

    /// `body()`, run on a thread with a `size`-byte stack; runs on the caller's stack if the
    /// system refuses the thread.
    static func run<Result>(_ body: @escaping () -> Result) -> Result {
        let task = Task(body)
        let context = Unmanaged.passRetained(task).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { context in
                let task = Unmanaged<AnyTask>.fromOpaque(context!).takeRetainedValue()
                task.execute()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<AnyTask>.fromOpaque(context).release()
            return body()
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return task.result!
    }

    /// The work and its result, handed to the thread and back; `pthread_join` orders the two.
    private class AnyTask {
        func execute() {}
    }

    private final class Task<Result>: AnyTask {
        let body: () -> Result
        var result: Result?

        init(_ body: @escaping () -> Result) { self.body = body }

        override func execute() { result = body() }
    }
}
