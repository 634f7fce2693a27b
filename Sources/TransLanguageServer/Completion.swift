// `textDocument/completion`: what may be written at the cursor — the enclosing block's entries
// (blocks as snippets), the values an entry takes, targets, functions' words and constants.
import TransCurves
import TransJSON
import TransModel
import TransSyntax

/// Completion items for one position of one analysed document.
struct Completion {
    let analysis: DocumentAnalysis
    /// Whether the client accepts snippets (`completionItem.snippetSupport`); without, items
    /// insert the snippets' plain text.
    let snippets: Bool

    /// LSP `CompletionItemKind` values the items use.
    private enum ItemKind: Int {
        case function = 3, variable = 6, `class` = 7, property = 10, keyword = 14, snippet = 15, enumMember = 20
        case constant = 21
    }

    /// The items valid at `offset`, in a stable order.
    func items(at offset: Int) -> [JSONValue] {
        let cursor = CursorContext(analysis.lexed, offset: offset)
        guard let block = cursor.block else { return [] }
        if block == .file { return fileItems(cursor) }
        if let base = cursor.memberBase { return memberItems(base: base) }
        if let call = cursor.enclosingCall, let words = Self.argumentWords(call.name), call.firstArgument {
            return words.map { item($0, .enumMember, detail: "\(call.name)(…)") }
        }
        if cursor.entryTokens == [.keyword(.animate)] {
            return LanguageReference.targets.map { item($0, .variable, detail: "animation target") }
                + [item("presented.tag", .variable, detail: "a subview by tag", snippet: "presented.tag(${1:1})")]
        }
        if let name = cursor.valueEntry {
            guard let entry = LanguageReference.entry(name, in: block) else { return [] }
            let keyframes = item(
                "keyframes", .snippet, detail: "a keyframe track",
                snippet: "keyframes(${1|linear,cubic,discrete,paced|}) {\n\t0: $2\n\t1: $0\n}")
            return valueItems(entry.value) + (entry.isTrack ? [keyframes] : [])
        }
        guard cursor.entryTokens.isEmpty else { return [] }
        // An entry may be written once per block (`animate` once per target, so it stays).
        let written = analysis.index.writtenEntries(around: offset).subtracting(["animate"])
        return LanguageReference.entries(of: block).filter { !written.contains($0.name) }.map { entry in
            item(
                entry.name, entry.value == .block || entry.name == "animate" ? .snippet : .property,
                detail: entry.type, documentation: entry.meaning, snippet: entry.snippet)
        }
    }

    private func fileItems(_ cursor: CursorContext) -> [JSONValue] {
        if cursor.entryTokens.count == 3, cursor.entryTokens[0] == .keyword(.transition),
            cursor.entryTokens[2] == .colon
        {
            return analysis.index.transitions.keys.sorted().map { item($0, .class, detail: "base transition") }
        }
        guard cursor.entryTokens.isEmpty else { return [] }
        return [
            item(
                "transition", .snippet, detail: "a transition",
                snippet:
                    "transition ${1:Name} {\n\tstyle: ${2:custom}\n\tpresent {\n\t\tduration: ${3:0.3}s\n\t\t$0\n\t}\n}"
            ),
            item("let", .snippet, detail: "a constant", snippet: "let ${1:name} = $0"),
        ]
    }

    private func memberItems(base: String) -> [JSONValue] {
        if base == "presented" {
            return [item("tag", .function, detail: "a subview by tag", snippet: "tag(${1:1})")]
        }
        return ["x", "y", "width", "height"].map { item($0, .property, detail: "a number") }
            + [item("offset", .function, detail: "a frame", snippet: "offset(${1:x: 0, }y: ${2:0})")]
    }

    /// The words a function's first argument takes.
    private static func argumentWords(_ function: String) -> [String]? {
        switch function {
        case "offscreen": Edge.allCases.map(\.rawValue)
        case "pan": Edge.allCases.map(\.directionName)
        case "keyframes": KeyframeMode.allCases.map(\.rawValue)
        default: nil
        }
    }

