"""Hover, completion, definition, symbols, folding, semantic tokens, formatting, code actions
and settings, each through the real client against the built server."""

from lsprotocol import types

from conftest import sample, start_session

URI = "file:///tmp/lsp-tests/card.trans"
DOC = types.TextDocumentIdentifier(uri=URI)


async def opened(session, text, uri=URI):
    session.open(uri, text)
    return await session.diagnostics_for(uri, 1)


async def hover(session, line, character):
    result = await session.client.text_document_hover_async(
        types.HoverParams(text_document=DOC, position=types.Position(line, character))
    )
    return result.contents.value if result else None


async def completion_labels(session, line, character):
    items = await session.client.text_document_completion_async(
        types.CompletionParams(text_document=DOC, position=types.Position(line, character))
    )
    return [item.label for item in items]


async def test_hover_on_an_entry_says_what_it_means_and_the_final_frame(session):
    await opened(session, sample("card.trans"))
    text = await hover(session, 8, 10)  # presentation { frame: … }
    assert text.startswith("**`frame`** — a frame\n\n`frameOfPresentedViewInContainerView`")
    assert "- final frame at 393×852: x 35, y 80, width 323, height 692" in text


async def test_hover_on_a_curve_gives_its_spring_constants_and_settling_time(session):
    await opened(session, sample("card.trans"))
    text = await hover(session, 14, 10)  # present { curve: sheetSpring }
    assert text.startswith("**`curve`** — a curve")
    assert "- present lasts 0.55 s" in text
    assert "- curve: spring(damping: 0.7, velocity: 0.3)" in text
    assert "- spring: mass 1, stiffness 354.068, damping 26.3434 (ratio 0.7), settling time 0.5492 s" in text


async def test_hover_on_a_constant_gives_its_value_type_and_resolution(session):
    await opened(session, sample("card.trans"))
    text = await hover(session, 14, 16)  # the use of sheetSpring
    assert text.startswith("```trans\nlet sheetSpring = spring(damping: 0.7, velocity: 0.3)\n```")
    assert "constant: a curve, declared on line 3" in text
    assert "stiffness 354.068" in text
    assert "constant: a number, declared on line 2" in await hover(session, 1, 5)


async def test_hover_on_a_track_gives_its_first_and_last_frame_from_the_timeline(session):
    await opened(session, sample("card.trans"))
    text = await hover(session, 16, 13)  # animate presented { frame: … -> final }
    assert text.startswith("**`frame`** — a frame track")
    assert (
        "- from (x 35, y -772, width 323, height 692) to (x 35, y 80, width 323, height 692) at 393×852" in text
    )


async def test_hover_on_a_literal_value_gives_its_type_and_resolution(session):
    await opened(session, sample("card.trans"))
    result = await session.client.text_document_hover_async(
        types.HoverParams(text_document=DOC, position=types.Position(13, 20))  # duration: 0.55s
    )
    assert result.contents.value.startswith("`0.55s` — a time: the value of `duration`\n\n- present lasts 0.55 s")
    assert result.range == types.Range(types.Position(13, 18), types.Position(13, 23))
    assert await hover(session, 1, 14) == "`35` — a number: the value of constant `margin`"
    assert (await hover(session, 9, 42)).startswith("`0.4` — a number in 0…1: the value of `alpha`")


async def test_hover_on_settings_gives_the_resolved_setting(session):
    for name, line, character, expected in [
        ("card.trans", 5, 6, "- `UIModalPresentationStyle.custom`"),
        ("card.trans", 9, 10, "- dimming: color rgba(0, 0, 0, 1), alpha 0.4, tap to dismiss true"),
        ("page-flip.trans", 7, 10, "- perspective 500 at 393×852: m34 = -0.002"),
        ("page-flip.trans", 9, 14, "- anchor point (0, 0.5)"),
        ("action-sheet.trans", 28, 10, "- pan down, threshold 0.3"),
    ]:
        uri = f"file:///tmp/lsp-tests/{name}"
        session.open(uri, sample(name))
        await session.diagnostics_for(uri, 1)
        result = await session.client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line, character)
            )
        )
        assert result.contents.value.endswith(expected), (name, line, result.contents.value)


async def test_hover_on_a_value_word_and_nothing(session):
    await opened(session, sample("card.trans"))
    assert await hover(session, 5, 12) == "**`custom`** — a presentation style: `UIModalPresentationStyle.custom`"
    assert await hover(session, 3, 0) is None


