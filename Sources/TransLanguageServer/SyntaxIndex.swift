// Every name written in a file, with what it is and where it stands: what hover, go to
// definition and semantic tokens look up by position.
import TransModel
import TransSyntax

/// Where an entry or name stands: the transition, the block and, inside phases, which phase
/// and target.
struct EntryContext: Equatable {
    var transition: String?
    var block: BlockKind
    var phase: PhaseKind?
    /// The `animate` target's spelling: `presented`, `presented.tag(2)`.
    var target: String?
    /// The entry the name belongs to (its key, or the entry whose value holds it).
    var entry: String?
}

/// What a written name is.
enum NameRole: Equatable {
    case transitionDeclaration, transitionBase, constantDeclaration, constantReference
    case entryName, function, argumentLabel, member, word, target
}

/// One written name.
struct NameUse {
    let identifier: Identifier
    let role: NameRole
    let context: EntryContext
}

/// An entry's value as written (`0.55s`, `final -> offscreen(bottom)`), and where it stands.
struct ValueUse {
    let range: SourceRange
    let context: EntryContext
}

/// The names and entry values of one parsed file, in source order.
struct SyntaxIndex {
    private(set) var names: [NameUse] = []
    private(set) var values: [ValueUse] = []
    /// Each block's range and the names (with ranges) of the entries written in it.
    private(set) var blocks: [(range: SourceRange, entries: [Identifier])] = []
    /// The first declaration of each constant and transition, by name.
    private(set) var constants: [String: ConstantDeclaration] = [:]
    private(set) var transitions: [String: TransitionDeclaration] = [:]

    init(_ syntax: FileSyntax) {
        for declaration in syntax.declarations {
            switch declaration {
            case .constant(let constant):
                if constants[constant.name.name] == nil { constants[constant.name.name] = constant }
            case .transition(let transition):
                if transitions[transition.name.name] == nil { transitions[transition.name.name] = transition }
            }
        }
        for declaration in syntax.declarations {
            switch declaration {
            case .constant(let constant):
                let context = EntryContext(block: .file, entry: constant.name.name)
                add(constant.name, .constantDeclaration, context)
                values.append(ValueUse(range: constant.value.range, context: context))
                walk(constant.value, context)
            case .transition(let transition):
                let context = EntryContext(transition: transition.name.name, block: .transition)
                add(transition.name, .transitionDeclaration, context)
                if let base = transition.base { add(base, .transitionBase, context) }
                walk(transition.body, context)
            }
        }
        names.sort { $0.identifier.range.start < $1.identifier.range.start }
    }

    /// The name whose range holds `offset`, ends included (a caret just after a word is on it).
    func name(at offset: Int) -> NameUse? {
        names.last { $0.identifier.range.start <= offset && offset <= $0.identifier.range.end }
    }

    /// The innermost entry value holding `offset`, ends included.
    func value(at offset: Int) -> ValueUse? {
        values.filter { $0.range.start <= offset && offset <= $0.range.end }.min {
            $0.range.end - $0.range.start < $1.range.end - $1.range.start
        }
    }

    /// The entries already written in the innermost block around `offset`, but for one whose
    /// name is at `offset` (the one being typed): completion leaves them out.
    func writtenEntries(around offset: Int) -> Set<String> {
        let innermost = blocks.filter { $0.range.start < offset && offset < $0.range.end }.min {
            $0.range.end - $0.range.start < $1.range.end - $1.range.start
        }
        let written = innermost?.entries.filter { !($0.range.start <= offset && offset <= $0.range.end) }
        return Set(written?.map(\.name) ?? [])
    }

    private mutating func add(_ identifier: Identifier, _ role: NameRole, _ context: EntryContext) {
        names.append(NameUse(identifier: identifier, role: role, context: context))
    }

