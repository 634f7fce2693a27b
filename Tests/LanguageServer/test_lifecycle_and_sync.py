"""Initialize, positionEncoding, incremental sync with UTF-16 ranges, refusals, coalescing."""

import asyncio

from lsprotocol import types

from conftest import start_session

URI = "file:///tmp/lsp-tests/card.trans"

# Line 1 holds "🎉" (two UTF-16 units, four UTF-8 bytes) before the value edits aim at.
TEXT = 'let note = 1\ntransition T {\n    doc: "🎉", style: custom\n    present { duration: 0.3s }\n    dismiss: reverse\n}\n'


def change(session, version, changes):
    session.client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
            content_changes=changes,
        )
    )


def ranged(start, end, text):
    return types.TextDocumentContentChangePartial(
        range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text
    )


async def test_initialize_advertises_every_implemented_capability(session):
    capabilities = session.result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.text_document_sync.open_close is True
    assert capabilities.hover_provider is True
    assert capabilities.definition_provider is True
    assert capabilities.document_symbol_provider is True
    assert capabilities.folding_range_provider is True
    assert capabilities.document_formatting_provider is True
    assert list(capabilities.completion_provider.trigger_characters) == [".", ":"]
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    legend = capabilities.semantic_tokens_provider.legend
    assert list(legend.token_types) == [
        "keyword", "class", "variable", "property", "enumMember", "function", "parameter", "number", "string",
        "comment",
    ]
    assert list(legend.token_modifiers) == ["declaration", "readonly", "defaultLibrary"]
    assert capabilities.semantic_tokens_provider.full is True
    assert session.result.server_info.name == "transc"


async def test_the_client_s_first_known_encoding_is_chosen():
    for offered, chosen in [
        (["utf-32", "utf-16"], "utf-32"),
        (["utf-8"], "utf-8"),
        (["latin-1", "utf-8"], "utf-8"),
        (["latin-1"], "utf-16"),
    ]:
        session = await start_session(encodings=offered)
        try:
            assert session.result.capabilities.position_encoding == chosen
        finally:
            await session.close()


async def test_incremental_changes_use_utf16_ranges_on_a_non_ascii_line(session):
    session.open(URI, TEXT)
    await session.diagnostics_for(URI, 1)
    # `    doc: "🎉", style: custom`: "custom" starts at UTF-16 character 22 (21 scalars).
    change(session, 2, [ranged((2, 22), (2, 28), "cusom")])
    [diagnostic] = (await session.diagnostics_for(URI, 2)).diagnostics
    assert diagnostic.code == "sema.unknown-name"
    assert diagnostic.message == "'cusom' is not a presentation style; did you mean 'custom'?"
    assert diagnostic.range == types.Range(types.Position(2, 22), types.Position(2, 27))
    # Two changes in one message apply in order, the second against the first's result:
    # "cusom" becomes "custom" again, then "1" on line 0 becomes "1s + margin".
    change(session, 3, [ranged((2, 22), (2, 27), "custom"), ranged((0, 11), (0, 12), "1 + margn")])
    [diagnostic] = (await session.diagnostics_for(URI, 3)).diagnostics
    assert "'margn'" in diagnostic.message
    assert diagnostic.range == types.Range(types.Position(0, 15), types.Position(0, 20))


async def test_utf8_positions_count_bytes_when_negotiated():
    session = await start_session(encodings=["utf-8"])
    try:
        session.open(URI, TEXT)
        await session.diagnostics_for(URI, 1)
        # The same "custom", at byte 24 of its line: "🎉" is four bytes.
        change(session, 2, [ranged((2, 24), (2, 30), "cusom")])
        [diagnostic] = (await session.diagnostics_for(URI, 2)).diagnostics
        assert diagnostic.range == types.Range(types.Position(2, 24), types.Position(2, 29))
    finally:
        await session.close()


async def test_a_burst_of_edits_publishes_once_for_the_last_version(session):
    session.open(URI, TEXT)
    await session.diagnostics_for(URI, 1)
    before = len(session.published)
    for version in range(2, 22):
        change(session, version, [ranged((0, 11), (0, 12), str(version))])
    published = await session.diagnostics_for(URI, 21)
    await asyncio.sleep(0.3)  # anything stale would have arrived by now
    burst = [p for p in session.published[before:] if p.uri == URI]
    assert [p.version for p in burst] == [21]
    assert published.version == 21


async def test_edits_that_never_pause_still_publish_every_half_second(session):
    # A held key: an edit every 20 ms for 1.6 s never leaves the input quiet for 50 ms, but
    # diagnostics wait at most 500 ms.
    session.open(URI, TEXT)
    await session.diagnostics_for(URI, 1)
    before = len(session.published)
    for version in range(2, 82):
        change(session, version, [ranged((0, 11), (0, 12), str(version % 10))])
        await asyncio.sleep(0.02)
    await session.diagnostics_for(URI, 81)
    versions = [p.version for p in session.published[before:] if p.uri == URI]
    assert len(versions) >= 3 and versions[-1] == 81 and versions == sorted(versions)
    assert len(versions) < 40


async def test_a_change_outside_the_document_is_refused_and_changes_nothing(session):
    session.open(URI, TEXT)
    await session.diagnostics_for(URI, 1)
    change(session, 2, [ranged((0, 0), (0, 3), "var"), ranged((40, 0), (41, 0), "x")])
    await session.notification(types.WINDOW_SHOW_MESSAGE)
    [message] = session.client.messages
    assert message.type == types.MessageType.Error
    assert "refused a change" in message.message and "unusable range" in message.message
    assert "(version 1 kept)" in message.message
    # The first change of the refused message was not applied either ("var" would be a syntax
    # error): the only diagnostic of the next change is its own.
    change(session, 3, [ranged((2, 22), (2, 28), "cusom")])
    [diagnostic] = (await session.diagnostics_for(URI, 3)).diagnostics
    assert diagnostic.code == "sema.unknown-name"
    assert diagnostic.range == types.Range(types.Position(2, 22), types.Position(2, 27))


async def test_half_a_surrogate_pair_is_refused(session):
    session.open(URI, TEXT)
    await session.diagnostics_for(URI, 1)
    # Character 11 is between the two UTF-16 units of "🎉".
    change(session, 2, [ranged((2, 11), (2, 11), "x")])
    await session.notification(types.WINDOW_SHOW_MESSAGE)
    assert "unusable range" in session.client.messages[-1].message


async def test_a_change_to_a_document_never_opened_is_refused(session):
    change(session, 2, [types.TextDocumentContentChangeWholeDocument(text="let a = 1\n")])
    await session.notification(types.WINDOW_SHOW_MESSAGE)
    assert session.client.messages[-1].type == types.MessageType.Error
    assert "which is not open" in session.client.messages[-1].message
    # And no diagnostics were published for it.
    await asyncio.sleep(0.2)
    assert all(p.uri != URI for p in session.published)


async def test_closing_clears_the_diagnostics(session):
    session.open(URI, "transition T {}\n")
    assert (await session.diagnostics_for(URI, 1)).diagnostics
    session.client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    published = await session.next_diagnostics()
    assert (published.uri, published.version, list(published.diagnostics)) == (URI, None, [])
