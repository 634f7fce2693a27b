// Finding ranges in test sources by their text, so tests never count bytes by hand.
import TransSyntax

/// The byte range of the `occurrence`-th (1-based) appearance of `text` in `source`.
public func sourceRange(of text: String, occurrence: Int = 1, in source: String) -> SourceRange {
    var rest = source[...]
    for _ in 1..<occurrence { rest = rest[rest.range(of: text)!.upperBound...] }
    let found = rest.range(of: text)!
    let start = source.utf8.distance(from: source.startIndex, to: found.lowerBound)
    return SourceRange(start: start, end: start + text.utf8.count)
}
