// Test support: the spring's equation of motion integrated numerically with classical RK4.

import TransCurves

/// m x'' + c x' + k x = 0 from x(0) = 1, x'(0) = −v, integrated with fourth-order Runge–Kutta
/// at a fixed step; independent of the closed forms in `Spring`.
struct OscillatorIntegration {
    let spring: Spring
    let step: Double

    /// x(τ) at every multiple of `every` up to `end`, as (τ, x) pairs; `every` a multiple of `step`.
    func samples(every: Double, until end: Double) -> [(time: Double, displacement: Double)] {
        let stepsPerSample = Int((every / step).rounded())
        let sampleCount = Int((end / every).rounded())
        var position = 1.0, velocity = -spring.initialVelocity
        var result = [(time: 0.0, displacement: position)]
        for sample in 1...sampleCount {
            for _ in 0..<stepsPerSample {
                (position, velocity) = advance(position, velocity)
            }
            result.append((time: Double(sample) * every, displacement: position))
        }
        return result
    }

    private func acceleration(_ x: Double, _ v: Double) -> Double {
        -(spring.damping * v + spring.stiffness * x) / spring.mass
    }

    private func advance(_ x: Double, _ v: Double) -> (Double, Double) {
        let h = step
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        return (x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
    }
}
