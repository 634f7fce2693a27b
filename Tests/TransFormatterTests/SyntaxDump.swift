// A range-blind dump of a syntax tree, so two parses can be compared for meaning alone.
import TransSyntax

/// One line per node, indented by depth, with every value but no source range.
enum SyntaxDump {
    /// The dump of `file`'s declarations (its comments are compared separately).
    static func dump(_ file: FileSyntax) -> String {
        var lines: [String] = []
        for declaration in file.declarations {
            switch declaration {
            case .constant(let constant):
                lines.append("let \(constant.name.name)")
                expression(constant.value, depth: 1, into: &lines)
            case .transition(let transition):
                lines.append("transition \(transition.name.name) base=\(transition.base?.name ?? "-")")
                block(transition.body, depth: 1, into: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ text: String, _ depth: Int, _ lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    private static func block(_ block: Block, depth: Int, into lines: inout [String]) {
        line("block incomplete=\(block.isIncomplete)", depth, &lines)
        for entry in block.entries {
            switch entry.kind {
            case .field(let name, .expression(let value)):
                line("field \(name.name)", depth + 1, &lines)
                expression(value, depth: depth + 2, into: &lines)
            case .field(let name, .track(let from, _, let to)):
                line("track \(name.name)", depth + 1, &lines)
                expression(from, depth: depth + 2, into: &lines)
                expression(to, depth: depth + 2, into: &lines)
            case .field(let name, .block(let body)):
                line("section \(name.name)", depth + 1, &lines)
                self.block(body, depth: depth + 2, into: &lines)
            case .animate(_, let target, let body):
                line("animate", depth + 1, &lines)
                expression(target, depth: depth + 2, into: &lines)
                self.block(body, depth: depth + 2, into: &lines)
            }
        }
    }

    private static func expression(_ expression: ExpressionSyntax, depth: Int, into lines: inout [String]) {
        switch expression.kind {
        case .number(let value, let unit): line("number \(value) \(unit?.rawValue ?? "")", depth, &lines)
        case .hexColor(let red, let green, let blue, let alpha):
            line("color \(red) \(green) \(blue) \(alpha)", depth, &lines)
        case .string(let value): line("string \(value.debugDescription)", depth, &lines)
        case .bool(let value): line("bool \(value)", depth, &lines)
        case .name(let name): line("name \(name)", depth, &lines)
        case .member(let base, let member):
            line("member \(member.name)", depth, &lines)
            self.expression(base, depth: depth + 1, into: &lines)
        case .call(let callee, let arguments):
            line("call", depth, &lines)
            self.expression(callee, depth: depth + 1, into: &lines)
            self.arguments(arguments, depth: depth + 1, into: &lines)
        case .keyframes(let list):
            line("keyframes incomplete=\(list.isIncomplete)", depth, &lines)
            arguments(list.arguments, depth: depth + 1, into: &lines)
            for key in list.keys {
                line("key", depth + 1, &lines)
                self.expression(key.time, depth: depth + 2, into: &lines)
                self.expression(key.value, depth: depth + 2, into: &lines)
            }
        case .tuple(let elements):
            line("tuple", depth, &lines)
            for element in elements { self.expression(element, depth: depth + 1, into: &lines) }
        case .parenthesized(let inner):
            line("parenthesized", depth, &lines)
            self.expression(inner, depth: depth + 1, into: &lines)
        case .unary(let op, let operand):
            line("unary \(op.rawValue)", depth, &lines)
            self.expression(operand, depth: depth + 1, into: &lines)
        case .binary(let op, let lhs, let rhs):
            line("binary \(op.rawValue)", depth, &lines)
            self.expression(lhs, depth: depth + 1, into: &lines)
            self.expression(rhs, depth: depth + 1, into: &lines)
        case .missing: line("missing", depth, &lines)
        }
    }

    private static func arguments(_ arguments: ArgumentList, depth: Int, into lines: inout [String]) {
        for argument in arguments {
            line("argument \(argument.label?.name ?? "_")", depth, &lines)
            expression(argument.value, depth: depth + 1, into: &lines)
        }
    }
}
