// Reversed keyframes: a keyframe list mirrored in time for `dismiss: reverse`.

extension Keyframes {
    /// The list mirrored for a reversed phase: (1 − tᵢ, vᵢ), re-sorted by time.
    ///
    /// 1 − (1 − t) is t exactly for t ≥ 0.5 and for times with few binary digits (k/64, …);
    /// other times may come back one rounding step off (1 − (1 − 0.1) = 0.09999999999999998).
    public func reversed() -> Keyframes {
        let keys = (0..<keyCount).reversed()
            .map { (time: 1 - times[$0], value: values[$0]) }
            .sorted { $0.time < $1.time }
        return Keyframes(mode: mode, times: keys.map(\.time), values: keys.map(\.value))
    }
}
