// The cases of a `String` enum by spelling, for the words the checker reads into the model.

/// A `String` enum's cases found by spelling as `EntryNames` finds a slot: `init(rawValue:)`
/// searches the cases through the standard library's `_findStringSwitchCase` (about 400
/// instructions for `cubic`, the last keyframe mode, once for every keyframe list). Built once
/// per enum (a `static let`).
struct WordCases<Case: RawRepresentable & CaseIterable>: Sendable
where Case.RawValue == String, Case: Sendable {
    private let cases: [Case]
    private let names: EntryNames

    init() {
        cases = Array(Case.allCases)
        names = EntryNames(cases.map(\.rawValue))
    }

    /// The case spelled `word`, nil for any other word: what `Case(rawValue: word)` is.
    func spelled(_ word: String) -> Case? {
        names.slot(of: word).map { cases[$0] }
    }
}
