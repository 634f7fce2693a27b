"""Shared fixtures: every sample's preview and timeline written by transc, and one headless Chromium."""

import json
import os
import subprocess
from pathlib import Path

import pytest

from devtools import Browser

REPO = Path(__file__).resolve().parents[2]
SAMPLES = sorted((REPO / "samples").glob("*.trans"))
# The window the pages are measured in.
WINDOW = (1200, 1000)


def transc_path():
    """The transc .ci/run built (TRANSC), else the debug build's."""
    path = Path(os.environ.get("TRANSC", REPO / ".build" / "debug" / "transc"))
    assert path.is_file(), f"{path} is missing: build transc first (swift build)"
    return path


@pytest.fixture(scope="session")
def pages(tmp_path_factory):
    """name → (page URL, timeline) for every sample, written into the session's temporary folder."""
    folder = tmp_path_factory.mktemp("pages")
    transc = transc_path()
    written = {}
    for sample in SAMPLES:
        name = sample.stem
        page = folder / f"{name}.preview.html"
        subprocess.run([transc, "preview", sample, "-o", page], check=True, cwd=folder)
        timeline = subprocess.run(
            [transc, "compile", sample, "--emit", "timeline"], check=True, capture_output=True, cwd=folder
        ).stdout
        written[name] = (page.as_uri(), json.loads(timeline))
    return written


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    chromium = Browser(tmp_path_factory.mktemp("profile"), *WINDOW)
    yield chromium
    chromium.close()