    private func valueItems(_ value: ValueChoice) -> [JSONValue] {
        switch value {
        case .presentationStyle:
            return PresentationStyle.allCases.map { item($0.rawValue, .enumMember, detail: "UIModalPresentationStyle") }
        case .systemAnimation:
            return SystemAnimation.allCases.map { item($0.rawValue, .enumMember, detail: "UIModalTransitionStyle") }
        case .keyboardAvoidance:
            return KeyboardAvoidance.allCases.map { item($0.rawValue, .enumMember, detail: "a keyboard avoidance") }
        case .reducedMotion:
            return ["crossFade", "keep"].map { item($0, .enumMember, detail: "a Reduce Motion choice") }
        case .corner:
            return Corner.allCases.map { item($0.rawValue, .enumMember, detail: "CACornerMask") }
        case .cornerCurve:
            return CornerCurve.allCases.map { item($0.rawValue, .enumMember, detail: "CALayerCornerCurve") }
        case .order:
            return ["presentedAbove", "presentedBelow"].map { item($0, .enumMember, detail: "a view order") }
        case .blurStyle:
            return BlurStyle.allCases.map { item($0.rawValue, .enumMember, detail: "UIBlurEffect.Style") }
        case .gradient:
            return [
                item(
                    "gradient", .function, detail: "a gradient",
                    snippet: "gradient(${1:black}, ${2:clear}${3:, from: ${4|left,right,top,bottom|}})")
            ]
        case .bool:
            return ["true", "false"].map { item($0, .keyword, detail: "a boolean") }
        case .dismissal:
            return [item("reverse", .enumMember, detail: "the present phase backwards")]
        case .anchor:
            return ["center", "left", "right", "top", "bottom"].map { item($0, .enumMember, detail: "an anchor") }
                + [item("(x, y)", .snippet, detail: "a unit point", snippet: "(${1:0.5}, ${2:0.5})")]
        case .gesture:
            return [item("pan", .function, detail: "a gesture", snippet: "pan(${1|down,up,left,right|})")]
        case .curve, .frame, .color:
            return builtinItems(value) + functionItems(value) + constantItems(value)
        case .number, .time, .angle:
            return constantItems(value)
        case .string, .block:
            return []
        }
    }

    private func builtinItems(_ value: ValueChoice) -> [JSONValue] {
        LanguageReference.builtinNames.filter { $0.kind == value }.map {
            item($0.name, .enumMember, detail: nil, documentation: $0.meaning)
        }
    }

    private func functionItems(_ value: ValueChoice) -> [JSONValue] {
        if value == .curve {
            return [
                item(
                    "cubicBezier", .function, detail: "cubicBezier(x1, y1, x2, y2)",
                    snippet: "cubicBezier(${1:0.25}, ${2:0.1}, ${3:0.25}, ${4:1})"),
                item(
                    "spring(damping:velocity:)", .function, detail: "UIKit's spring",
                    snippet: "spring(damping: ${1:0.8}, velocity: ${2:0})"),
                item(
                    "spring(mass:stiffness:damping:velocity:)", .function, detail: "a physical spring",
                    snippet: "spring(mass: ${1:1}, stiffness: ${2:300}, damping: ${3:25}, velocity: ${4:0})"),
                item(
                    "spring(duration:bounce:)", .function, detail: "SwiftUI's spring (iOS 17)",
                    snippet: "spring(duration: ${1:0.5}, bounce: ${2:0.2})"),
            ]
        }
        return LanguageReference.functions.filter { $0.returns == value }.map {
            item($0.name, .function, detail: $0.signature, documentation: $0.meaning, snippet: "\($0.name)($1)")
        }
    }

    private func constantItems(_ value: ValueChoice) -> [JSONValue] {
        let kinds = ConstantKind(index: analysis.index)
        let wanted: [String]
        switch value {
        case .curve: wanted = ["a curve"]
        case .frame: wanted = ["a frame"]
        case .color: wanted = ["a color"]
        case .time: wanted = ["a time"]
        case .angle: wanted = ["an angle"]
        default: wanted = ["a number", "a length (a share of the container)"]
        }
        return analysis.index.constants.keys.sorted().compactMap { name in
            guard let constant = analysis.index.constants[name] else { return nil }
            let kind = kinds.describe(constant.value)
            guard wanted.contains(kind) else { return nil }
            return item(name, .constant, detail: kind, documentation: analysis.file.text(of: constant.value.range))
        }
    }

    private func item(
        _ label: String, _ kind: ItemKind, detail: String?, documentation: String? = nil, snippet: String? = nil
    ) -> JSONValue {
        var object: [String: JSONValue] = ["label": .string(label), "kind": .number(Double(kind.rawValue))]
        if let detail { object["detail"] = .string(detail) }
        if let documentation { object["documentation"] = ["kind": "markdown", "value": .string(documentation)] }
        if let snippet, snippets {
            object["insertText"] = .string(snippet)
            object["insertTextFormat"] = 2
        } else if let snippet {
            object["insertText"] = .string(Snippet(text: snippet).plainText)
        }
        return JSONValue(object)
    }
}
