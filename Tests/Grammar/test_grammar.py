"""The TextMate grammar (grammar/trans.tmLanguage.json) against every `.trans` file we ship.

Each file must tokenize whole: the tokens give back every line exactly and every visible
character gets a scope of its own. A table then pins the scope of specific tokens in
specific files, and snippets pin what must *not* happen (a `//` in a string is no comment).
"""

import json
from typing import NamedTuple

import pytest

from conftest import GRAMMAR, REPO, SPEC_SAMPLES

ROOT_SCOPE = "source.trans"


def trans_files():
    """Every `.trans` file under samples/, the shared spec's samples and Tests/Corpus."""
    roots = [REPO / "samples", REPO / "Tests" / "Corpus"]
    if SPEC_SAMPLES.is_dir():
        roots.append(SPEC_SAMPLES)
    return sorted(path for root in roots for path in root.rglob("*.trans"))


def is_valid_program(path):
    """Samples outside `errors/` and the corpus's `spec/valid/` check with no diagnostic."""
    if "Corpus" in path.parts:
        return path.parent.name == "valid"
    return "errors" not in path.parts


def label(path):
    """A short test id: the path from the repository, or from the shared spec."""
    for base in (REPO, SPEC_SAMPLES.parent.parent):
        if path.is_relative_to(base):
            return str(path.relative_to(base))
    return str(path)


FILES = trans_files()


def tokenize(parser, source):
    """The tokens of `source` by line: a list per line of (column, text, scopes)."""
    lines = [[] for _ in source.split("\n")]
    element = parser.parse_string(source)
    assert element is not None, "the grammar matched nothing"
    for (line, column), text, scopes in element.flatten():
        lines[line].append((column, text, scopes))
    return lines


def character_scopes(tokens):
    """The scope stack of each character of one line, in column order."""
    stacks = []
    for column, text, scopes in sorted(tokens, key=lambda token: token[0]):
        assert column == len(stacks), f"a gap or overlap at column {len(stacks)}"
        stacks.extend([scopes] * len(text))
    return stacks


def scopes_of(parser, source, line, text, nth=1):
    """The scope stacks of the characters of the `nth` `text` on 1-based `line`."""
    line_text = source.split("\n")[line - 1]
    column = -1
    for _ in range(nth):
        column = line_text.find(text, column + 1)
        assert column >= 0, f"{text!r} does not occur {nth} time(s) in line {line}: {line_text!r}"
    stacks = character_scopes(tokenize(parser, source)[line - 1])
    return stacks[column : column + len(text)]


def test_grammar_names_its_language():
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    assert grammar["scopeName"] == ROOT_SCOPE
    assert grammar["fileTypes"] == ["trans"]


def test_every_sample_and_corpus_directory_is_found():
    names = {label(path) for path in FILES}
    assert "samples/card.trans" in names
    assert "samples/errors/syntax.trans" in names
    assert "Tests/Corpus/lex/strings.trans" in names
    assert len(FILES) >= 100


@pytest.mark.parametrize("path", FILES, ids=label)
def test_file_tokenizes_whole(parser, path):
    source = path.read_text(encoding="utf-8")
    for number, (line_text, tokens) in enumerate(zip(source.split("\n"), tokenize(parser, source)), 1):
        stacks = character_scopes(tokens)
        assert "".join(text for _, text, _ in sorted(tokens, key=lambda t: t[0])) == line_text, number
        unscoped = [c for c, stack in zip(line_text, stacks) if not c.isspace() and stack == [ROOT_SCOPE]]
        assert not unscoped, f"line {number}: no scope for {''.join(unscoped)!r} in {line_text!r}"


@pytest.mark.parametrize("path", [p for p in FILES if is_valid_program(p)], ids=label)
def test_valid_program_has_no_invalid_token(parser, path):
    source = path.read_text(encoding="utf-8")
    for number, tokens in enumerate(tokenize(parser, source), 1):
        bad = [(text, scopes) for _, text, scopes in tokens if any(s.startswith("invalid.") for s in scopes)]
        assert not bad, f"line {number}: {bad}"


class Case(NamedTuple):
    """The `nth` `text` on 1-based `line` of `file` is in `scope` (and not in `absent`)."""

    file: str
    line: int
    text: str
    scope: str
    nth: int = 1
    absent: str = ""


