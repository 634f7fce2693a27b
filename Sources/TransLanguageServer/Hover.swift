// `textDocument/hover`: what the name under the cursor means, its type, and what the checked
// program resolved it to.
import TransModel
import TransSyntax

/// Builds the Markdown hover for one position of one analysed document.
struct Hover {
    let analysis: DocumentAnalysis
    let settings: ServerSettings

    /// The hover's Markdown and the range of the name or value it describes; nil elsewhere.
    func hover(at offset: Int) -> (markdown: String, range: SourceRange)? {
        guard let use = analysis.index.name(at: offset) else { return valueHover(at: offset) }
        var sections = [meaning(of: use)].compactMap { $0 }
        let resolved = resolvedLines(for: use)
        if !resolved.isEmpty { sections.append(resolved.map { "- \($0)" }.joined(separator: "\n")) }
        guard !sections.isEmpty else { return nil }
        return (sections.joined(separator: "\n\n"), use.identifier.range)
    }

    /// On a value that is not a name (`0.55s`, `#000000`, `-0.5`): the type its entry takes, or
    /// a constant's kind, and what the entry resolved to.
    private func valueHover(at offset: Int) -> (markdown: String, range: SourceRange)? {
        guard let value = analysis.index.value(at: offset), let entry = value.context.entry else { return nil }
        let text = analysis.file.text(of: value.range)
        let type: String
        if value.context.block == .file, let constant = analysis.index.constants[entry] {
            type = "\(ConstantKind(index: analysis.index).describe(constant.value)): the value of constant `\(entry)`"
        } else if let reference = LanguageReference.entry(entry, in: value.context.block) {
            type = "\(reference.type): the value of `\(entry)`"
        } else {
            return nil
        }
        let entryName = NameUse(identifier: Identifier(entry, value.range), role: .entryName, context: value.context)
        let resolved = value.context.block == .file ? [] : resolvedLines(for: entryName)
        let lines = resolved.isEmpty ? "" : "\n\n" + resolved.map { "- \($0)" }.joined(separator: "\n")
        return ("`\(text.prefix(80))` — \(type)\(lines)", value.range)
    }

    /// The reference's words for the name: an entry's type and meaning, a function's signature, …
    private func meaning(of use: NameUse) -> String? {
        let name = use.identifier.name
        switch use.role {
        case .entryName:
            guard let entry = LanguageReference.entry(name, in: use.context.block) else { return nil }
            return "**`\(name)`** — \(entry.type)\n\n\(entry.meaning)"
        case .constantDeclaration, .constantReference:
            guard let constant = analysis.index.constants[name] else { return nil }
            let text = analysis.file.text(of: constant.value.range)
            let kind = ConstantKind(index: analysis.index).describe(constant.value)
            let line = analysis.file.lineColumn(of: constant.name.range.start).line
            return "```trans\nlet \(name) = \(text)\n```\n\nconstant: \(kind), declared on line \(line)"
        case .transitionDeclaration, .transitionBase:
            guard let declaration = analysis.index.transitions[name] else { return nil }
            let base = declaration.base.map { ": \($0.name)" } ?? ""
            return "```trans\ntransition \(name)\(base)\n```"
        case .function:
            if let function = LanguageReference.functions.first(where: { $0.name == name }) {
                return "**`\(function.signature)`**\n\n\(function.meaning)"
            }
            return Self.methodMeanings[name]
        case .word:
            return wordMeaning(name)
        case .target:
            return "**`\(name)`** — an animation target\n\n" + Self.targetMeaning(name)
        case .member:
            return ["x", "y", "width", "height"].contains(name) ? "**`.\(name)`** — a number: the frame's \(name)" : nil
        case .argumentLabel:
            return nil
        }
    }

    private func wordMeaning(_ name: String) -> String? {
        if let builtin = LanguageReference.builtinNames.first(where: { $0.name == name }) {
            return "**`\(name)`**\n\n\(builtin.meaning)"
        }
        if PresentationStyle(rawValue: name) != nil {
            return "**`\(name)`** — a presentation style: `UIModalPresentationStyle.\(name)`"
        }
        if SystemAnimation(rawValue: name) != nil {
            return "**`\(name)`** — a system transition style: `UIModalTransitionStyle.\(name)`"
        }
        if name == "reverse" { return "**`reverse`** — the present phase with every track's FROM and TO swapped" }
        return nil
    }

