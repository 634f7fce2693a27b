// An edit inside one transition re-checks that transition alone, when nothing the checker
// says about the rest of the file can depend on it (docs/language-server.md, "Edits").
import TransChecker
import TransFrontEnd
import TransModel
import TransSyntax

/// The analysis of an edited text built from the analysis before the edit: the edited
/// transition is checked with the file's constants, and every other declaration keeps its
/// diagnostics and model, moved by the edit's length. Nil wherever that could differ from the
/// full analysis, and the caller analyses the whole text.
///
/// The checker couples declarations through names (duplicates, bases, suggestions), through
/// inheritance, and through constants (each evaluated once, its mistakes reported once, the
/// unused ones checked at the end). So the edited transition must keep its name, have no base
/// and be no other's base; the constants must all come before it; and the transition checked
/// with the constants alone must report nothing outside itself, before the edit and after it,
/// and before the edit exactly what the whole file's check reported inside it. The checker
/// also gives a file at most 200 "did you mean" searches (`CheckContext`), so no other
/// declaration may have made one: each search reports an unknown name or base where it looked.
enum DeclarationRecheck {
    /// The diagnostics that follow a "did you mean" search (`CheckContext.closestName`).
    static let searchingDiagnostics: Set<DiagnosticID> = [
        DiagnosticID(CheckerDiagnosticID.unknownName), DiagnosticID(CheckerDiagnosticID.unknownBase),
    ]

    /// `file`'s analysis from `old`'s, when `file` differs from `old.file` only between the
    /// first `unchangedPrefix` bytes and the last `unchangedSuffix` bytes of both.
    static func analysis(
        of file: SourceFile, after old: DocumentAnalysis, unchangedPrefix: Int, unchangedSuffix: Int,
        settings: ServerSettings
    ) -> DocumentAnalysis? {
        guard !old.hasSyntaxDiagnostics else { return nil }
        let oldEditEnd = old.file.bytes.count - unchangedSuffix
        guard
            let index = old.outline.firstIndex(where: {
                !$0.isConstant && $0.range.start < unchangedPrefix && oldEditEnd < $0.range.end
            }),
            Self.isIndependent(old.outline, at: index)
        else { return nil }
        let oldRange = old.outline[index].range
        let shift = DiagnosticShift(edited: oldRange, delta: file.bytes.count - old.file.bytes.count)
        let newRange = SourceRange(start: oldRange.start, end: oldRange.end + shift.delta)
        guard let edited = transition(in: old.file, at: oldRange), let replacement = transition(in: file, at: newRange),
            edited.name.name == replacement.name.name, replacement.base == nil
        else { return nil }
        let before = check(
            old.constants.map(Declaration.constant) + [.transition(edited)], file: file, settings: settings)
        let after = check(
            old.constants.map(Declaration.constant) + [.transition(replacement)], file: file, settings: settings)
        let oldInside = old.checkerDiagnostics.filter { oldRange.holds($0.range) }
        guard before.diagnostics.allSatisfy({ oldRange.holds($0.range) }),
            after.diagnostics.allSatisfy({ newRange.holds($0.range) }), oldInside == before.diagnostics
        else { return nil }
        var kept: [Diagnostic] = []
        for diagnostic in old.checkerDiagnostics where !oldRange.holds(diagnostic.range) {
            guard !searchingDiagnostics.contains(diagnostic.id), let moved = shift.moved(diagnostic) else { return nil }
            kept.append(moved)
        }
        var outline = old.outline
        for other in outline.indices where other > index {
            outline[other].range = SourceRange(
                start: outline[other].range.start + shift.delta, end: outline[other].range.end + shift.delta)
        }
        outline[index].range = newRange
        return DocumentAnalysis(
            file: file,
            transitions: transitions(
                old.transitions, replacing: edited.name.name, with: after.program, outline[..<index]),
            checkerDiagnostics: kept + after.diagnostics, outline: outline, constants: old.constants)
    }

    /// The transition written exactly in `range` of `file`, when it lexes and parses there
    /// without a diagnostic. Its bytes are parsed alone, in the file's offsets (`Parser.parse(_:in:)`),
    /// so the tree comes out where the whole file's parse would put it. A declaration
    /// that starts a line and parses cleanly up to its closing brace parses the same way inside
    /// the file, whose top level starts afresh after each declaration.
    private static func transition(in file: SourceFile, at range: SourceRange) -> TransitionDeclaration? {
        let parsed = Parser.parse(file, in: range)
        guard parsed.diagnostics.isEmpty, parsed.syntax.declarations.count == 1,
            case .transition(let transition) = parsed.syntax.declarations[0], transition.range == range
        else { return nil }
        return transition
    }

    /// Whether the transition at `index` has no base, a name no other declaration has, no
    /// transition derives from it, and no constant comes after it.
    private static func isIndependent(_ outline: [DeclarationOutline], at index: Int) -> Bool {
        let edited = outline[index]
        guard edited.base == nil else { return false }
        return outline.indices.allSatisfy { other in
            other == index
                || (outline[other].name != edited.name && outline[other].base != edited.name
                    && (!outline[other].isConstant || other < index))
        }
    }

    private static func check(
        _ declarations: [Declaration], file: SourceFile, settings: ServerSettings
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        FrontEnd.check(
            FileSyntax(declarations: declarations, comments: []), sourceName: file.name,
            deploymentTarget: settings.deploymentTarget)
    }

    /// `old` with the transition `name` replaced by `checked`'s (none when it has errors), in
    /// source order: after those of the declarations `preceding` it.
    private static func transitions(
        _ old: [CheckedTransition], replacing name: String, with checked: Program,
        _ preceding: ArraySlice<DeclarationOutline>
    ) -> [CheckedTransition] {
        let earlier = Set(preceding.filter { !$0.isConstant }.map(\.name))
        var transitions = old.filter { $0.transition.name != name }
        let position = transitions.count(where: { earlier.contains($0.transition.name) })
        transitions.insert(contentsOf: checked.transitions.map(CheckedTransition.init), at: position)
        return transitions
    }
}

/// Moves the ranges of an edit that stays inside one declaration: those after it by the edit's
/// length, those before it not at all.
private struct DiagnosticShift {
    /// The edited declaration's range before the edit.
    let edited: SourceRange
    let delta: Int

    /// `range` after the edit; nil when it overlaps the edited declaration.
    func moved(_ range: SourceRange) -> SourceRange? {
        if range.end <= edited.start { return range }
        if range.start >= edited.end { return SourceRange(start: range.start + delta, end: range.end + delta) }
        return nil
    }

    /// `diagnostic` with its range, notes and fix-its moved; nil when one overlaps the edited
    /// declaration (only what it reports about itself may lie there).
    func moved(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        guard let range = moved(diagnostic.range) else { return nil }
        result.range = range
        for index in result.notes.indices {
            guard let range = moved(result.notes[index].range) else { return nil }
            result.notes[index].range = range
        }
        for fix in result.fixIts.indices {
            for edit in result.fixIts[fix].edits.indices {
                guard let range = moved(result.fixIts[fix].edits[edit].range) else { return nil }
                result.fixIts[fix].edits[edit].range = range
            }
        }
        return result
    }
}

extension SourceRange {
    /// Whether `other` lies within this range, ends included.
    fileprivate func holds(_ other: SourceRange) -> Bool {
        start <= other.start && other.end <= end
    }
}
