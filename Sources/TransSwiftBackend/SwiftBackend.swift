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

    public func emit(_ program: Program) -> BackendOutput {
        BackendOutput(Artefact(fileExtension: fileExtension, text: SwiftEmitter.emit(program, for: uikit)))
    }
}
