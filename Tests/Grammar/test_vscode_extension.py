"""The VS Code extension in editors/vscode: its manifest, language configuration and client."""

import json
import os
import re
import shutil
import subprocess

import pytest

from conftest import GRAMMAR, REPO

EXTENSION = REPO / "editors" / "vscode"


def manifest():
    return json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))


def test_manifest_contributes_the_language_and_the_grammar():
    contributes = manifest()["contributes"]
    [language] = contributes["languages"]
    assert language["id"] == "trans"
    assert language["extensions"] == [".trans"]
    assert (EXTENSION / language["configuration"]).is_file()
    [grammar] = contributes["grammars"]
    assert grammar["language"] == "trans"
    assert grammar["scopeName"] == json.loads(GRAMMAR.read_text(encoding="utf-8"))["scopeName"]
    grammar_path = EXTENSION / grammar["path"]
    assert grammar_path.is_file()
    assert grammar_path.samefile(GRAMMAR), "the extension must ship grammar/trans.tmLanguage.json itself"


def test_manifest_declares_the_client_and_the_settings():
    package = manifest()
    assert package["main"] == "./extension.js"
    assert "vscode-languageclient" in package["dependencies"]
    assert "node_modules/" in (EXTENSION / ".gitignore").read_text().split(), "npm's install is never committed"
    settings = package["contributes"]["configuration"]["properties"]
    assert settings["trans.transcPath"]["default"] == "transc"
    assert settings["trans.deploymentTarget"]["default"] == "15.0"
    assert settings["trans.container"]["default"] == "393x852"


def test_language_configuration_has_the_comment_tokens_and_brackets():
    configuration = json.loads((EXTENSION / "language-configuration.json").read_text(encoding="utf-8"))
    assert configuration["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert ["{", "}"] in configuration["brackets"] and ["(", ")"] in configuration["brackets"]
    pairs = {(pair["open"], pair["close"]) for pair in configuration["autoClosingPairs"]}
    assert {("{", "}"), ("(", ")"), ('"', '"')} <= pairs
    assert set(configuration["indentationRules"]) == {"increaseIndentPattern", "decreaseIndentPattern"}


def test_language_configuration_patterns_indent_blocks_and_keep_literals_whole():
    # VS Code compiles these as JavaScript regular expressions; they use only the syntax
    # JavaScript and Python share.
    configuration = json.loads((EXTENSION / "language-configuration.json").read_text(encoding="utf-8"))
    rules = configuration["indentationRules"]
    increase, decrease = re.compile(rules["increaseIndentPattern"]), re.compile(rules["decreaseIndentPattern"])
    assert increase.search("    present {") and increase.search("let s = spring(")
    assert not increase.search("    dimming { alpha: 0.4 }") and not increase.search("    duration: 0.3s")
    assert decrease.search("    }") and decrease.search(")") and not decrease.search("    alpha: 0 -> 1")
    word = re.compile(configuration["wordPattern"])
    assert [m.group() for m in word.finditer("rotationY: -90deg -> 0.3s, #FF000080")] == [
        "rotationY",
        "90deg",
        "0.3s",
        "#FF000080",
    ]


# Stand-ins for the `vscode` API and `vscode-languageclient/node` that record what
# extension.js asks of them; the script prints the recording as JSON.
STUB_VSCODE = """
const settings = { transcPath: '/opt/transc', deploymentTarget: '17.0', container: '1024x1366' };
module.exports = {
  workspace: {
    getConfiguration: (section) => ({ get: (key) => section === 'trans' ? settings[key] : undefined }),
    onDidChangeConfiguration: () => ({ dispose() {} }),
  },
  window: { showInformationMessage() {} },
};
"""
STUB_CLIENT = """
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    globalThis.recorded = { id, name, serverOptions, clientOptions, started: false };
  }
  async start() { globalThis.recorded.started = true; }
  async stop() { globalThis.recorded.stopped = true; }
}
module.exports = { LanguageClient };
"""
DRIVER = """
const extension = require(process.argv[2]);
const context = { subscriptions: [] };
extension.activate(context)
  .then(() => extension.deactivate())
  .then(() => console.log(JSON.stringify(globalThis.recorded)));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js to load extension.js")
def test_extension_starts_transc_lsp_with_the_settings(tmp_path):
    modules = tmp_path / "node_modules"
    (modules / "vscode-languageclient").mkdir(parents=True)
    (modules / "vscode").mkdir()
    (modules / "vscode" / "index.js").write_text(STUB_VSCODE)
    (modules / "vscode-languageclient" / "node.js").write_text(STUB_CLIENT)
    (tmp_path / "driver.js").write_text(DRIVER)
    result = subprocess.run(
        [shutil.which("node"), str(tmp_path / "driver.js"), str(EXTENSION / "extension.js")],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "NODE_PATH": str(modules)},
        cwd=tmp_path,
        check=True,
    )
    recorded = json.loads(result.stdout)
    assert recorded["serverOptions"] == {"command": "/opt/transc", "args": ["lsp"]}
    options = recorded["clientOptions"]
    assert {"scheme": "file", "language": "trans"} in options["documentSelector"]
    assert options["initializationOptions"] == {"deploymentTarget": "17.0", "container": "1024x1366"}
    assert options["synchronize"] == {"configurationSection": "trans"}
    assert recorded["started"] and recorded["stopped"]
