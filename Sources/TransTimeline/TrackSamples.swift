// One track's values at every sample time of its phase, computed once per distinct motion and
// progress row and shared by every track that has the same.
import TransCurves
import TransModel

/// The values of the tracks of one evaluation, keyed by what decides them bit for bit: the
/// progress row (`ProgressTable`) and the track's values evaluated in its transition's geometry.
/// A track equal to one seen before (the same alpha fade, frame or keyframes under the same
/// timing in another transition) gets the same array back, so it costs a hash, not an
/// allocation and a loop over its samples (issue 13). Sharing an array is invisible: the
/// timeline's values are value-semantic.
struct TrackSamples {
    private var interpolations: [InterpolationKey: [Double]] = [:]
    private var keyframeLists: [KeyframeKey: [Double]] = [:]

    /// `FROM -> TO` under one row: the row, then each end's numbers by their bits.
    private struct InterpolationKey: Hashable {
        var row: Int
        var width: Int
        var from, to: Bits4
    }

    /// A keyframe list under one row: the key times' bits, then each key's numbers' bits.
    private struct KeyframeKey: Hashable {
        var row: Int
        var mode: KeyframeMode
        var width: Int
        var bits: [UInt64]
    }

    /// The values of a track moving by `animation` in `geometry` at each of `progress` (row
    /// `row` of the phase's `ProgressTable`), `width` numbers per sample time: FROM exactly at
    /// progress 0, TO exactly at 1, `from + p · (to − from)` per component in between, unclamped;
    /// keyframes read at u = p.
    mutating func values(
        of animation: TrackAnimation, in geometry: Geometry, row: Int, progress: [Double]
    ) -> (width: Int, values: [Double]) {
        switch animation {
        case .fromTo(let from, let to):
            let from = ValueNumbers(from, in: geometry), to = ValueNumbers(to, in: geometry)
            let width = min(from.count, to.count)
            let key = InterpolationKey(row: row, width: width, from: from.bits, to: to.bits)
            if let values = interpolations[key] { return (width, values) }
            let values = Self.interpolate(from: from, to: to, width: width, at: progress)
            interpolations[key] = values
            return (width, values)
        case .keyframes(let mode, let times, let keyValues):
            let keyCount = min(times.count, keyValues.count)
            let width = keyValues.prefix(keyCount).lazy.map(ValueNumbers.count).min() ?? 0
            var bits: [UInt64] = []
            bits.reserveCapacity(keyCount * (1 + width))
            for index in 0..<keyCount { bits.append(times[index].bitPattern) }
            for index in 0..<keyCount {
                let numbers = ValueNumbers(keyValues[index], in: geometry)
                for c in 0..<width { bits.append(numbers[c].bitPattern) }
            }
            let key = KeyframeKey(row: row, mode: mode, width: width, bits: bits)
            if let values = keyframeLists[key] { return (width, values) }
            let keys = (0..<keyCount).map { index in
                (0..<width).map { c in Double(bitPattern: bits[keyCount + index * width + c]) }
            }
            let table = KeyframeTable(Keyframes(mode: mode, times: times, values: keys))
            let values = [Double](unsafeUninitializedCapacity: progress.count * width) { buffer, count in
                guard let base = buffer.baseAddress else { return }
                for (index, p) in progress.enumerated() { table.writeValue(at: p, to: base + index * width) }
                count = progress.count * width
            }
            keyframeLists[key] = values
            return (width, values)
        }
    }

    /// FROM + p · (TO − FROM) for each component at each progress, FROM exactly at 0 and TO at 1,
    /// written straight into the result's storage one component at a time.
    private static func interpolate(from: ValueNumbers, to: ValueNumbers, width: Int, at progress: [Double]) -> [Double]
    {
        [Double](unsafeUninitializedCapacity: progress.count * width) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            progress.withUnsafeBufferPointer { progress in
                for c in 0..<width {
                    let start = from[c], end = to[c]
                    var output = base + c
                    for p in progress {
                        output.pointee = p == 0 ? start : p == 1 ? end : start + p * (end - start)
                        output += width
                    }
                }
            }
            count = progress.count * width
        }
    }
}

/// A track value's numbers without an array: a frame's x, y, width and height, or one scalar.
private struct ValueNumbers {
    /// 4 for a frame, 1 for a scalar.
    let count: Int
    private let numbers: Bits4

    init(_ value: TrackValue, in geometry: Geometry) {
        switch value {
        case .frame(let frame):
            let rect = geometry.evaluate(frame)
            count = 4
            numbers = Bits4(rect.x, rect.y, rect.width, rect.height)
        case .scalar(let scalar):
            count = 1
            numbers = Bits4(geometry.evaluate(scalar), 0, 0, 0)
        }
    }

    /// How many numbers `value` evaluates to, without evaluating it.
    static func count(_ value: TrackValue) -> Int {
        if case .frame = value { return 4 }
        return 1
    }

    /// The numbers by their bits, the unused ones 0.
    var bits: Bits4 { numbers }

    /// Component `c` (< `count`).
    subscript(c: Int) -> Double {
        switch c {
        case 0: Double(bitPattern: numbers.a)
        case 1: Double(bitPattern: numbers.b)
        case 2: Double(bitPattern: numbers.c)
        default: Double(bitPattern: numbers.d)
        }
    }
}
