// Bisection: the bracketing root finder the Bézier solver, the settling time and the UIKit spring share.

/// Narrows `[lower, upper]` around the point where `isBelowRoot` turns from true to false,
/// halving until the bracket is no wider than `width` (at most 200 halvings, so it always
/// ends, even on NaN), and returns the bracket's midpoint.
func bisect(
    from lower: Double,
    to upper: Double,
    width: Double,
    isBelowRoot: (Double) -> Bool
) -> Double {
    var lower = lower
    var upper = upper
    var halvings = 0
    while upper - lower > width, halvings < 200 {
        let middle = (lower + upper) / 2
        if isBelowRoot(middle) {
            lower = middle
        } else {
            upper = middle
        }
        halvings += 1
    }
    return (lower + upper) / 2
}
