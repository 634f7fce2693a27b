// Finding ranges in test sources by their text, so tests never count bytes by hand.
import TransSyntax

extension SourceFile {
    /// The byte range of the `occurrence`-th (1-based) appearance of `text`.
    func range(of text: String, occurrence: Int = 1) -> SourceRange {
        let needle = Array(text.utf8)
        var found = 0
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            found += 1
            if found == occurrence { return SourceRange(start: start, end: start + needle.count) }
        }
        preconditionFailure("'\(text)' does not occur \(occurrence) times")
    }
}
