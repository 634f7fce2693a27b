// Every distinct track of one evaluation sampled once: a track found by the bits of what
// decides its values gets the array computed for the first one like it.
import TransCurves
import TransModel

/// The values of the tracks of one evaluation, found by the bits of everything that decides
/// them: the numeric curve, delay and duration, the phase's end, and the track's motion
/// evaluated in its transition's geometry (FROM and TO, or the key times and values). A track
/// equal to one seen before (the same alpha fade, frame or keyframes under the same timing in
/// another transition) gets the same array back, so it costs a lookup, not an allocation and a
/// loop over its samples (issue 13). Sharing an array is invisible: timelines are values.
///
/// The keys are laid out as words back to back in one array and found through an
/// open-addressing table under a multiplicative hash: a lookup writes the key into a reused
/// buffer and allocates nothing. `Dictionary` (SipHash over a dozen words, and an array per
/// keyframe key) cost more than sampling a short track.
struct TrackSamples {
    private var progress: ProgressTable
    /// The key being looked up.
    private var key: [UInt64] = []
    /// Every stored key's words, back to back.
    private var keyWords: [UInt64] = []
    private var entries: [Entry] = []
    /// Per slot, an index into `entries` plus 1, or 0 when empty; a power of two in size, at
    /// most half full.
    private var slots = [Int](repeating: 0, count: 256)

    /// One distinct track: its key's place in `keyWords`, and its values.
    private struct Entry {
        var start, count: Int
        var hash: UInt64
        var width: Int
        var values: [Double]
    }

    /// An empty cache for phases sampled at `fps`.
    init(fps: Int) {
        progress = ProgressTable(fps: fps)
    }

    /// `sampleTimes(end:fps:)` for a phase ending at `end`, shared by every phase that long.
    mutating func times(end: Double) -> [Double] {
        progress.times(end: end)
    }

