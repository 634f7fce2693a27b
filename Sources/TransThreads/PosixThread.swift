// A thread of its own, with the stack size the caller asks for.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread running one closure, joined by `join()`: a thread of its own rather than
/// Dispatch's pool, whose width is not promised (a worker always runs while its caller waits)
/// and whose stacks cannot be sized (the checker's recursion needs a large one).
package struct PosixThread {
    private let thread: pthread_t

    /// Starts `body` on a new thread with `stackSize` bytes of stack (the system's default
    /// when nil), which the system reserves but commits only as used; nil if it refuses.
    /// `body` is not `@Sendable`: the caller orders what it shares with it (a lock, `join`).
    package init?(stackSize: Int? = nil, _ body: @escaping () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
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
    package func join() {
        pthread_join(thread, nil)
    }

    /// The closure, handed to the new thread through `pthread_create`'s context pointer.
    private final class Body {
        let run: () -> Void

        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
