// The times a phase is sampled at: every 1/fps second, then the phase's end.

/// `k / fps` for k = 0, 1, … while below `end − 1e-9`, then `end` itself, exactly once.
/// Each time is computed from k (not accumulated), so 0.5 at 60 fps is k = 30 exactly.
func sampleTimes(end: Double, fps: Int) -> [Double] {
    precondition(fps >= 1, "the timeline needs at least 1 sample per second")
    let rate = Double(fps)
    var times: [Double] = []
    var k = 0
    while true {
        let time = Double(k) / rate
        guard time < end - 1e-9 else { break }
        times.append(time)
        k += 1
    }
    times.append(end)
    return times
}

/// How many times `sampleTimes(end:fps:)` returns, without building them.
func sampleTimeCount(end: Double, fps: Int) -> Int {
    let rate = Double(fps)
    var k = max(0, Int(((end - 1e-9) * rate).rounded(.down)) - 1)
    while Double(k) / rate < end - 1e-9 { k += 1 }
    return k + 1
}
