// What the client configures: the deployment target the checker assumes and the container
// hover evaluates at, as the VS Code extension's `trans.*` settings spell them.
import TransJSON
import TransModel
import TransTimeline

/// The settings diagnostics and hover depend on (`docs/language-server.md`, "Settings").
struct ServerSettings: Equatable {
    /// The iOS version the checker assumes, as `--deployment-target` takes it.
    var deploymentTarget = DeploymentTarget.oldestSupported
    /// The container size hover evaluates final frames and timelines at, as `--container`.
    var containerWidth = 393.0
    var containerHeight = 852.0

    /// The timeline options hover evaluates with.
    var timelineOptions: TimelineOptions {
        TimelineOptions(containerWidth: containerWidth, containerHeight: containerHeight)
    }

    /// These settings with the members of `json` applied: `deploymentTarget` ("17", "17.2")
    /// and `container` ("393x852"). Missing or null members keep their value; a malformed one
    /// keeps it too and is described in `problems`.
    func applying(_ json: JSONValue?) -> (settings: ServerSettings, problems: [String]) {
        var settings = self
        var problems: [String] = []
        if let value = json?["deploymentTarget"], value != .null {
            if let text = value.stringValue, let target = DeploymentTarget(parsing: text), target.major >= 15 {
                settings.deploymentTarget = target
            } else {
                problems.append(
                    "ignored 'deploymentTarget' \(Self.spelling(value)): expected an iOS version from 15, such as \"15\" or \"17.2\""
                )
            }
        }
        if let value = json?["container"], value != .null {
            if let text = value.stringValue, let size = Self.containerSize(text) {
                (settings.containerWidth, settings.containerHeight) = size
            } else {
                problems.append(
                    "ignored 'container' \(Self.spelling(value)): expected WIDTHxHEIGHT in points, such as \"393x852\"")
            }
        }
        return (settings, problems)
    }

    /// `WIDTHxHEIGHT` with both positive and finite.
    private static func containerSize(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        return (width, height)
    }

    private static func spelling(_ value: JSONValue) -> String {
        String(decoding: value.serialized.prefix(40), as: UTF8.self)
    }
}
