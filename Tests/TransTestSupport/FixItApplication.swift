// Applies fix-its to source text, so tests check the mended source rather than an edit's
// offsets: a fix-it is only right if the text it produces is.
import TransSyntax

/// `text` with every edit of `fixIt` applied; offsets are UTF-8 byte offsets into `text`.
public func applying(_ fixIt: FixIt, to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in fixIt.edits.sorted(by: { $0.range.start > $1.range.start }) {
        let end = min(edit.range.end, bytes.count)
        bytes.replaceSubrange(edit.range.start..<end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}
