"""Starts the built `transc lsp` under pytest-lsp's client, as VS Code would drive it.

The binary is `$(swift build --show-bin-path)/transc`; `.ci/run` (or `swift build`) builds it
first. `TRANSC` overrides the path.
"""

import asyncio
import os
import pathlib
import subprocess

import pytest
import pytest_asyncio
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]


def transc_path() -> str:
    if "TRANSC" in os.environ:
        return os.environ["TRANSC"]
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    path = pathlib.Path(bin_path) / "transc"
    if not path.is_file():
        pytest.exit(f"{path} is missing: run `swift build` first", returncode=1)
    return str(path)


TRANSC = transc_path()
CONFIG = ClientServerConfig(server_command=[TRANSC, "lsp"])


class Session:
    """A client with the diagnostics it was sent, every one in order (pytest-lsp keeps the last)."""

    def __init__(self, client: LanguageClient):
        self.client = client
        self.published: list[types.PublishDiagnosticsParams] = []
        self.result: types.InitializeResult | None = None

        # pytest-lsp's own handler keeps only the last list per URI; wrap it to keep them all.
        features = client.protocol.fm.features
        keep_last = features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS]

        def record(params: types.PublishDiagnosticsParams):
            self.published.append(params)
            return keep_last(params)

        features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = record

    async def initialize(self, encodings=None, options=None) -> types.InitializeResult:
        capabilities = client_capabilities("visual-studio-code")
        if encodings is not None:
            capabilities.general.position_encodings = encodings
        self.result = await self.client.initialize_session(
            types.InitializeParams(capabilities=capabilities, initialization_options=options)
        )
        return self.result

    def open(self, uri: str, text: str, version: int = 1):
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="trans", version=version, text=text)
            )
        )

    async def notification(self, method: str):
        """Waits for the next notification `method`, failing after 10 s rather than hanging."""
        return await asyncio.wait_for(self.client.wait_for_notification(method), timeout=10)

    async def diagnostics_for(self, uri: str, version: int | None = None) -> types.PublishDiagnosticsParams:
        """Waits for the diagnostics of `uri` (at `version`, when given)."""
        while True:
            for params in reversed(self.published):
                if params.uri == uri and (version is None or params.version == version):
                    return params
            await self.notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    async def next_diagnostics(self) -> types.PublishDiagnosticsParams:
        """Waits for a publication after those already received."""
        count = len(self.published)
        while len(self.published) == count:
            await self.notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return self.published[-1]


    async def close(self):
        await self.client.shutdown_session()
        await self.client.stop()


async def start_session(encodings=None, options=None) -> Session:
    """A server started and initialized with VS Code's capabilities (and `encodings`, `options`)."""
    state = Session(await CONFIG.start())
    await state.initialize(encodings, options)
    return state


@pytest_asyncio.fixture
async def session():
    """A session initialized with VS Code's capabilities and no options."""
    state = await start_session()
    yield state
    await state.close()


def sample(name: str) -> str:
    return (ROOT / "samples" / name).read_text(encoding="utf-8")

