// From a document's URI to the file name the checker is given.

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
        let name = percentDecodedRepairingUTF8(path)
        return name.isEmpty ? uri : name
    }

    /// `%20` → a space, and `%FF.trans` → `\u{FFFD}.trans`: a name whose bytes are not UTF-8
    /// still names the document. Where Foundation's `removingPercentEncoding` succeeds, this
    /// gives the same text; it is written out so the server needs no Foundation.
    private static func percentDecodedRepairingUTF8(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: "%"), utf8.distance(from: next, to: utf8.endIndex) >= 2,
                let value = UInt8(
                    String(decoding: utf8[next..<utf8.index(next, offsetBy: 2)], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8.index(next, offsetBy: 2)
            } else {
                bytes.append(byte)
                index = next
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
