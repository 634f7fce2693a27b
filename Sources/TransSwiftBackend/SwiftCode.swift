// A small structured representation of emitted Swift: generators build declarations and
// statements, and only `SwiftRenderer` turns them into text (docs/generated-code.md,
// "Structured Swift").

/// A declaration of a type's or a file's scope.
indirect enum SwiftDeclaration {
    /// `/// doc…`, attributes, then `MODIFIERS class NAME: SUPERTYPES { members }`; members are
    /// separated by blank lines.
    case type(
        documentation: [String] = [], attributes: [String] = [], modifiers: String = "", keyword: String,
        name: String, supertypes: [String] = [], members: [SwiftDeclaration])
    /// `/// doc…`, attributes, then `SIGNATURE { body }`: a function, an initializer, a
    /// computed property with a body of statements.
    case function(
        documentation: [String] = [], attributes: [String] = [], signature: String, body: [SwiftStatement])
    /// A function whose signature is too long for one line: `HEAD(`, one parameter a line,
    /// then `) TAIL { body }`.
    /// `tail` is empty for an initializer (`) {`).
    case wrappedFunction(
        documentation: [String] = [], attributes: [String] = [], head: String, parameters: [String], tail: String,
        body: [SwiftStatement])
    /// `/// doc…` then a declaration written whole on one line: a stored property,
    /// `override class var layerClass: AnyClass { … }`.
    case line(documentation: [String] = [], String)
    /// `#if CONDITION`, the declarations apart by blank lines, `#endif`.
    case conditional(condition: String, [SwiftDeclaration])
    /// Declarations printed one after another without the blank line between members.
    case adjacent([SwiftDeclaration])
}

/// A statement inside a function or closure body.
///
/// The one-line cases are stored in place and only the cases of several parts are boxed
/// (`indirect case`): most statements are lines, and boxing each one was an allocation per
/// line (issue 13). Bodies are arrays, which are on the heap already, so no case needs the box
/// to nest.
enum SwiftStatement {
    /// An expression, declaration or assignment on one line: `view.addSubview(shade)`.
    case line(String)
    /// A statement too long for one line: `first`, then each of `continuation` one level deeper
    /// (`let final = …` / `?? …`).
    indirect case continued(String, continuation: [String])
    /// `// text`.
    case comment(String)
    /// A blank line between sections: never two in a row, none after `{` or before `}`.
    case blankLine
    /// `return EXPRESSION`.
    case returning(String)
    /// `if CONDITION { body }`, with `} else { otherwise }` when there is an `otherwise`
    /// (`if let x = …` is a condition too), `} else if …` when `otherwise` is one `ifThen`.
    indirect case ifThen(condition: String, body: [SwiftStatement], otherwise: [SwiftStatement]? = nil)
    /// `guard CONDITION else { otherwise }`; several conditions go one a line, aligned under
    /// the first, with `else {` on a line of its own (`else { return VALUE }` when it only returns).
    case guardElse(conditions: [String], otherwise: [SwiftStatement])
    /// `for PATTERN in SEQUENCE { body }`.
    indirect case forIn(pattern: String, sequence: String, body: [SwiftStatement])
    /// `switch SUBJECT {`, each case at the switch's indentation and its body one deeper (a case
    /// that only returns on one line: `case .a: return x`), `}`.
    indirect case switchOver(subject: String, cases: [(pattern: String, body: [SwiftStatement])])
    /// `HEADER { body }CLOSING`: a closure value (`let done: () -> Void = {`), a call with a
    /// trailing closure (`animator.addAnimations {`), a labelled closure argument (`animations: {`
    /// closed by `},`).
    indirect case block(header: String, body: [SwiftStatement], closing: String = "")
    /// `CALL { SIGNATURE` body `}`: a trailing closure with its captures or parameters
    /// (`[weak self] in`, `context in`).
    indirect case closure(call: String, signature: String, body: [SwiftStatement])
    /// `CALLEE(`, one argument a line with its comma, then `closing`: a call too long for one
    /// line (`)`, or `).cgPath` when a member of its result follows).
    indirect case wrappedCall(callee: String, arguments: [SwiftArgument], closing: String = ")")
    /// `TARGET = [` one element a line, each with its comma (the last too when
    /// `trailingComma`) `]`.
    indirect case assignArray(target: String, elements: [String], trailingComma: Bool = true)
}

/// An argument of a call written one argument a line.
enum SwiftArgument {
    /// `label: value` (or an unlabelled value) on one line.
    case expression(String)
    /// `CALLEE(`, one argument a line, `)`: a call too long for one line as an argument.
    case wrappedCall(callee: String, arguments: [SwiftArgument])
    /// `LABEL: { SIGNATURE` body `}`: a closure argument (`completion: { context in`,
    /// `animations: {`).
    case closure(label: String, signature: String, body: [SwiftStatement])
    /// `LABEL: { SIGNATURE BODY }` on one line when the body is one line (`completion: { _ in
    /// groupFinished() }`), else as `closure`.
    case shortClosure(label: String, signature: String, body: [SwiftStatement])
}

/// An expression built from its parts, so that a call's labels and commas and every number's
/// literal are spelled by the renderer (`SwiftRenderer.text(_:)`), not by each generator.
indirect enum SwiftExpression {
    /// A name, or an expression already whole: `presentedView`, `CGPoint`, `.zero`.
    case name(String)
    /// A number, spelled by `NumberLiteral.swift`.
    case number(Double)
    /// `BASE.MEMBER`.
    case member(SwiftExpression, String)
    /// `CALLEE(label: value, …)`; an empty label is an unlabelled argument.
    case call(SwiftExpression, [(label: String, value: SwiftExpression)])
}
