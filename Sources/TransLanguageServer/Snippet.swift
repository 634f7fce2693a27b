// LSP snippets (`${1:0.3}s`, `${1|a,b|}`, `$0`) and their plain text, for clients without them.

/// A completion's insert text in the LSP snippet syntax.
struct Snippet {
    let text: String

    /// The text a client without snippet support inserts: each placeholder's default (a
    /// choice's first option), tab stops removed, `\$` `\}` `\\` unescaped.
    var plainText: String {
        var result = ""
        var characters = text[...]
        while let character = characters.popFirst() {
            switch character {
            case "\\":
                if let escaped = characters.popFirst() { result.append(escaped) }
            case "$" where characters.first == "{":
                characters.removeFirst()
                let body = characters.prefix { $0 != "}" }
                characters = characters.dropFirst(body.count + 1)
                let content = body.drop { $0.isNumber }
                if content.first == ":" {
                    result += content.dropFirst()
                } else if content.first == "|" {
                    result += content.dropFirst().prefix { $0 != "," && $0 != "|" }
                }
            case "$" where characters.first?.isNumber == true:
                characters = characters.drop { $0.isNumber }
            default:
                result.append(character)
            }
        }
        return result
    }
}
