// The words `reduceMotion:` takes in a phase.

extension WordSet {
    /// `reduceMotion: crossFade | keep` (TransModel's `ReducedMotion`; a block is the third choice).
    static let reducedMotion = WordSet(description: "a Reduce Motion choice", words: ["crossFade", "keep"])
}
