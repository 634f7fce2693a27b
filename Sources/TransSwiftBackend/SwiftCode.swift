// A small structured representation of emitted Swift: generators build declarations and
// statements, and only `SwiftRenderer` turns them into text (docs/generated-code.md,
// "Structured Swift").

/// A declaration of a type's or a file's scope.
indirect enum SwiftDeclaration {
    /// `/// doc…`, attributes, then `MODIFIERS class NAME: SUPERTYPES { members }`; members are
    /// separated by blank lines.
    case type(
        documentation: [String], attributes: [String], modifiers: String, keyword: String, name: String,
        supertypes: [String], members: [SwiftDeclaration])
    /// `/// doc…`, attributes, then `SIGNATURE { body }`: a function, an initializer, a
    /// computed property with a body of statements.
    case function(documentation: [String], attributes: [String], signature: String, body: [SwiftStatement])
    /// A declaration written whole on one line: `override class var layerClass: AnyClass { … }`.
    case line(String)
}

/// A statement inside a function body.
indirect enum SwiftStatement {
    /// An expression or assignment on one line: `view.addSubview(shade)`.
    case line(String)
    /// `return EXPRESSION`.
    case returning(String)
    /// `if CONDITION { body }` (`if let x = …` is a condition too).
    case ifThen(condition: String, body: [SwiftStatement])
    /// `for PATTERN in SEQUENCE { body }`.
    case forIn(pattern: String, sequence: String, body: [SwiftStatement])
    /// `TARGET = [` one element a line, each with its comma `]`.
    case assignArray(target: String, elements: [String])
}
