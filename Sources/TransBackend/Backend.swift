// The seam between the checked program and every output: one protocol the Swift, timeline
// and preview backends implement, so the driver runs any of them the same way.
import TransModel

/// Turns a checked program into text. Its options are its own stored properties, set when the
/// driver registers it, so `emit` needs nothing but the program; it never prints and never
/// fails by trapping (docs/architecture.md, "How to add a backend").
public protocol Backend: Sendable {
    /// What follows an input's base name in the file its artefact is written to (`swift`,
    /// `timeline.json`, `preview.html`), known before anything is emitted so that the driver
    /// can refuse clashing output paths first.
    var fileExtension: String { get }

    /// The artefacts of `program`, a program the checker accepted; or why there are none.
    func emit(_ program: Program) -> BackendOutput
}

/// One text a backend produces.
public struct Artefact: Sendable, Hashable {
    /// The file extension it is written under (the backend's `fileExtension`).
    public var fileExtension: String
    /// The whole text.
    public var text: String

    public init(fileExtension: String, text: String) {
        self.fileExtension = fileExtension
        self.text = text
    }
}

/// What a backend gives for one program: its artefacts, or the reason a program without
/// errors still has none (a timeline past its size limit), which the driver reports as a
/// failure of the run rather than of the source.
public struct BackendOutput: Sendable, Hashable {
    public var artefacts: [Artefact]
    public var failure: String?

    /// One artefact.
    public init(_ artefact: Artefact) {
        artefacts = [artefact]
        failure = nil
    }

    /// No artefact, because of `failure`.
    public init(failure: String) {
        artefacts = []
        self.failure = failure
    }
}