    /// The methods written after a `.`: `final.offset(y: 10)`, `presented.tag(3)`.
    private static let methodMeanings = [
        "offset": "**`.offset(x:, y:)`** — a frame\n\nThe frame moved by x and y points (either may be left out: 0).",
        "tag": "**`presented.tag(N)`** — an animation target\n\nThe presented view's subview with that tag.",
    ]

    private static func targetMeaning(_ name: String) -> String {
        switch name {
        case "presented": "The presented controller's view."
        case "presenting": "The presenting controller's view."
        case "dimming": "The presentation's dimming view."
        default: "A view."
        }
    }

    /// What the checked program says about the entry the name stands in.
    private func resolvedLines(for use: NameUse) -> [String] {
        let context = use.context
        if use.role == .constantDeclaration {
            // The first use of the constant inside a transition shows what it resolved to there.
            guard
                let first = analysis.index.names.first(where: {
                    $0.role == .constantReference && $0.identifier.name == use.identifier.name
                        && $0.context.transition != nil
                })
            else { return [] }
            let lines = resolvedLines(for: first)
            guard !lines.isEmpty, let transition = first.context.transition else { return [] }
            return ["in \(transition)\(first.context.phase.map { ".\($0.rawValue)" } ?? ""):"] + lines
        }
        guard let transition = analysis.transition(context.transition) else { return [] }
        let resolved = ResolvedDescription(transition: transition, settings: settings)
        if use.role == .transitionDeclaration {
            return ["style: \(transition.style.rawValue)", resolved.finalFrame] + resolved.phase(.present)
                + resolved.phase(.dismiss)
        }
        switch (context.block, context.entry) {
        case (.transition, "presentation"), (.presentation, "frame"):
            return [resolved.finalFrame]
        case (.transition, "present"): return resolved.phase(.present)
        case (.transition, "dismiss"): return resolved.phase(.dismiss)
        case (.phase, let entry?) where ["duration", "delay", "curve"].contains(entry):
            return context.phase.map { resolved.phase($0) } ?? []
        case (.animate, let entry?) where entry != "anchor":
            guard let phase = context.phase else { return [] }
            if ["duration", "delay", "curve"].contains(entry) {
                return resolved.targetTiming(phase, target: context.target)
            }
            return resolved.track(phase, target: context.target, property: entry)
        case (.animate, nil) where use.role == .target:
            return context.phase.map { resolved.targetTiming($0, target: context.target) } ?? []
        case (.transition, let entry?) where use.role == .word && ["style", "system"].contains(entry):
            // The word's own meaning already names the UIKit value.
            return []
        case (let block, let entry?):
            return resolved.setting(entry, in: block, phase: context.phase, target: context.target)
        default:
            return []
        }
    }
}

/// What kind of value a constant holds, read from how it is written (the checker types it the
/// same way; this only names the kind for hover).
struct ConstantKind {
    let index: SyntaxIndex

    func describe(_ expression: ExpressionSyntax, depth: Int = 0) -> String {
        switch expression.kind {
        case .number(_, let unit):
            switch unit {
            case .seconds?, .milliseconds?: return "a time"
            case .degrees?, .radians?: return "an angle"
            case .percent?: return "a length (a share of the container)"
            case .points?: return "a length in points"
            case nil: return "a number"
            }
        case .hexColor: return "a color"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .name(let name):
            if let constant = index.constants[name], depth < 16 { return describe(constant.value, depth: depth + 1) }
            return LanguageReference.builtinNames.first { $0.name == name }.map { Self.spelling($0.kind) } ?? "a word"
        case .member(_, let member):
            return ["x", "y", "width", "height"].contains(member.name) ? "a number" : "a value"
        case .call(let callee, _):
            let name: String
            switch callee.kind {
            case .name(let function): name = function
            case .member(_, let member): name = member.name
            default: return "a value"
            }
            if name == "offset" { return "a frame" }
            return LanguageReference.functions.first { $0.name == name }.map { Self.spelling($0.returns) } ?? "a value"
        case .parenthesized(let inner), .unary(_, let inner): return describe(inner, depth: depth)
        case .binary(_, let left, _): return describe(left, depth: depth)
        case .tuple: return "a point"
        case .keyframes: return "keyframes"
        case .missing: return "a value"
        }
    }

    private static func spelling(_ kind: ValueChoice) -> String {
        switch kind {
        case .frame: "a frame"
        case .color: "a color"
        case .curve: "a curve"
        case .gesture: "a gesture"
        default: "a number"
        }
    }
}
