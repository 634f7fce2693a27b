// How a diagnostic message spells a number it computed: messages are values built without
// Foundation (the driver no longer loads it), and the same number reads the same everywhere.

/// Spellings of computed numbers in checker messages.
enum MessageNumber {
    /// Whole when it is whole, else to a thousandth (`0.35`, `12`); kept within ±1e12 so a
    /// huge or not-a-number value still prints as a number.
    static func thousandths(_ value: Double) -> String {
        let clamped = value.isNaN ? 1e12 : min(max(value, -1e12), 1e12)
        let rounded = (clamped * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Exactly `places` decimals (`-0.15`, `12.0`), as C's `%.Nf` spells a value that is not
    /// halfway between two of them; `places` is 0 to 6.
    static func fixed(_ value: Double, places: Int) -> String {
        let scale = (0..<places).reduce(1) { product, _ in product * 10 }
        let clamped = value.isNaN ? 0 : min(max(value, -1e12), 1e12)
        let scaled = Int((abs(clamped) * Double(scale)).rounded())
        let sign = clamped < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
