"""Shared helpers: the repository's paths and the grammar loaded once for the session."""

import json
import logging
import os
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GRAMMAR = REPO / "grammar" / "trans.tmLanguage.json"
# The shared spec lies beside the checkout (as Tests/TransDriverTests/DriverHarness.swift finds it).
SPEC_SAMPLES = REPO.parent / "shared" / "spec" / "samples"


def _import_language_parser():
    """Import textmate-grammar-python from inside a temporary directory.

    Importing it creates a `.textmate_cache` folder in the working directory; the tests
    leave nothing behind outside their own temporary directory.
    """
    previous = os.getcwd()
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)
        try:
            from textmate_grammar.parsers.base import LanguageParser
        finally:
            os.chdir(previous)
    return LanguageParser


LanguageParser = _import_language_parser()
# Its warnings report text that no pattern claims, which is normal inside strings and
# comments; the tests check coverage themselves.
logging.getLogger("textmate_grammar").setLevel(logging.ERROR)


@pytest.fixture(scope="session")
def parser():
    """The `.trans` grammar, ready to tokenize."""
    return LanguageParser(json.loads(GRAMMAR.read_text(encoding="utf-8")))