CASES = [
    # comments, line and nested block
    Case("samples/card.trans", 1, "// A card that drops in", "comment.line.double-slash.trans"),
    Case("samples/card.trans", 1, "//", "punctuation.definition.comment.trans"),
    Case("Tests/Corpus/lex/comments.trans", 3, "/* A block comment", "comment.block.trans"),
    Case("Tests/Corpus/lex/comments.trans", 4, "with a nested one", "comment.block.trans"),
    Case("Tests/Corpus/lex/comments.trans", 5, "still inside the outer comment */", "comment.block.trans"),
    Case("Tests/Corpus/lex/comments.trans", 10, "/* inline */", "comment.block.trans"),
    Case("Tests/Corpus/lex/unterminated-comment.trans", 5, "but never ends", "comment.block.trans"),
    # strings and escapes
    Case("samples/bottom-sheet.trans", 4, '"Bottom sheet with a tappable dimming view."', "string.quoted.double.trans"),
    Case("Tests/Corpus/lex/strings.trans", 3, "like this", "string.quoted.double.trans"),
    Case("Tests/Corpus/lex/strings.trans", 3, '\\"', "constant.character.escape.trans"),
    Case("Tests/Corpus/lex/strings.trans", 3, "\\\\", "constant.character.escape.trans"),
    Case("Tests/Corpus/lex/strings.trans", 3, "\\n", "constant.character.escape.trans"),
    Case("Tests/Corpus/lex/strings.trans", 3, "\\t", "constant.character.escape.trans"),
    Case("Tests/Corpus/lex/strings.trans", 3, "\\u{1F600}", "constant.character.escape.trans"),
    Case("Tests/Corpus/lex/invalid-escape.trans", 8, "\\q", "invalid.illegal.escape.trans"),
    Case("Tests/Corpus/lex/invalid-escape.trans", 13, "\\u{110000}", "invalid.illegal.escape.trans"),
    Case("Tests/Corpus/lex/invalid-escape.trans", 18, "\\u{41", "invalid.illegal.escape.trans"),
    Case("Tests/Corpus/lex/invalid-escape.trans", 18, " and more", "string.quoted.double.trans", absent="invalid"),
    Case("Tests/Corpus/lex/unterminated-string.trans", 4, "runs off the end", "string.quoted.double.trans"),
    Case("Tests/Corpus/lex/unterminated-string.trans", 6, "style", "variable.other.property.trans", absent="string"),
    # numbers and units
    Case("samples/page-flip.trans", 7, "0.8s", "constant.numeric.decimal.trans"),
    Case("samples/page-flip.trans", 7, "s", "keyword.other.unit.s.trans"),
    Case("samples/drop-down.trans", 7, "500ms", "constant.numeric.decimal.trans"),
    Case("samples/drop-down.trans", 7, "ms", "keyword.other.unit.ms.trans"),
    Case("samples/page-flip.trans", 11, "90deg", "constant.numeric.decimal.trans"),
    Case("samples/page-flip.trans", 11, "deg", "keyword.other.unit.deg.trans", nth=2),
    Case("Tests/Corpus/lex/numbers.trans", 8, "0.25rad", "constant.numeric.decimal.trans"),
    Case("Tests/Corpus/lex/numbers.trans", 8, "rad", "keyword.other.unit.rad.trans"),
    Case("samples/action-sheet.trans", 24, "60%", "constant.numeric.decimal.trans"),
    Case("samples/action-sheet.trans", 24, "%", "keyword.other.unit.percentage.trans"),
    Case("Tests/Corpus/lex/numbers.trans", 2, "2e-3", "constant.numeric.decimal.trans"),
    Case("Tests/Corpus/lex/numbers.trans", 3, "1E2", "constant.numeric.decimal.trans"),
    Case("Tests/Corpus/lex/unknown-unit.trans", 3, "px", "invalid.illegal.unit.trans"),
    Case("Tests/Corpus/lex/malformed-number.trans", 3, "1.2.3", "invalid.illegal.number.trans"),
    Case("Tests/Corpus/lex/malformed-number.trans", 4, "2e", "invalid.illegal.number.trans"),
    # `-` is an operator, never part of a number
    Case("samples/page-flip.trans", 11, "-", "keyword.operator.arithmetic.trans", nth=2, absent="constant.numeric"),
    # colors
    Case("samples/card.trans", 10, "#000000", "constant.other.color.rgb-value.hex.trans"),
    Case("Tests/Corpus/lex/malformed-color.trans", 3, "#FF000080", "constant.other.color.rgb-value.hex.trans"),
    Case("Tests/Corpus/lex/malformed-color.trans", 4, "#F00", "invalid.illegal.color.trans"),
    Case("Tests/Corpus/lex/malformed-color.trans", 6, "#GGGGGG", "invalid.illegal.color.trans"),
    Case("samples/action-sheet.trans", 2, "rgba", "support.function.color.trans"),
    Case("Tests/Corpus/sema/arguments.trans", 3, "rgb", "support.function.color.trans", nth=2),
    Case("Tests/Corpus/sema/types.trans", 32, "black", "support.constant.color.trans"),
    # keywords
    Case("samples/card.trans", 5, "transition", "keyword.control.transition.trans"),
    Case("samples/card.trans", 2, "let", "keyword.control.let.trans"),
    Case("samples/card.trans", 16, "animate", "keyword.control.animate.trans"),
    Case("samples/card.trans", 10, "true", "constant.language.boolean.true.trans"),
    Case("samples/bounce-popup.trans", 4, "false", "constant.language.boolean.false.trans"),
    # transition names, bases and constants
    Case("samples/card.trans", 5, "Card", "entity.name.type.transition.trans"),
    Case("samples/action-sheet.trans", 23, "TallSheet", "entity.name.type.transition.trans"),
    Case("samples/action-sheet.trans", 23, "ActionSheet", "entity.other.inherited-class.trans"),
    Case("samples/card.trans", 2, "margin", "variable.other.constant.declaration.trans"),
    Case("samples/card.trans", 9, "margin", "variable.other.trans"),
    # entry names and block headers
    Case("samples/card.trans", 6, "style", "variable.other.property.trans"),
    Case("samples/card.trans", 9, "frame", "variable.other.property.trans"),
    Case("samples/card.trans", 14, "duration", "variable.other.property.trans"),
    Case("samples/card.trans", 10, "color", "variable.other.property.trans"),
    Case("Tests/Corpus/lex/comments.trans", 13, "dismiss", "variable.other.property.trans", absent="keyword"),
    Case("samples/card.trans", 8, "presentation", "keyword.other.block.presentation.trans"),
    Case("samples/card.trans", 10, "dimming", "keyword.other.block.dimming.trans"),
    Case("samples/card.trans", 13, "present", "keyword.other.block.present.trans"),
    Case("samples/shadow-card.trans", 10, "appearance", "keyword.other.block.appearance.trans"),
    Case("samples/shadow-card.trans", 11, "shadow", "keyword.other.block.shadow.trans"),
    Case("samples/shadow-card.trans", 12, "corners", "keyword.other.block.corners.trans"),
    Case("samples/bordered-sheet.trans", 11, "border", "keyword.other.block.border.trans"),
    Case("samples/card.trans", 21, "dismiss", "keyword.other.block.dismiss.trans"),
    # targets
    Case("samples/card.trans", 16, "presented", "variable.language.target.trans"),
    Case("samples/page-flip.trans", 9, "presenting", "variable.language.target.trans"),
    Case("Tests/Corpus/sema/dimming.trans", 9, "dimming", "variable.language.target.trans", absent="keyword.other.block"),
    Case("samples/bounce-popup.trans", 8, "presented", "variable.language.target.trans"),
    Case("samples/bounce-popup.trans", 8, "tag", "support.function.tag.trans"),
    Case("samples/bounce-popup.trans", 8, "1000", "constant.numeric.decimal.trans"),
    # calls, argument labels, members, curves and enum values
    Case("samples/card.trans", 3, "spring", "support.function.builtin.trans"),
    Case("samples/card.trans", 3, "damping", "variable.parameter.label.trans", absent="variable.other.property"),
    Case("samples/bounce-popup.trans", 9, "keyframes", "support.function.builtin.trans"),
    Case("samples/bounce-popup.trans", 9, "cubic", "support.constant.enum.trans"),
    Case("samples/card.trans", 25, "offscreen", "support.function.builtin.trans"),
    Case("samples/system-sheet.trans", 6, "sheet", "keyword.other.block.sheet.trans"),
    Case("Tests/Corpus/sema/reduce-motion.trans", 15, "reduceMotion", "keyword.other.block.reduce-motion.trans"),
    Case("Tests/Corpus/sema/reduce-motion.trans", 10, "crossFade", "support.constant.enum.trans"),
    Case("Tests/Corpus/sema/reduce-motion.trans", 24, "keep", "support.constant.enum.trans"),
    Case("Tests/Corpus/sema/geometry.trans", 3, "clamp", "support.function.builtin.trans"),
    Case("samples/card.trans", 25, "offset", "support.function.builtin.trans"),
    Case("samples/card.trans", 25, "bottom", "support.constant.enum.trans"),
    Case("samples/card.trans", 9, "inset", "support.function.builtin.trans"),
    Case("samples/action-sheet.trans", 29, "pan", "support.function.builtin.trans"),
    Case("samples/edge-menu.trans", 19, "edgePan", "support.function.builtin.trans"),
    Case("samples/card.trans", 17, "final", "variable.language.frame.trans"),
    Case("samples/card.trans", 17, "height", "variable.other.member.trans"),
    Case("samples/card.trans", 6, "custom", "support.constant.enum.trans"),
    Case("Tests/Corpus/sema/did-you-mean-functions.trans", 11, "cubicBezer", "entity.name.function.call.trans"),
    # the track operator
    Case("samples/card.trans", 17, "->", "keyword.operator.arrow.trans"),
]