    private mutating func walk(_ block: Block, _ context: EntryContext) {
        blocks.append(
            (
                block.range,
                block.entries.map { entry in
                    switch entry.kind {
                    case .field(let name, _): name
                    case .animate(let keyword, _, _): Identifier("animate", keyword)
                    }
                }
            ))
        for entry in block.entries {
            switch entry.kind {
            case .field(let name, let value):
                var inner = context
                inner.entry = name.name
                add(name, .entryName, inner)
                switch value {
                case .expression(let expression):
                    values.append(ValueUse(range: expression.range, context: inner))
                    walk(expression, inner)
                case .track(let from, _, let to):
                    values.append(ValueUse(range: from.range.union(to.range), context: inner))
                    walk(from, inner)
                    walk(to, inner)
                case .block(let body):
                    guard let kind = Self.blockKind(named: name.name, inside: context.block) else { continue }
                    var nested = context
                    nested.block = kind
                    nested.entry = nil
                    if kind == .phase { nested.phase = PhaseKind(rawValue: name.name) }
                    walk(body, nested)
                }
            case .animate(_, let target, let body):
                var nested = context
                nested.block = .animate
                nested.entry = nil
                nested.target = Self.targetSpelling(target)
                walkTarget(target, nested)
                walk(body, nested)
            }
        }
    }

    /// `presented`, or `presented` in `presented.tag(N)`, is a target; the rest as any expression.
    private mutating func walkTarget(_ target: ExpressionSyntax, _ context: EntryContext) {
        switch target.kind {
        case .name(let name):
            add(Identifier(name, target.range), .target, context)
        case .call(let callee, let arguments):
            guard case .member(let base, let member) = callee.kind, case .name(let name) = base.kind else {
                return walk(target, context)
            }
            add(Identifier(name, base.range), .target, context)
            add(member, .function, context)
            walk(arguments, context)
        default:
            walk(target, context)
        }
    }

    /// Every name in `expression` with its role (`names` is sorted by position afterwards).
    private mutating func walk(_ expression: ExpressionSyntax, _ context: EntryContext) {
        expression.walk { node in
            switch node.kind {
            case .name(let name):
                let role: NameRole = constants[name] != nil ? .constantReference : .word
                add(Identifier(name, node.range), role, context)
            case .member(_, let member):
                add(member, .member, context)
            case .call(let callee, let arguments):
                switch callee.kind {
                case .name(let name): add(Identifier(name, callee.range), .function, context)
                case .member(let base, let member):
                    walk(base, context)
                    add(member, .function, context)
                default: walk(callee, context)
                }
                walk(arguments, context)
                return .skipChildren
            case .keyframes(let list):
                let head = SourceRange(start: list.headRange.start, end: list.headRange.start + "keyframes".utf8.count)
                add(Identifier("keyframes", head), .function, context)
                walk(list.arguments, context)
                for key in list.keys {
                    walk(key.time, context)
                    walk(key.value, context)
                }
                return .skipChildren
            default:
                break
            }
            return .visitChildren
        }
    }

    private mutating func walk(_ arguments: ArgumentList, _ context: EntryContext) {
        for argument in arguments {
            if let label = argument.label { add(label, .argumentLabel, context) }
            walk(argument.value, context)
        }
    }

    /// The kind of the block entry `name` opens inside `outer`; nil for a block the language
    /// has no place for (already a diagnostic).
    static func blockKind(named name: String, inside outer: BlockKind) -> BlockKind? {
        switch (outer, name) {
        case (.transition, "presentation"): .presentation
        case (.transition, "present"), (.transition, "dismiss"): .phase
        case (.presentation, "dimming"): .dimming
        case (.transition, "sheet"): .sheet
        case (.phase, "reduceMotion"): .reducedMotion
        case (.presentation, "appearance"): .appearance
        case (.appearance, "shadow"): .shadow
        case (.appearance, "border"): .border
        case (.appearance, "corners"): .corners
        default: nil
        }
    }

    /// `presented`, `presented.tag(2)`; nil for a target that is not one.
    static func targetSpelling(_ target: ExpressionSyntax) -> String? {
        switch target.kind {
        case .name(let name): return name
        case .call(let callee, let arguments):
            guard case .member(let base, let member) = callee.kind, case .name("presented") = base.kind,
                member.name == "tag", arguments.count == 1, case .number(let tag, nil) = arguments[0].value.kind,
                let integer = Int(exactly: tag)
            else { return nil }
            return "presented.tag(\(integer))"
        default: return nil
        }
    }
}
