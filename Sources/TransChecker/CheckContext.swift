// What every part of the checker shares: declarations by name, options, and diagnostics.
import TransModel
import TransSyntax

/// The checker's state for one file. The tables every name's lookup reads skip the exclusivity
/// check each access would otherwise pay (8 M instructions of the 2 MB benchmark file's 671 M):
/// a context belongs to one thread, and no access to them outlasts the statement making it.
final class CheckContext {
    let deploymentTarget: DeploymentTarget
    /// Constants by name (the first declaration of each name), each with what its uses found.
    /// Adding one forgets `recentMisses` and `recentFinds`.
    @exclusivity(unchecked) var constants: [String: ConstantRecord] = [:] {
        didSet {
            recentMisses.removeAll(keepingCapacity: true)
            recentFinds.removeAll(keepingCapacity: true)
        }
    }
    /// The names a lookup found no constant for, when kept (`StreamedCheck`: a constant
    /// declared after a transition was checked must not be one its check looked for).
    @exclusivity(unchecked) var missedNames: Set<String>?
    /// The last few names `constant(named:)` missed since `constants` last changed, each already
    /// in `missedNames`: every transition looks up the same words (`custom`, `bottom`, `linear`),
    /// and comparing a short name with a few others costs less than hashing it into the
    /// dictionary and the set again (about 670 instructions a miss).
    @exclusivity(unchecked) private var recentMisses: [RecentName] = []
    private static let recentMissCount = 8
    /// The last few constants `constant(named:)` found since `constants` last changed, by name:
    /// a file's transitions use the same few constants (`margin`, `quick`), and comparing a name
    /// with them costs less than hashing it into the dictionary again (about 300 instructions).
    @exclusivity(unchecked) private var recentFinds: [(name: RecentName, record: ConstantRecord)] = []
    private static let recentFindCount = 4

    /// A name kept by `constant(named:)` with its `NameKey`: a lookup compares the
    /// keys, and spells out only the name whose key agrees. Compared in full, each name that
    /// differs went through the standard library's out-of-line string comparison (about 3.8 a
    /// lookup, 31 500 lookups in the 2 MB benchmark file).
    private struct RecentName {
        let key: Int
        let name: String

        init(_ name: String, key: Int) { (self.key, self.name) = (key, name) }

        func matches(_ other: String, key otherKey: Int) -> Bool { key == otherKey && name == other }
    }

    /// The constant named `name`: how expressions look names up, so that a miss can be kept.
    func constant(named name: String) -> ConstantRecord? {
        let key = NameKey.of(name)
        if recentMisses.contains(where: { $0.matches(name, key: key) }) { return nil }
        if let found = recentFinds.first(where: { $0.name.matches(name, key: key) }) { return found.record }
        guard let constant = constants[name] else {
            missedNames?.insert(name)
            if recentMisses.count == Self.recentMissCount { recentMisses.removeFirst() }
            recentMisses.append(RecentName(name, key: key))
            return nil
        }
        if recentFinds.count == Self.recentFindCount { recentFinds.removeFirst() }
        recentFinds.append((RecentName(name, key: key), constant))
        return constant
    }
    /// Constants that are part of a cycle; their uses are already reported.
    var cyclicConstants: Set<String> = []
    /// Constants being substituted (a set: the chain may be thousands long).
    private var expanding: Set<String> = []
    /// Constants some expression refers to; the rest are checked on their own.
    @exclusivity(unchecked) var evaluatedConstants: Set<String> = []
    /// Each curve's lowest and highest progress, sampled once (`progressRange(_:)`).
    var progressRanges: [ProgressRangeKey: ClosedRange<Double>] = [:]
    /// How deep evaluation is now, through expressions and the constants they name.
    private(set) var evaluationDepth = 0
    /// "Did you mean" searches among the file's own names left (see `closestName`).
    private var suggestionSearchesLeft = CheckContext.maximumSuggestionSearches

    /// How many unknown names get a suggestion from the file's own constants or transitions.
    /// Each search costs time in the number of names, so without a bound a file of thousands
    /// of unknown names is quadratic; the renderers show 100 diagnostics a file anyway.
    static let maximumSuggestionSearches = 200

    /// `Suggestions.closest(to: name, among: candidates())` while searches are left, else nil.
    func closestName(to name: String, among candidates: () -> [String]) -> String? {
        guard suggestionSearchesLeft > 0 else { return nil }
        suggestionSearchesLeft -= 1
        return Suggestions.closest(to: name, among: candidates())
    }
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

