// `keyboard:` in `presentation`: how the presented frame gets out of the keyboard's way.

/// What the presented view does while the keyboard covers its bottom (Presentr's
/// `keyboardTranslationType`): nothing, move up, or keep its top and get shorter.
public enum KeyboardAvoidance: String, Sendable, Hashable, CaseIterable {
    case none, moveUp, compress

    /// The space kept between the presented view and the keyboard, and, when moving up,
    /// between the presented view and the container's top (Presentr's 20-point buffer).
    public static let gap = 20.0

    /// `frame` with a keyboard whose top is at `keyboardTop` in the container: unchanged when
    /// it ends `gap` above the keyboard or higher; otherwise `moveUp` lifts it by the overlap
    /// (but not above `gap`, unless it started higher) and `compress` keeps its top and takes
    /// the overlap off its height (not below 0). The emitted Swift computes the same.
    public func frame(_ frame: Rect, keyboardTop: Double) -> Rect {
        let overlap = frame.y + frame.height + Self.gap - keyboardTop
        guard overlap > 0 else { return frame }
        var avoiding = frame
        switch self {
        case .none: break
        case .moveUp: avoiding.y = max(frame.y - overlap, min(frame.y, Self.gap))
        case .compress: avoiding.height = max(frame.height - overlap, 0)
        }
        return avoiding
    }
}
