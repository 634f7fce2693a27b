// BezierCoordinate: one coordinate of a unit cubic Bézier, with a residual accurate where the curve is flat.

/// One coordinate of a unit cubic Bézier, 3c₁(1−s)²s + 3c₂(1−s)s² + s³, in power form
/// ((a s + b) s + c) s.
struct BezierCoordinate {
    private let a, b, c: Double

    init(control1: Double, control2: Double) {
        a = 1 + 3 * (control1 - control2)
        b = 3 * (control2 - 2 * control1)
        c = 3 * control1
    }

    /// The coordinate at s.
    func value(at s: Double) -> Double {
        ((a * s + b) * s + c) * s
    }

    /// Its derivative at s.
    func slope(at s: Double) -> Double {
        (3 * a * s + 2 * b) * s + c
    }

    /// value(at: s) − target by compensated Horner (Graillat, Langlois, Louvet 2005): as
    /// accurate as Horner in twice the precision. Where the slope vanishes too (x1 = 1, x2 = 0
    /// has x − ½ = 4(s − ½)³), plain Horner's 1e-16 rounding would move the root by 1e-6.
    func residual(at s: Double, from target: Double) -> Double {
        var result = a
        var error = 0.0
        func hornerStep(_ coefficient: Double) {
            let product = result * s
            let productError = (-product).addingProduct(result, s)
            let sum = product + coefficient
            let rounded = sum - product
            let sumError = (product - (sum - rounded)) + (coefficient - rounded)
            result = sum
            error = error * s + (productError + sumError)
        }
        hornerStep(b)
        hornerStep(c)
        hornerStep(-target)
        return result + error
    }
}
