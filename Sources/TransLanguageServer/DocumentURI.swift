// From a document's URI to the file name the checker is given.
import Foundation

/// Document URIs as editors send them: `file:///Users/me/card.trans`, `untitled:Untitled-1`.
enum DocumentURI {
    /// The last path component, percent-decoded (`card.trans`, `Untitled-1`); the whole URI
    /// when that is empty.
    static func fileName(of uri: String) -> String {
        var path = Substring(uri)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        if let slash = path.lastIndex(of: "/") {
            path = path[path.index(after: slash)...]
        } else if let colon = path.firstIndex(of: ":") {
            path = path[path.index(after: colon)...]
        }
        let name = String(path).removingPercentEncoding ?? String(path)
        return name.isEmpty ? uri : name
    }
}
