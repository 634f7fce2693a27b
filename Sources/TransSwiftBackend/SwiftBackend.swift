// The Swift backend behind the `Backend` seam: `transc compile` (`--emit swift`).
import TransBackend
import TransModel

/// Emits one Swift file per program for `uikit` (Apple's UIKit or the behavioural model).
public struct SwiftBackend: Backend {
    public var uikit: TargetUIKit
    /// How many threads print transitions at once (`SwiftEmitter.write`); 1 prints them on
    /// the thread that writes the artefact. The bytes are the same for any count.
    public var workers: Int

    public init(uikit: TargetUIKit = .apple, workers: Int = 1) {
        self.uikit = uikit
        self.workers = workers
    }

    public var fileExtension: String { "swift" }

    /// The file, printed and handed out transition by transition when the artefact is written.
    public func emit(_ program: StreamedProgram) -> BackendOutput {
        let uikit = uikit
        let workers = workers
        return BackendOutput(
            Artefact(fileExtension: fileExtension) { sink in
                try SwiftEmitter.write(program, for: uikit, workers: workers, to: sink)
            })
    }
}
