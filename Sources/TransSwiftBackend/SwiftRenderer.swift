// The one place structured Swift becomes text, through the printer's indentation and blank lines.

/// Renders `SwiftDeclaration`s and `SwiftStatement`s: only this type decides how they are
/// spelled, so generators that build them never concatenate Swift text of a block.
enum SwiftRenderer {
    static func render(_ declaration: SwiftDeclaration, into printer: inout CodePrinter) {
        switch declaration {
        case .type(let documentation, let attributes, let modifiers, let keyword, let name, let supertypes, let members):
            preamble(documentation, attributes, into: &printer)
            let inheritance = supertypes.isEmpty ? "" : ": " + supertypes.joined(separator: ", ")
            let head = [modifiers, keyword, name + inheritance].filter { !$0.isEmpty }.joined(separator: " ")
            printer.block(head) { printer in
                for (index, member) in members.enumerated() {
                    if index > 0 { printer.blankLine() }
                    render(member, into: &printer)
                }
            }
        case .function(let documentation, let attributes, let signature, let body):
            preamble(documentation, attributes, into: &printer)
            printer.block(signature) { render(body, into: &$0) }
        case .line(let text):
            printer.line(text)
        }
    }

    static func render(_ statements: [SwiftStatement], into printer: inout CodePrinter) {
        for statement in statements {
            switch statement {
            case .line(let text): printer.line(text)
            case .returning(let value): printer.line("return \(value)")
            case .ifThen(let condition, let body): printer.block("if \(condition)") { render(body, into: &$0) }
            case .forIn(let pattern, let sequence, let body):
                printer.block("for \(pattern) in \(sequence)") { render(body, into: &$0) }
            case .assignArray(let target, let elements):
                printer.line("\(target) = [")
                printer.withIndentation { printer in
                    for element in elements { printer.line(element + ",") }
                }
                printer.line("]")
            }
        }
    }

    private static func preamble(_ documentation: [String], _ attributes: [String], into printer: inout CodePrinter) {
        for line in documentation { printer.line("/// " + line) }
        for attribute in attributes { printer.line(attribute) }
    }
}
