// Whether an optional holds a value, found without comparing it with `nil`.

extension Optional {
    /// Whether a value is present. `value != nil` on an optional of an `Equatable` model type
    /// picks the `Equatable` comparison of two optionals: for a `Phase?` it copied the phase
    /// three times into a pair and compared the pair, where a match reads the case in place.
    var hasValue: Bool {
        if case .some = self { return true }
        return false
    }
}
