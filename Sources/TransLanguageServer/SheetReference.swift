// The editor's reference for `sheet { … }`: UIKit's own sheet's detents and settings
// (docs/language.md, "System sheets"), beside the other blocks' tables.
import TransModel

extension LanguageReference {
    static let sheetEntries = [
        field(
            "detents", "detents",
            "`detents`: where the sheet can rest — `medium`, `large`, `height(LENGTH)` (iOS 16; `maximum` is the "
                + "largest height, `%` a share of it); default `large`.",
            .block, "(${1:medium}, ${2:large})"),
        field(
            "selected", "a detent", "`selectedDetentIdentifier`: where it rests first; default the smallest.", .block,
            "$1"),
        field("grabber", "a boolean", "`prefersGrabberVisible`.", .bool, "${1|true,false|}"),
        field("cornerRadius", "a number ≥ 0", "`preferredCornerRadius`.", .number, "$1"),
        field(
            "undimmedUpTo", "a detent",
            "`largestUndimmedDetentIdentifier`: up to this detent the view behind is not dimmed and takes touches.",
            .block, "$1"),
        field(
            "scrollingExpands", "a boolean", "`prefersScrollingExpandsWhenScrolledToEdge`.", .bool,
            "${1|true,false|}"),
        field(
            "edgeAttachedInCompactHeight", "a boolean", "`prefersEdgeAttachedInCompactHeight`.", .bool,
            "${1|true,false|}"),
        field(
            "widthFollowsContentSize", "a boolean", "`widthFollowsPreferredContentSizeWhenEdgeAttached`.", .bool,
            "${1|true,false|}"),
    ]
}