    /// The deepest evaluation may nest, counting every expression level and every constant
    /// substituted on the way: the parser bounds one expression's depth, and this bounds a
    /// chain of constants naming constants (about two levels per constant), so checking
    /// never runs out of the stack it runs on (`LargeStack`).
    static let maximumEvaluationDepth = 20_000

    /// Runs `body` one evaluation level deeper; nil, without running it, past the limit.
    func nested<Result>(_ body: () -> Result?) -> Result? {
        guard evaluationDepth < Self.maximumEvaluationDepth else { return nil }
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        return body()
    }

    /// Whether one more level of evaluation would pass `maximumEvaluationDepth`.
    var isAtEvaluationLimit: Bool { evaluationDepth >= Self.maximumEvaluationDepth }

    /// Runs `body` with `name` marked as being substituted; nil if it already is (a cycle,
    /// reported by the cycle check).
    func expanding<Result>(_ name: String, _ body: () -> Result?) -> Result? {
        guard !expanding.contains(name), !cyclicConstants.contains(name) else { return nil }
        expanding.insert(name)
        defer { expanding.remove(name) }
        return body()
    }
}

/// A constant and what the checker found about it, kept where its name leads: a use looks its
/// name up once (`CheckContext.constant(named:)`), not again for each thing found. Like the
/// context's tables, its fields skip the exclusivity check (about 80 instructions a use): a
/// record belongs to its context's thread, and no access outlasts the statement making it.
final class ConstantRecord {
    let declaration: ConstantDeclaration
    /// Its type on its own (`ExpressionChecker.naturalType`), once found.
    @exclusivity(unchecked) var naturalType: ValueType??
    /// Its value's type as a use finds it (`ExpressionChecker.naturalTypeOfValue(of:)`), once found.
    @exclusivity(unchecked) var valueNaturalType: ValueType??
    /// Whether it mentions `final`, once found.
    @exclusivity(unchecked) var mentionsFinal: Bool?
    /// Its values by the way it was evaluated (`evaluated(for:)`), a few to a constant.
    @exclusivity(unchecked) private var values: [EvaluatedConstant] = []

    init(_ declaration: ConstantDeclaration) { self.declaration = declaration }

    /// A constant is evaluated once per use (type and place), however often it is used, so
    /// checking is linear in the file even where constants double each other (`let b = a + a`).
    /// The value `use` gave when it was evaluated (itself nil where it gave none) and whether a
    /// use so was found sound (`markSound(_:)`), or nil if it was not evaluated.
    func evaluated(for use: ConstantUse) -> (value: Value?, isSound: Bool)? {
        for index in values.indices where values[index].use == use {
            return (values[index].value, values[index].isSound)
        }
        return nil
    }

    /// Keeps `value` as what `use` gives. A use met again inside its own evaluation (a cycle,
    /// reported elsewhere) was kept by then; the outer evaluation's value replaces it.
    func remember(_ value: Value?, for use: ConstantUse) {
        values.removeAll { $0.use == use }
        values.append(EvaluatedConstant(use: use, value: value))
    }

    /// Notes that `use`, evaluated, passed the checks a use of the constant makes
    /// (`ExpressionChecker.name`) without a diagnostic.
    func markSound(_ use: ConstantUse) {
        for index in values.indices where values[index].use == use { values[index].isSound = true }
    }
}

/// A constant's value for one use (`ConstantRecord.remember(_:for:)`).
struct EvaluatedConstant {
    let use: ConstantUse
    let value: Value?
    /// Whether the use passed its checks (`ConstantRecord.markSound(_:)`).
    var isSound = false
}

/// One way a constant is evaluated: as a type, where `final` is or is not available, with
/// the words its time messages use. The same use always gives the same value and diagnostics.
struct ConstantUse: Equatable {
    var type: ValueType
    var finalAvailable: Bool
    var timeDescription: String
    var maximumDetentAvailable: Bool

    /// Field by field as the synthesized `==`, the flags first and the words last: a use is
    /// looked up at every mention of a constant.
    static func == (lhs: ConstantUse, rhs: ConstantUse) -> Bool {
        lhs.finalAvailable == rhs.finalAvailable && lhs.maximumDetentAvailable == rhs.maximumDetentAvailable
            && lhs.type == rhs.type && lhs.timeDescription == rhs.timeDescription
    }
}
