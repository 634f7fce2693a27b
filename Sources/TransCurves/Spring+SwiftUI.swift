// SwiftUI's and iOS 17's spring(duration:bounce:) as a physical spring.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// SwiftUI's / iOS 17's spring(duration:bounce:): mass 1, stiffness (2π/d)², damping
    /// 4π(1−b)/d for b ≥ 0, 4π/(d(1+b)) for b < 0.
    public static func swiftUI(duration: Double, bounce: Double, initialVelocity: Double) -> Spring {
        let angularFrequency = 2 * Double.pi / duration
        let damping =
            bounce >= 0
            ? 4 * Double.pi * (1 - bounce) / duration
            : 4 * Double.pi / (duration * (1 + bounce))
        return Spring(
            mass: 1,
            stiffness: angularFrequency * angularFrequency,
            damping: damping,
            initialVelocity: initialVelocity
        )
    }
}
