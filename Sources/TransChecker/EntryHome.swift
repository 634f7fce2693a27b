// Where an entry written in the wrong block belongs, and the names other frameworks use for ours.
import TransModel

/// Hints for an unknown entry that is a known entry elsewhere (`cornerRadius` inside
/// `present`), or another framework's name for one (`opacity`, CSS's and SwiftUI's `alpha`).
enum EntryHome {
    /// Other names for an entry, as CSS, SwiftUI or Core Animation spell it.
    private static let synonyms = ["opacity": "alpha"]

    /// The entry `name` stands for, when it is another framework's name for one in `allowed`.
    static func synonym(of name: String, among allowed: [String]) -> String? {
        synonyms[name].flatMap { allowed.contains($0) ? $0 : nil }
    }

    /// `'cornerRadius' belongs in 'presentation { … }'…` when `name` is an entry of another
    /// block than the one it was written in, or nil.
    static func hint(for name: String) -> String? {
        let isTrack = Property.named(name) != nil
        let animate = "an 'animate' block, to animate it"
        if PresentationChecker.entries.contains(name) {
            return "'\(name)' belongs in 'presentation { … }'" + (isTrack ? ", or in \(animate)" : "")
        }
        if PresentationChecker.dimmingEntries.contains(name), !isTrack {
            return "'\(name)' belongs in 'presentation { dimming { … } }'"
        }
        return isTrack ? "'\(name)' is a track: it belongs in \(animate)" : nil
    }
}
