// A POSIX mutex and condition variables, for the few places that share state between threads.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex. `Synchronization.Mutex` would need macOS 15, and has no condition variable.
package final class Lock: @unchecked Sendable {
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() {
        pthread_mutex_lock(mutex)
    }

    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// `body()`, run with the mutex held.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// `body()`, run with the mutex released, for a caller that holds it: work done between
    /// two steps of a locked loop.
    package func withoutLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        unlock()
        defer { lock() }
        return try body()
    }
}

/// A condition variable, waited on with a `Lock` held.
package final class Condition: @unchecked Sendable {
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// Releases `lock`, which the caller holds, until signalled, then takes it again.
    package func wait(_ lock: Lock) {
        pthread_cond_wait(condition, lock.mutex)
    }

    /// Wakes one waiting thread.
    package func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
