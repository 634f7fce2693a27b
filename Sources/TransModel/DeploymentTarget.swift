// The iOS version emitted code must run on; constructs newer than it are errors.

/// An iOS version such as `15.0` or `17.2`.
public struct DeploymentTarget: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `15`, `15.0` or `17.2`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major: major, minor: minor)
    }

    /// iOS 15.0: the oldest target the emitted code supports, and `--deployment-target`'s
    /// default (CLI.md).
    public static let oldestSupported = DeploymentTarget(major: 15, minor: 0)

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
