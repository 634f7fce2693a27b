// What the host asks the runner to do, and what the runner answers: JSON on standard input
// and output. One file for both sides: the host compiles it into TransSimulation, and
// ModelBuild compiles the same file into the runner's SimulationHarness module (the runner
// cannot share a module with the host, which does not link the UIKit model).
import Foundation

/// One transition to run: where, what to sample, and how to drag it.
struct PlannedTransition: Codable {
    var name: String
    var containerWidth: Double
    var containerHeight: Double
    var tags: [Int]
    var phases: [PlannedPhase]
    var interactive: PlannedInteraction?
    /// The window's safe-area insets, top, left, bottom, right (`--safe-area`).
    var safeArea: [Double]
    /// The presented controller's `preferredContentSize`, width and height (`--content-size`,
    /// or the timeline's assumed size).
    var contentSize: [Double]
    /// The keyboard to raise once presented (`--keyboard-height`), nil without `keyboard:`.
    var keyboardHeight: Double?
    /// Whether Reduce Motion is on while it runs (`--reduce-motion`).
    var reduceMotion: Bool
    /// The appearance's values as the runner reads them once presented (`AppearanceReadings`),
    /// by reading name; nil without `appearance`.
    var appearance: [String: Double]? = nil
    /// The dimming's blur style (`UIBlurEffect.Style`'s case name), nil without `blur:`.
    var blur: String? = nil
}

struct PlannedPhase: Codable {
    var kind: String
    var duration: Double
    var times: [Double]
    var tracks: [PlannedTrack]
    /// Whether the presented view is above the presenting one while both are in the container
    /// (`order:`, or the default rule).
    var presentedAbove: Bool? = nil
}

struct PlannedTrack: Codable {
    var target: String
    var property: String
    /// A shade track's written gradient as the runner reads it at the phase's end
    /// (`ShadeGradientReading`): each color's red, green, blue, alpha, then the stops, then the
    /// start and end points; nil for the default dark shade.
    var gradient: [Double]? = nil
}

/// `interactive: pan(DIRECTION, threshold:)` and the finger's travel for the whole dismissal.
struct PlannedInteraction: Codable {
    var direction: String
    var threshold: Double
    var travel: Double
    var flingSpeed: Double
    /// The presenting view's frame (x, y, width, height) at the end of the timeline's dismissal
    /// where a track sets it, nil where it is left as it was: what a finish restores.
    var presentingEnd: [Double?]
}

struct ExecutedTrack: Codable {
    var target: String
    var property: String
    var samples: [[Double]]
}

struct ExecutedPhase: Codable {
    var kind: String
    var tracks: [ExecutedTrack]
    /// completeTransition(_:) arguments and invariant failures seen while it ran.
    var completions: [Bool]
    var problems: [String]
}

struct ReleaseOutcome: Codable {
    var release: String
    var expected: String
    var completions: [Bool]
    var problems: [String]
}

struct ExecutedTransition: Codable {
    var name: String
    var phases: [ExecutedPhase]
    var outcomes: [ReleaseOutcome]
    /// The presented frame (x, y, width, height) settled with the keyboard up, when raised.
    var keyboardFrame: [Double]?
}
