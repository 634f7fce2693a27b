// "Did you mean" suggestions: the closest known name by Damerau–Levenshtein distance.

enum Suggestions {
    /// The candidate closest to `name` within max(1, ⌊length/3⌋) edits (ties: the first in
    /// sorted order), or nil.
    /// One pass, no sorting: a candidate whose length differs by more than the limit is
    /// skipped, and a distance stops being computed once it must exceed the limit.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3)
        let scalars = Array(name.unicodeScalars)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.unicodeScalars)
            guard abs(other.count - scalars.count) <= limit else { continue }
            let distance = damerauLevenshtein(scalars, other, limit: limit)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    /// With `limit`, any result above it is returned as `limit + 1`, as soon as a whole row of
    /// the table exceeds it.
    static func damerauLevenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
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
            if limit < .max, row.min()! > limit { return limit + 1 }
        }
        return row[b.count]
    }
}
