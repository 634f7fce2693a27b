// The one naming function: transition names become unique, valid Swift type names.

/// The Swift types generated for one transition, all sharing one prefix.
struct TypeNames: Hashable, Sendable {
    /// UpperCamelCase, unique in the file, never empty.
    let prefix: String

    /// The public `UIViewControllerTransitioningDelegate`.
    var transition: String { prefix + "Transition" }
    var presentationController: String { prefix + "PresentationController" }
    var presentAnimator: String { prefix + "PresentAnimator" }
    var dismissAnimator: String { prefix + "DismissAnimator" }
    var dismissInteraction: String { prefix + "DismissInteraction" }
    /// The gesture that presents interactively (PresentInteractionGenerator).
    var presentInteraction: String { prefix + "PresentInteraction" }
    var shadeView: String { prefix + "ShadeView" }
    /// The container's backdrop that forwards touches under `passthrough` (PassthroughViewGenerator).
    var passthroughView: String { prefix + "PassthroughView" }
    var presenterRestoration: String { prefix + "PresenterRestoration" }
    /// The SwiftUI presenter's place in the hierarchy (PresenterGenerator).
    var presentationAnchor: String { prefix + "PresentationAnchor" }
    /// The SwiftUI view modifier and the representable it puts behind the view (SwiftUIGenerator).
    var viewModifier: String { prefix + "TransitionModifier" }
    var representable: String { prefix + "TransitionPresentation" }
    /// The presenter's delegate for the system's swipe down on a sheet (PresenterGenerator).
    var sheetDismissal: String { prefix + "SheetDismissal" }

    /// Every name the prefix produces. No suffix ends another, so distinct prefixes never
    /// produce the same name.
    var all: [String] {
        [
            transition, presentationController, presentAnimator, dismissAnimator, dismissInteraction, shadeView,
            presenterRestoration, presentationAnchor, viewModifier, representable,
            sheetDismissal, presentInteraction, passthroughView,
        ]
    }

    /// The type names of `transitionNames` (a file's transitions in source order),
    /// deterministic and unique: each name becomes UpperCamelCase (`page_flip` → `PageFlip`,
    /// `_` → `Unnamed`); a prefix whose types would shadow an SDK type (`UI` would declare
    /// `UIPresentationController`) or that an earlier transition already took gets the
    /// smallest number that frees it (`Card`, `card` → `Card`, `Card2`), skipping numbers
    /// another transition's own name needs.
    static func assign(_ transitionNames: [String]) -> [TypeNames] {
        let bases = transitionNames.map(upperCamelCase)
        var taken: Set<String> = []
        var prefixes: [String?] = Array(repeating: nil, count: bases.count)
        // First come, first served: the first transition with each base keeps it.
        for (index, base) in bases.enumerated() where !taken.contains(base) && !clashesWithSDK(base) {
            prefixes[index] = base
            taken.insert(base)
        }
        let wanted = Set(bases)
        for index in bases.indices where prefixes[index] == nil {
            var number = 2
            while taken.contains("\(bases[index])\(number)") || wanted.contains("\(bases[index])\(number)")
                || clashesWithSDK("\(bases[index])\(number)")
            {
                number += 1
            }
            prefixes[index] = "\(bases[index])\(number)"
            taken.insert(prefixes[index]!)
        }
        return prefixes.map { TypeNames(prefix: $0!) }
    }

    /// `page_flip` → `PageFlip`, `card` → `Card`; empty (`_`, `__`) → `Unnamed`; a leading
    /// digit (`_2up`) keeps an underscore before it (`_2up`), as a Swift name must.
    static func upperCamelCase(_ name: String) -> String {
        let words = name.split(separator: "_")
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let ascii = String(
            joined.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        if ascii.isEmpty { return "Unnamed" }
        if let first = ascii.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + ascii }
        return ascii
    }

    /// Whether a prefix's types would redeclare a type of the SDK the file imports (or one
    /// apps commonly import beside it), which would shadow it or, for the superclasses the
    /// file itself names, fail to compile.
    private static func clashesWithSDK(_ prefix: String) -> Bool {
        // Only a prefix that begins an SDK name can clash: most begin none and are answered
        // without joining their thirteen names (issue 13). Prefixes are ASCII, so a name is
        // the prefix followed by its suffix character for character.
        guard sdkTypeNames.contains(where: { $0.hasPrefix(prefix) }) else { return false }
        return TypeNames(prefix: prefix).all.contains(where: sdkTypeNames.contains)
    }

    /// SDK types whose names end in one of the suffixes above.
    private static let sdkTypeNames: Set<String> = [
        "UIPresentationController", "UISheetPresentationController", "UIPopoverPresentationController",
        "UIPercentDrivenInteractiveTransition", "CATransition", "SKTransition", "UIViewControllerTransition",
        "UIActivityPresentationController", "AnyTransition", "ContentTransition", "NavigationTransition",
    ]
}
