// Numbers as the preview writes them into its scene data, its CSS and its labels.

/// Deterministic number spellings: the same value always gives the same text.
enum PreviewNumber {
    /// `value` for JSON and CSS: a whole number without a point (`393`, never `-0`), else
    /// Swift's shortest round-trip spelling (`0.55`, `1e-05`); nil for NaN and the infinities.
    static func string(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `value` rounded to three decimal places for people to read: `0.55`, `0.473`, `1`.
    static func rounded(_ value: Double) -> String {
        string((value * 1000).rounded() / 1000) ?? value.description
    }

    /// `value` rounded to hundredths, for SVG coordinates: a hundredth of a pixel is below what
    /// a screen shows, and shorter numbers keep the markup small and diffable.
    static func coordinate(_ value: Double) -> String {
        string((value * 100).rounded() / 100) ?? "0"
    }
}