async def test_hover_on_a_non_ascii_line_counts_utf16(session):
    text = 'transition T { doc: "🎉🎉", style: custom }\n'
    await opened(session, text)
    # "style" starts at UTF-16 character 28 (26 scalars): each emoji is two units.
    assert (await hover(session, 0, 28)).startswith("**`style`** — a presentation style")
    result = await session.client.text_document_hover_async(
        types.HoverParams(text_document=DOC, position=types.Position(0, 30))
    )
    assert result.range == types.Range(types.Position(0, 28), types.Position(0, 33))


COMPLETING = """let fast = 0.2s
let bouncy = spring(damping: 0.6, velocity: 0)
transition Sheet {
    style: custom
    presentation {
        
    }
    present {
        duration: fast
        curve: bo
        animate  {
            frame: offscreen() -> final.
        }
    }
}
transition Other: 
"""


async def test_completion_offers_the_enclosing_block_s_entries_with_snippets(session):
    await opened(session, COMPLETING)
    items = await session.client.text_document_completion_async(
        types.CompletionParams(text_document=DOC, position=types.Position(5, 8))
    )
    assert [item.label for item in items] == [
        "frame",
        "removesPresentersView",
        "dimming",
        "cornerRadius",
        "rests",
        "passthrough",
        "keyboard",
        "relayout",
        "appearance",
    ]
    dimming = items[2]
    assert dimming.kind == types.CompletionItemKind.Snippet
    assert dimming.insert_text_format == types.InsertTextFormat.Snippet
    assert dimming.insert_text == "dimming {\n\t$0\n}"


async def test_completion_of_values_curves_targets_edges_members_and_bases(session):
    await opened(session, COMPLETING)
    # `curve: bo|`: the word being typed does not narrow the context.
    assert await completion_labels(session, 9, 17) == [
        "linear", "easeIn", "easeOut", "easeInOut", "cubicBezier", "spring(damping:velocity:)",
        "spring(mass:stiffness:damping:velocity:)", "spring(duration:bounce:)", "bouncy",
    ]
    assert await completion_labels(session, 8, 18) == ["fast"]  # duration: a time constant
    assert await completion_labels(session, 10, 16) == ["presented", "presenting", "dimming", "presented.tag"]
    assert await completion_labels(session, 11, 29) == ["top", "bottom", "left", "right"]
    assert await completion_labels(session, 11, 43) == ["x", "y", "width", "height", "offset"]
    assert await completion_labels(session, 3, 11) == [
        "custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "currentContext",
        "overCurrentContext", "automatic",
    ]
    assert await completion_labels(session, 15, 18) == ["Sheet"]
    assert await completion_labels(session, 16, 0) == ["transition", "let"]


async def test_definition_of_a_constant_and_of_a_base_transition(session):
    text = "let gap = 10\ntransition A { style: custom, presentation { frame: inset(gap) } }\ntransition B: A {}\n"
    await opened(session, text)
    location = await session.client.text_document_definition_async(
        types.DefinitionParams(text_document=DOC, position=types.Position(1, 60))
    )
    assert location == types.Location(uri=URI, range=types.Range(types.Position(0, 4), types.Position(0, 7)))
    location = await session.client.text_document_definition_async(
        types.DefinitionParams(text_document=DOC, position=types.Position(2, 14))
    )
    assert location == types.Location(uri=URI, range=types.Range(types.Position(1, 11), types.Position(1, 12)))
    nothing = await session.client.text_document_definition_async(
        types.DefinitionParams(text_document=DOC, position=types.Position(1, 16))
    )
    assert nothing is None


async def test_document_symbols_nest_transitions_blocks_and_entries(session):
    await opened(session, sample("card.trans"))
    symbols = await session.client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=DOC)
    )
    assert [(s.name, s.kind) for s in symbols] == [
        ("margin", types.SymbolKind.Constant), ("sheetSpring", types.SymbolKind.Constant),
        ("Card", types.SymbolKind.Class),
    ]
    card = symbols[2]
    assert card.range == types.Range(types.Position(4, 0), types.Position(27, 1))
    assert card.selection_range == types.Range(types.Position(4, 11), types.Position(4, 15))
    assert [s.name for s in card.children] == ["style", "presentation", "present", "dismiss"]
    present = card.children[2]
    assert [s.name for s in present.children] == ["duration", "curve", "animate presented"]
    assert present.children[0].detail == "0.55s"
    assert [s.name for s in present.children[2].children] == ["frame"]


