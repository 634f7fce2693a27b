// The words `keyboard:` takes in `presentation`.

extension WordSet {
    /// `keyboard: moveUp | compress | none` (TransModel's `KeyboardAvoidance`).
    static let keyboardAvoidance = WordSet(
        description: "a keyboard avoidance", words: ["moveUp", "compress", "none"])
}
