// The name of the Swift file generated for a `.trans` file. A Swift module may not hold two
// files of one name, and a target may hold `A/card.trans` and `B/card.trans`, so the name
// carries the whole relative path, encoded so that different paths never give one name.
import Foundation

/// Deterministic, clash-free names for generated Swift files.
enum GeneratedFileName {
    /// `Transitions/card.trans` → `Transitions%2Fcard.swift`, `card.trans` → `card.swift`:
    /// `%` is written `%25` and each `/` `%2F`, which no other path can produce.
    static func swiftFile(for relativePath: String) -> String {
        let stem = relativePath.hasSuffix(".trans") ? String(relativePath.dropLast(".trans".count)) : relativePath
        let encoded = stem.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
        return encoded + ".swift"
    }

    /// `source`'s path below `directory`; for a file elsewhere (an Xcode project may name one
    /// outside its folder), its whole path without the leading `/`, which is unique too.
    static func relativePath(of source: URL, in directory: URL) -> String {
        let base = directory.standardizedFileURL.pathComponents
        let path = source.standardizedFileURL.pathComponents
        let inside = path.count > base.count && Array(path.prefix(base.count)) == base
        return path.dropFirst(inside ? base.count : 1).joined(separator: "/")
    }
}
