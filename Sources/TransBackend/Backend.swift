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

    /// The artefacts of `program`, a program the checker accepted; or why there are none. Its
    /// transitions are handed over one at a time when the artefact is written, so a backend
    /// that emits them one after the other never holds the whole model.
    func emit(_ program: StreamedProgram) -> BackendOutput
}

extension Backend {
    /// The artefacts of a program held whole.
    public func emit(_ program: Program) -> BackendOutput {
        emit(StreamedProgram(program))
    }
}

/// Receives an artefact's bytes piece by piece as they are produced: the driver writes each
/// to the output (a temporary file, a device, standard output) and throws to stop on failure.
public typealias ArtefactSink = (UnsafeBufferPointer<UInt8>) throws -> Void

/// Why an artefact stopped part way: what the driver reports instead of the output, leaving an
/// existing output file untouched.
public struct BackendFailure: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// One text a backend produces, written when the driver delivers it: handed out in pieces (per
/// transition) so that neither the backend nor the driver holds the whole text (issue 13).
public struct Artefact: Sendable {
    /// The file extension it is written under (the backend's `fileExtension`).
    public var fileExtension: String
    private let writer: @Sendable (ArtefactSink) throws -> Void

    /// An artefact whose text `writer` produces and hands, in order, to the sink it is given; it
    /// rethrows the sink's errors and may throw a `BackendFailure` of its own.
    public init(fileExtension: String, writer: @escaping @Sendable (_ sink: ArtefactSink) throws -> Void) {
        self.fileExtension = fileExtension
        self.writer = writer
    }

    /// An artefact whose whole text is already made.
    public init(fileExtension: String, text: String) {
        self.init(fileExtension: fileExtension) { try Artefact.write(text, to: $0) }
    }

    /// Hands all of `text` to `sink` as one piece: for a backend that makes its text whole.
    public static func write(_ text: String, to sink: ArtefactSink) throws {
        var text = text
        try text.withUTF8 { try sink($0) }
    }

    /// Produces the text, handing each piece to `sink` as it is made.
    public func write(to sink: ArtefactSink) throws {
        try writer(sink)
    }

    /// The whole text at once, for callers that want it as a value (tests, the language
    /// server); nil when the backend failed part way.
    public var text: String? {
        let buffer = ByteBuffer(capacity: 1 << 16)
        do {
            try write { buffer.append($0) }
        } catch {
            return nil
        }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}

/// What a backend gives for one program: its artefacts, or the reason a program without
/// errors still has none (a timeline past its size limit), which the driver reports as a
/// failure of the run rather than of the source.
public struct BackendOutput: Sendable {
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