# One scope per category docs/editors.md lists; the table must pin each on a real token.
CATEGORIES = [
    "comment.line.double-slash.trans",
    "comment.block.trans",
    "string.quoted.double.trans",
    "constant.character.escape.trans",
    "invalid.illegal.escape.trans",
    "constant.numeric.decimal.trans",
    "keyword.other.unit.ms.trans",
    "constant.other.color.rgb-value.hex.trans",
    "support.function.color.trans",
    "support.constant.color.trans",
    "keyword.control.transition.trans",
    "keyword.control.let.trans",
    "keyword.control.animate.trans",
    "constant.language.boolean.true.trans",
    "variable.other.property.trans",
    "keyword.other.block.presentation.trans",
    "keyword.other.block.dimming.trans",
    "keyword.other.block.present.trans",
    "keyword.other.block.dismiss.trans",
    "variable.language.target.trans",
    "support.function.tag.trans",
    "support.function.builtin.trans",
    "keyword.operator.arrow.trans",
    "entity.name.type.transition.trans",
    "entity.other.inherited-class.trans",
]


def test_table_covers_every_category():
    assert not [scope for scope in CATEGORIES if scope not in {case.scope for case in CASES}]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.file}:{c.line}:{c.text}")
def test_token_has_scope(parser, case):
    source = (REPO / case.file).read_text(encoding="utf-8")
    for stack in scopes_of(parser, source, case.line, case.text, case.nth):
        assert case.scope in stack, stack
        if case.absent:
            assert not any(scope.startswith(case.absent) for scope in stack), stack


