// "Did you mean" suggestions: the closest known name by Damerau–Levenshtein distance.

enum Suggestions {
    /// The candidate closest to `name` within max(1, ⌊length/3⌋) edits (ties: the first in
    /// sorted order), or nil.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let distance = damerauLevenshtein(Array(name.unicodeScalars), Array(candidate.unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    static func damerauLevenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousRow[j - 2] + 1)
                }
            }
            (previousRow, row, current) = (row, current, previousRow)
        }
        return row[b.count]
    }
}
