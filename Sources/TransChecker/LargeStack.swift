// Running the checker on threads whose stacks fit its evaluation depth limit.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        guard let thread = Thread({ result = body() }) else { return body() }
        thread.join()
        return result!
    }

    /// A thread with a `size`-byte stack running one closure, joined by `join()`.
    struct Thread {
        private let thread: pthread_t

        /// Starts `body` on a new thread; nil if the system refuses one.
        init?(_ body: @escaping () -> Void) {
            let context = Unmanaged.passRetained(Body(body)).toOpaque()
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
                    Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                    return nil
                }, context)
            guard started == 0 else {
                Unmanaged<Body>.fromOpaque(context).release()
                return nil
            }
            #if canImport(Darwin)
            self.thread = thread!
            #else
            self.thread = thread
            #endif
        }

        /// Waits for the closure to return.
        func join() {
            pthread_join(thread, nil)
        }

        /// The closure, handed to the new thread through `pthread_create`'s context pointer.
        private final class Body {
            let run: () -> Void

            init(_ run: @escaping () -> Void) { self.run = run }
        }
    }
}