    /// The values of `track` in `geometry` at each sample time of a phase ending at `phaseEnd`,
    /// `width` numbers per time: FROM exactly at progress 0, TO exactly at 1,
    /// `from + p · (to − from)` per component in between (unclamped); keyframes read at u = p.
    mutating func values(of track: Track, in geometry: Geometry, phaseEnd: Double) -> (width: Int, values: [Double]) {
        let delay = track.timing.delay
        let duration = track.timing.duration
        let curve = track.timing.curve.timingCurve(duration: duration)
        let width: Int
        let length: Int
        let hash: UInt64
        // One switch over the motion, which writes its part of the key where its payload is bound:
        // binding a payload copies it, and this runs for every track of the timeline.
        switch track.animation {
        case .fromTo(let from, let to):
            let from = ValueNumbers(from, in: geometry)
            let to = ValueNumbers(to, in: geometry)
            width = min(from.count, to.count)
            length = 9 + 2 * width
            hash = writeKey(length: length, curve: curve, delay: delay, duration: duration, phaseEnd: phaseEnd) {
                $0.append(UInt64(width))  // below 16: an interpolation
                for c in 0..<width {
                    $0.append(from[c])
                    $0.append(to[c])
                }
            }
        case .keyframes(let mode, let times, let values):
            let keyCount = min(times.count, values.count)
            width = values.prefix(keyCount).lazy.map(ValueNumbers.count).min() ?? 0
            length = 10 + keyCount * (1 + width)
            hash = writeKey(length: length, curve: curve, delay: delay, duration: duration, phaseEnd: phaseEnd) {
                $0.append(UInt64(16 + 8 * Self.number(of: mode) + width))  // 16 or more: keyframes
                $0.append(UInt64(keyCount))
                for index in 0..<keyCount { $0.append(times[index]) }
                for index in 0..<keyCount {
                    let numbers = ValueNumbers(values[index], in: geometry)
                    for c in 0..<width { $0.append(numbers[c]) }
                }
            }
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = slots[slot] - 1
            if entries[index].hash == hash, entries[index].count == length, storedKey(index, equalsFirst: length) {
                return (entries[index].width, entries[index].values)
            }
            slot = (slot + 1) & mask
        }
        let values = sample(
            track.animation, curve: curve, delay: delay, duration: duration, phaseEnd: phaseEnd, width: width,
            motion: key[(length - Self.motionCount(track.animation, width: width))..<length])
        entries.append(Entry(start: keyWords.count, count: length, hash: hash, width: width, values: values))
        key.withUnsafeBufferPointer { keyWords.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<length])) }
        slots[slot] = entries.count
        if entries.count * 2 > slots.count { grow() }
        return (width, values)
    }

    /// Writes a key of `length` words into `key`: the numeric curve, the delay, the duration and
    /// the phase's end, then what `motion` writes. Returns the key's hash.
    private mutating func writeKey(
        length: Int, curve: TimingCurve, delay: Double, duration: Double, phaseEnd: Double,
        motion: (inout KeyWriter) -> Void
    ) -> UInt64 {
        if key.count < length { key.append(contentsOf: repeatElement(0, count: length - key.count)) }
        return key.withUnsafeMutableBufferPointer { buffer in
            var writer = KeyWriter(buffer.baseAddress!)
            switch curve {
            case .bezier(let bezier):
                writer.append(0, bezier.x1, bezier.y1, bezier.x2, bezier.y2)
            case .spring(let spring):
                writer.append(1, spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
            }
            writer.append(delay)
            writer.append(duration)
            writer.append(phaseEnd)
            motion(&writer)
            assert(writer.count == length, "the key's length is its words' count")
            return Self.hash(UnsafeBufferPointer(start: buffer.baseAddress, count: length))
        }
    }

    /// Whether entry `index`'s key is the first `length` words of `key`.
    private func storedKey(_ index: Int, equalsFirst length: Int) -> Bool {
        let start = entries[index].start
        return keyWords.withUnsafeBufferPointer { stored in
            key.withUnsafeBufferPointer { key in
                for offset in 0..<length where stored[start + offset] != key[offset] { return false }
                return true
            }
        }
    }

    /// The values of a track not seen before, from its key's `motion` words (the numbers evaluated
    /// in its geometry): FROM and TO interleaved, or the key times then the key values.
    private mutating func sample(
        _ animation: TrackAnimation, curve: TimingCurve, delay: Double, duration: Double, phaseEnd: Double, width: Int,
        motion: ArraySlice<UInt64>
    ) -> [Double] {
        let progress = progress.progress(of: curve, delay: delay, duration: duration, phaseEnd: phaseEnd)
        switch animation {
        case .fromTo:
            return Self.interpolate(motion, width: width, at: progress)
        case .keyframes(let mode, let times, _):
            let keyCount = motion.count / (1 + width)
            let values = motion[(motion.startIndex + keyCount)...].map { Double(bitPattern: $0) }
            let table = KeyframeTable(mode: mode, times: times, values: values, width: width)
            return [Double](unsafeUninitializedCapacity: progress.count * width) { buffer, count in
                guard let base = buffer.baseAddress else { return }
                for (index, p) in progress.enumerated() { table.writeValue(at: p, to: base + index * width) }
                count = progress.count * width
            }
        }
    }

    /// How many words at the end of the key are the motion's numbers.
    private static func motionCount(_ animation: TrackAnimation, width: Int) -> Int {
        switch animation {
        case .fromTo: 2 * width
        case .keyframes(_, let times, let values): min(times.count, values.count) * (1 + width)
        }
    }

    /// FROM + p · (TO − FROM) for each component at each progress, FROM exactly at 0 and TO at 1,
    /// written straight into the result's storage one component at a time; FROM and TO are read
    /// from the key's `motion` words, where they lie interleaved.
    private static func interpolate(_ motion: ArraySlice<UInt64>, width: Int, at progress: [Double]) -> [Double] {
        [Double](unsafeUninitializedCapacity: progress.count * width) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            for c in 0..<width {
                let start = Double(bitPattern: motion[motion.startIndex + 2 * c])
                let end = Double(bitPattern: motion[motion.startIndex + 2 * c + 1])
                var output = base + c
                for p in progress {
                    output.pointee = p == 0 ? start : p == 1 ? end : start + p * (end - start)
                    output += width
                }
            }
            count = progress.count * width
        }
    }

    /// A keyframe mode as a number in 0…3, part of a keyframe key's tag.
    private static func number(of mode: KeyframeMode) -> Int {
        switch mode {
        case .linear: 0
        case .discrete: 1
        case .paced: 2
        case .cubic: 3
        }
    }

    /// A multiplicative hash of the key's words, each mixed into the rotated hash so far (as
    /// FxHash does), the high half folded into the low bits the slot is read from.
    private static func hash(_ words: UnsafeBufferPointer<UInt64>) -> UInt64 {
        var hash: UInt64 = 0
        for word in words { hash = ((hash << 5) | (hash >> 59) ^ word) &* 0x517c_c1b7_2722_0a95 }
        return hash ^ (hash >> 32)
    }

    /// Twice the slots, every entry placed again by its stored hash.
    private mutating func grow() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = index + 1
        }
    }
}

/// Writes a key's words into a buffer known to be long enough: one capacity check per key, not
/// per word.
private struct KeyWriter {
    private let base: UnsafeMutablePointer<UInt64>
    /// How many words have been written.
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<UInt64>) {
        self.base = base
    }

    mutating func append(_ word: UInt64) {
        base[count] = word
        count += 1
    }

    mutating func append(_ number: Double) {
        append(number.bitPattern)
    }

    /// A curve's tag and its four numbers.
    mutating func append(_ tag: UInt64, _ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        append(tag)
        append(a)
        append(b)
        append(c)
        append(d)
    }
}

/// A track value's numbers without an array: a frame's x, y, width and height, or one scalar.
private struct ValueNumbers {
    /// 4 for a frame, 1 for a scalar.
    let count: Int
    private let x, y, width, height: Double

    init(_ value: TrackValue, in geometry: Geometry) {
        switch value {
        case .frame(let frame):
            let rect = geometry.evaluate(frame)
            (count, x, y, width, height) = (4, rect.x, rect.y, rect.width, rect.height)
        case .scalar(let scalar):
            (count, x, y, width, height) = (1, geometry.evaluate(scalar), 0, 0, 0)
        }
    }

    /// How many numbers `value` evaluates to, without evaluating it.
    static func count(_ value: TrackValue) -> Int {
        if case .frame = value { return 4 }
        return 1
    }

    /// Component `c` (< `count`).
    subscript(c: Int) -> Double {
        switch c {
        case 0: x
        case 1: y
        case 2: width
        default: height
        }
    }
}
