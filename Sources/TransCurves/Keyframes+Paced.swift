// Paced keyframes: key times respaced by the distance between neighbouring values.

extension Keyframes {
    /// The key times `paced` uses: each key at its share of the distance travelled along the
    /// values (|Δ| for 1 component, Euclidean otherwise), first 0 and last exactly 1; nil
    /// when the total distance is 0, so the first value holds.
    var pacedTimes: [Double]? {
        let keys = values.prefix(keyCount)
        var travelled = [0.0]
        for (from, to) in zip(keys, keys.dropFirst()) {
            let distance = zip(from, to).reduce(0) { sum, pair in sum + (pair.1 - pair.0) * (pair.1 - pair.0) }
            travelled.append(travelled[travelled.count - 1] + distance.squareRoot())
        }
        let total = travelled[travelled.count - 1]
        guard total > 0 else { return nil }
        return travelled.map { $0 / total }
    }
}
