// Go to definition and the document outline: where names are declared, and the file's tree
// of transitions, blocks and entries.
import TransJSON
import TransSyntax

/// Definitions and symbols of one analysed document.
struct Navigation {
    let analysis: DocumentAnalysis

    /// Where the constant or transition named at `offset` is declared (its first declaration);
    /// nil on any other name.
    func definition(at offset: Int) -> SourceRange? {
        guard let use = analysis.index.name(at: offset) else { return nil }
        switch use.role {
        case .constantReference, .constantDeclaration:
            return analysis.index.constants[use.identifier.name]?.name.range
        case .transitionBase, .transitionDeclaration:
            return analysis.index.transitions[use.identifier.name]?.name.range
        default:
            return nil
        }
    }

    /// `DocumentSymbol`s: constants, and transitions with their blocks and entries nested.
    func symbols(_ converter: PositionConverter) -> [JSONValue] {
        analysis.syntax.declarations.map { declaration in
            switch declaration {
            case .constant(let constant):
                return symbol(
                    constant.name.name, kind: .constant, detail: analysis.file.text(of: constant.value.range),
                    range: constant.range, selection: constant.name.range, children: [], converter)
            case .transition(let transition):
                return symbol(
                    transition.name.name, kind: .class, detail: transition.base.map { ": \($0.name)" },
                    range: transition.range, selection: transition.name.range,
                    children: blockSymbols(transition.body, converter), converter)
            }
        }
    }

    /// LSP `SymbolKind` values the outline uses.
    private enum SymbolKind: Int {
        case `class` = 5, property = 7, constant = 14, object = 19
    }

    private func blockSymbols(_ block: Block, _ converter: PositionConverter) -> [JSONValue] {
        block.entries.map { entry in
            switch entry.kind {
            case .field(let name, .block(let body)):
                return symbol(
                    name.name, kind: .object, detail: nil, range: entry.range, selection: name.range,
                    children: blockSymbols(body, converter), converter)
            case .field(let name, _):
                let value = SourceRange(start: name.range.end, end: entry.range.end)
                let detail = analysis.file.text(of: value).drop { $0 == ":" || $0 == " " }
                return symbol(
                    name.name, kind: .property, detail: String(detail.prefix(60)), range: entry.range,
                    selection: name.range, children: [], converter)
            case .animate(_, let target, let body):
                return symbol(
                    "animate \(analysis.file.text(of: target.range))", kind: .object, detail: nil, range: entry.range,
                    selection: target.range, children: blockSymbols(body, converter), converter)
            }
        }
    }

    private func symbol(
        _ name: String, kind: SymbolKind, detail: String?, range: SourceRange, selection: SourceRange,
        children: [JSONValue], _ converter: PositionConverter
    ) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(name.isEmpty ? "_" : name), "kind": .number(Double(kind.rawValue)),
            "range": converter.json(range), "selectionRange": converter.json(selection),
        ]
        if let detail, !detail.isEmpty { object["detail"] = .string(detail) }
        if !children.isEmpty { object["children"] = .array(children) }
        return JSONValue(object)
    }
}