async def test_folding_ranges_cover_every_multi_line_block_and_comment(session):
    await opened(session, "/* a\n   b */\n" + sample("card.trans"))
    ranges = await session.client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=DOC)
    )
    assert [(r.start_line, r.end_line, r.kind) for r in ranges] == [
        (0, 1, types.FoldingRangeKind.Comment),
        (6, 28, None), (9, 11, None), (14, 19, None), (17, 18, None), (22, 27, None), (25, 26, None),
    ]


async def test_semantic_tokens_follow_the_legend_with_utf16_lengths(session):
    await opened(session, "let a = 1s // 🎉\ntransition T: B {\n    style: custom\n}\n")
    tokens = await session.client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=DOC)
    )
    assert list(tokens.data) == [
        0, 0, 3, 0, 0,  # let: keyword
        0, 4, 1, 2, 3,  # a: variable, declaration | readonly
        0, 4, 2, 7, 0,  # 1s: number
        0, 3, 5, 9, 0,  # // 🎉: comment, five UTF-16 units
        1, 0, 10, 0, 0,  # transition
        0, 11, 1, 1, 1,  # T: class, declaration
        0, 3, 1, 1, 0,  # B: class
        1, 4, 5, 3, 0,  # style: property
        0, 7, 6, 4, 4,  # custom: enumMember, defaultLibrary
    ]


async def test_formatting_gives_the_standard_layout_and_refuses_syntax_errors(session):
    await opened(session, "let a=1\n")
    options = types.FormattingOptions(tab_size=2, insert_spaces=False)
    edits = await session.client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=DOC, options=options)
    )
    assert [e.new_text for e in edits] == ["let a = 1\n"]
    assert edits[0].range == types.Range(types.Position(0, 0), types.Position(1, 0))
    broken = "file:///tmp/lsp-tests/broken.trans"
    await opened(session, "transition T {\n", uri=broken)
    try:
        await session.client.text_document_formatting_async(
            types.DocumentFormattingParams(text_document=types.TextDocumentIdentifier(uri=broken), options=options)
        )
    except Exception as error:  # pygls raises the JSON-RPC error as an exception
        assert "cannot format a document with syntax errors: 2:1:" in str(error)
    else:
        raise AssertionError("formatting a file with syntax errors answered a result")


async def test_code_actions_offer_the_fix_its_as_quick_fixes(session):
    await opened(session, "transition T { style: cusom }\n")
    actions = await session.client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=DOC,
            range=types.Range(types.Position(0, 24), types.Position(0, 24)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    [action] = actions
    assert action.title == "replace 'cusom' with 'custom'"
    assert action.kind == types.CodeActionKind.QuickFix
    [edit] = action.edit.changes[URI]
    assert (edit.range, edit.new_text) == (types.Range(types.Position(0, 22), types.Position(0, 27)), "custom")


BOUNCY = "transition T {\n    style: custom\n    present { curve: spring(duration: 0.4s, bounce: 0.2) }\n    dismiss: reverse\n}\n"


async def test_initialization_options_set_the_container_and_deployment_target():
    session = await start_session(options={"deploymentTarget": "17", "container": "400x800"})
    try:
        assert list((await opened(session, BOUNCY)).diagnostics) == []
        session.open("file:///tmp/lsp-tests/card2.trans", sample("card.trans"))
        await session.diagnostics_for("file:///tmp/lsp-tests/card2.trans", 1)
        result = await session.client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri="file:///tmp/lsp-tests/card2.trans"),
                position=types.Position(8, 10),
            )
        )
        assert "- final frame at 400×800: x 35, y 80, width 330, height 640" in result.contents.value
    finally:
        await session.close()


async def test_a_configuration_change_republishes_and_bad_values_are_reported(session):
    [error] = (await opened(session, BOUNCY)).diagnostics
    assert error.message == (
        "'spring(duration:bounce:)' requires iOS 17.0 or later; the deployment target is 15.0"
        " (raise it with '--deployment-target 17')"
    )
    before = len(session.published)
    session.client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"trans": {"deploymentTarget": "17.0", "container": "wide"}})
    )
    await session.notification(types.WINDOW_SHOW_MESSAGE)
    assert session.client.messages[-1].type == types.MessageType.Warning
    assert "ignored 'container' \"wide\"" in session.client.messages[-1].message
    while len(session.published) == before:
        await session.notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    published = session.published[-1]
    assert (published.uri, published.version, list(published.diagnostics)) == (URI, 1, [])
