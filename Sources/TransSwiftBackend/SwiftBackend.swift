// The Swift backend behind the `Backend` seam: `transc compile` (`--emit swift`).
import TransBackend
import TransModel

/// Emits one Swift file per program for `uikit` (Apple's UIKit or the behavioural model).
public struct SwiftBackend: Backend {
    public var uikit: TargetUIKit

    public init(uikit: TargetUIKit = .apple) {
        self.uikit = uikit
    }

    public var fileExtension: String { "swift" }

    /// The file, printed and handed out transition by transition when the artefact is written.
    public func emit(_ program: Program) -> BackendOutput {
        let uikit = uikit
        return BackendOutput(
            Artefact(fileExtension: fileExtension) { sink in try SwiftEmitter.write(program, for: uikit, to: sink) })
    }
}
