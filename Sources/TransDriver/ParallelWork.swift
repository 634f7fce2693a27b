// Running one pure function over many inputs on several threads, results in input order.
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `-j N`: how many files are checked or compiled at once. Only the pure stages run in
/// parallel (`Compiler`'s closures are `@Sendable` and share nothing); reading inputs and
/// writing diagnostics and outputs stay on one thread in input order, so the bytes a run
/// produces never depend on scheduling.
enum ParallelWork {
    /// The default job count: the machine's online cores (`sysconf`, so the driver needs no
    /// Foundation, whose loading dominated `transc`'s start-up).
    static var defaultJobs: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The threads one file's own work may use (its check's transitions, its Swift emission)
    /// under `-j jobs`: never more than the cores, and 1 with `-j 1`.
    static func threadsWithinFile(jobs: Int) -> Int {
        min(max(jobs, 1), defaultJobs)
    }

    /// `transform` of each element of `items`, in order, computed by up to `jobs` threads;
    /// worker `w` takes elements `w`, `w + jobs`, `w + 2·jobs`…
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = min(max(jobs, 1), items.count)
        guard workers > 1 else { return items.map(transform) }
        let slots = ResultSlots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: items.count, by: workers) {
                slots.store(transform(items[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// One slot per result, each written by exactly one worker before `concurrentPerform` returns:
/// no two threads touch the same slot, so no lock is needed (hence `@unchecked Sendable`).
private final class ResultSlots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    /// Every stored result, in order; every slot has been stored.
    func results() -> [Result] {
        (0..<count).map { storage[$0]! }
    }
}
