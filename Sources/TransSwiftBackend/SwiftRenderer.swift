// The one place structured Swift becomes text, through the printer's indentation and blank lines.

/// Renders `SwiftDeclaration`s and `SwiftStatement`s: only this type decides how they are
/// spelled, so generators that build them never concatenate Swift text of a block.
enum SwiftRenderer {
    static func render(_ declarations: [SwiftDeclaration], into printer: inout CodePrinter) {
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { printer.blankLine() }
            render(declaration, into: &printer)
        }
    }

    static func render(_ declaration: SwiftDeclaration, into printer: inout CodePrinter) {
        switch declaration {
        case .type(let documentation, let attributes, let modifiers, let keyword, let name, let supertypes, let members):
            preamble(documentation, attributes, into: &printer)
            let inheritance = supertypes.isEmpty ? "" : ": " + supertypes.joined(separator: ", ")
            let head = [modifiers, keyword, name + inheritance].filter { !$0.isEmpty }.joined(separator: " ")
            printer.block(head) { render(members, into: &$0) }
        case .function(let documentation, let attributes, let signature, let body):
            preamble(documentation, attributes, into: &printer)
            printer.block(signature) { render(body, into: &$0) }
        case .wrappedFunction(let documentation, let attributes, let head, let parameters, let tail, let body):
            preamble(documentation, attributes, into: &printer)
            printer.line(head, "(")
            printer.withIndentation { printer in
                for (index, parameter) in parameters.enumerated() {
                    printer.line(parameter, index == parameters.count - 1 ? "" : ",")
                }
            }
            printer.block(tail.isEmpty ? ")" : ") " + tail) { render(body, into: &$0) }
        case .line(let documentation, let text):
            preamble(documentation, [], into: &printer)
            printer.line(text)
        case .conditional(let condition, let declarations):
            printer.line("#if ", condition)
            render(declarations, into: &printer)
            printer.line("#endif")
        case .adjacent(let declarations):
            for declaration in declarations { render(declaration, into: &printer) }
        }
    }

    static func render(_ statements: [SwiftStatement], into printer: inout CodePrinter) {
        for statement in statements { render(statement, into: &printer) }
    }

    private static func render(_ statement: SwiftStatement, into printer: inout CodePrinter) {
        switch statement {
        case .line(let text): printer.line(text)
        case .continued(let first, let continuation):
            printer.line(first)
            printer.withIndentation { $0.lines(continuation) }
        case .comment(let text): printer.line("// ", text)
        case .blankLine: printer.blankLine()
        case .returning(let value): printer.line("return ", value)
        case .ifThen(let condition, let body, let otherwise):
            printer.block("if \(condition)") { render(body, into: &$0) }
            renderElse(otherwise, into: &printer)
        case .guardElse(let conditions, let otherwise) where conditions.count == 1:
            printer.block("guard \(conditions[0]) else") { render(otherwise, into: &$0) }
        case .guardElse(let conditions, let otherwise):
            for (index, condition) in conditions.enumerated() {
                let lead = index == 0 ? "guard " : "      "
                printer.line(lead, index == conditions.count - 1 ? condition : condition + ",")
            }
            if otherwise.count == 1, case .returning(let value) = otherwise[0] {
                printer.line("else { return \(value) }")
            } else {
                printer.block("else") { render(otherwise, into: &$0) }
            }
        case .forIn(let pattern, let sequence, let body):
            printer.block("for \(pattern) in \(sequence)") { render(body, into: &$0) }
        case .switchOver(let subject, let cases):
            printer.line("switch \(subject) {")
            for (pattern, body) in cases {
                if body.count == 1, case .returning(let value) = body[0] {
                    printer.line("\(pattern): return \(value)")
                } else {
                    printer.line(pattern, ":")
                    printer.withIndentation { render(body, into: &$0) }
                }
            }
            printer.line("}")
        case .block(let header, let body, let closing):
            printer.block(header, closing: closing) { render(body, into: &$0) }
        case .closure(let call, let signature, let body):
            printer.trailingClosure(call, signature) { render(body, into: &$0) }
        case .wrappedCall(let callee, let arguments, let closing):
            renderCall(callee, arguments, closing: closing, into: &printer)
        case .assignArray(let target, let elements, let trailingComma):
            printer.line("\(target) = [")
            printer.withIndentation { printer in
                for (index, element) in elements.enumerated() {
                    printer.line(element, trailingComma || index < elements.count - 1 ? "," : "")
                }
            }
            printer.line("]")
        }
    }

    /// The `else` of an `if` just closed: `} else if …` while it is one `if`, else `} else {`.
    private static func renderElse(_ otherwise: [SwiftStatement]?, into printer: inout CodePrinter) {
        guard let otherwise else { return }
        if otherwise.count == 1, case .ifThen(let condition, let body, let next) = otherwise[0] {
            printer.chain("else if \(condition)") { render(body, into: &$0) }
            renderElse(next, into: &printer)
        } else {
            printer.chain("else") { render(otherwise, into: &$0) }
        }
    }

    /// `expression` on one line.
    static func text(_ expression: SwiftExpression) -> String {
        switch expression {
        case .name(let name): name
        case .number(let value): NumberLiteral.swift(value)
        case .member(let base, let member): text(base) + "." + member
        case .call(let callee, let arguments):
            text(callee) + "("
                + arguments.map { $0.label.isEmpty ? text($0.value) : "\($0.label): \(text($0.value))" }
                .joined(separator: ", ") + ")"
        }
    }

    /// `CALLEE(`, one argument a line with its comma, then `closing` (`)`, or `),` for an argument).
    private static func renderCall(
        _ callee: String, _ arguments: [SwiftArgument], closing: String, into printer: inout CodePrinter
    ) {
        printer.line(callee, "(")
        printer.withIndentation { printer in
            for (index, argument) in arguments.enumerated() {
                let comma = index == arguments.count - 1 ? "" : ","
                switch argument {
                case .expression(let text): printer.line(text, comma)
                case .wrappedCall(let callee, let arguments):
                    renderCall(callee, arguments, closing: ")" + comma, into: &printer)
                case .closure(let label, let signature, let body), .shortClosure(let label, let signature, let body):
                    if case .shortClosure = argument, body.count == 1, case .line(let text) = body[0] {
                        printer.line("\(label): { \(signature) \(text) }", comma)
                    } else {
                        printer.line(signature.isEmpty ? "\(label): {" : "\(label): { \(signature)")
                        printer.withIndentation { render(body, into: &$0) }
                        printer.line("}", comma)
                    }
                }
            }
        }
        printer.line(closing)
    }

    private static func preamble(_ documentation: [String], _ attributes: [String], into printer: inout CodePrinter) {
        for line in documentation { printer.line(line.isEmpty ? "///" : "/// ", line) }
        for attribute in attributes { printer.line(attribute) }
    }
}
