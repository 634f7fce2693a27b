// What every part of the checker shares: declarations by name, options, and diagnostics.
import TransModel
import TransSyntax

/// The checker's state for one file.
final class CheckContext {
    let deploymentTarget: DeploymentTarget
    /// Constants by name (the first declaration of each name).
    var constants: [String: ConstantDeclaration] = [:]
    /// Constants that are part of a cycle; their uses are already reported.
    var cyclicConstants: Set<String> = []
    /// Constants being substituted, innermost last.
    private var expanding: [String] = []
    /// Constants some expression refers to; the rest are checked on their own.
    var evaluatedConstants: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []
    /// What has been reported: one diagnostic per severity, id and place.
    private var reported: Set<ReportKey> = []

    init(deploymentTarget: DeploymentTarget) {
        self.deploymentTarget = deploymentTarget
    }

    /// Records a diagnostic once per severity, id and range: a constant substituted in several
    /// places (as a duration here, a delay there), or an entry inherited by several transitions,
    /// reports its mistake a single time even where the message would word it differently.
    /// `subject` tells apart diagnostics moved to one place from different ones (a derived
    /// transition's name, for each inherited entry at fault).
    func report(_ diagnostic: Diagnostic, subject: SourceRange? = nil) {
        let key = ReportKey(severity: diagnostic.severity, id: diagnostic.id, range: diagnostic.range, subject: subject)
        if reported.insert(key).inserted { diagnostics.append(diagnostic) }
    }

    private struct ReportKey: Hashable {
        let severity: Severity
        let id: DiagnosticID
        let range: SourceRange
        let subject: SourceRange?
    }

    /// Runs `body` with `name` marked as being substituted; nil if it already is (a cycle,
    /// reported by the cycle check).
    func expanding<Result>(_ name: String, _ body: () -> Result?) -> Result? {
        guard !expanding.contains(name), !cyclicConstants.contains(name) else { return nil }
        expanding.append(name)
        defer { expanding.removeLast() }
        return body()
    }
}