class Snippet(NamedTuple):
    """In `source`, the `nth` `text` on line 1 is in `scope` and in no scope starting `absent`."""

    source: str
    text: str
    scope: str
    absent: str
    nth: int = 1


SNIPPETS = [
    Snippet('doc: "see http://example.com" // real', "//example.com", "string.quoted.double.trans", "comment"),
    Snippet('doc: "see http://example.com" // real', "// real", "comment.line.double-slash.trans", "string"),
    Snippet('doc: "a /* b */ c"', "/* b */", "string.quoted.double.trans", "comment"),
    Snippet("let transitionX = 1", "transitionX", "variable.other.constant.declaration.trans", "keyword"),
    Snippet("    animateIn: 0.3s", "animateIn", "variable.other.property.trans", "keyword"),
    Snippet("let a = letter + falsehood", "letter", "variable.other.trans", "keyword"),
    Snippet("let a = letter + falsehood", "falsehood", "variable.other.trans", "constant.language"),
    Snippet("transitions Foo {", "transitions", "variable.other.trans", "keyword"),
    Snippet("    presentedView: 1", "presentedView", "variable.other.property.trans", "variable.language"),
    Snippet("    dimming: 1", "dimming", "variable.other.property.trans", "keyword.other.block"),
    Snippet("let x = 3 - 2", "-", "keyword.operator.arithmetic.trans", "constant.numeric"),
    Snippet("let x = -0.002", "-", "keyword.operator.arithmetic.trans", "constant.numeric"),
    Snippet("let x = -0.002", "0.002", "constant.numeric.decimal.trans", "keyword.operator"),
    Snippet("let c = white", "white", "support.constant.color.trans", "variable.other"),
    Snippet("let c = clear", "clear", "support.constant.color.trans", "variable.other"),
    Snippet("let s = 3sec", "sec", "invalid.illegal.unit.trans", "keyword.other.unit"),
    Snippet("let r = x2", "x2", "variable.other.trans", "constant.numeric"),
    Snippet("let c = #FF00004", "#FF00004", "invalid.illegal.color.trans", "constant.other.color"),
    Snippet("    alpha: 0 => 1", "=>", "invalid.illegal.arrow.trans", "keyword.operator.arrow"),
    Snippet("let a = ((1)) + x", "))", "punctuation.section.arguments.end.trans", "invalid"),
    Snippet("let a = ((1)) + x", "x", "variable.other.trans", "meta.arguments"),
    Snippet("/* a /* b */*/ let x = 1", "let", "keyword.control.let.trans", "comment"),
    Snippet("let p = presented.tag(2)", "presented", "variable.language.target.trans", "variable.other"),
]


@pytest.mark.parametrize("snippet", SNIPPETS, ids=lambda s: f"{s.source}|{s.text}")
def test_snippet_scope(parser, snippet):
    for stack in scopes_of(parser, snippet.source, 1, snippet.text, snippet.nth):
        assert snippet.scope in stack, stack
        assert not any(scope.startswith(snippet.absent) for scope in stack), stack
