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
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []

    init(deploymentTarget: DeploymentTarget) {
        self.deploymentTarget = deploymentTarget
    }

    /// Records a diagnostic once: a constant substituted in several places, or an entry
    /// inherited by several transitions, reports its mistakes a single time.
    func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
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
