'use strict';
// Starts `transc lsp` for .trans documents; highlighting comes from the grammar in
// package.json alone. See docs/editors.md.

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** The running client, kept so that `deactivate` can stop the server. */
let client;

/** The settings the server is given, under the names docs/editors.md lists. */
function serverSettings() {
  const settings = vscode.workspace.getConfiguration('trans');
  return {
    deploymentTarget: settings.get('deploymentTarget'),
    container: settings.get('container'),
  };
}

/** Starts the server: `trans.transcPath lsp` on standard input and output. */
async function activate(context) {
  const command = vscode.workspace.getConfiguration('trans').get('transcPath') || 'transc';
  // No `transport` option: with `TransportKind.stdio` the client appends `--stdio`, which
  // `transc lsp` rejects; an executable without one already talks over stdio.
  const serverOptions = { command, args: ['lsp'] };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'trans' },
      { scheme: 'untitled', language: 'trans' },
    ],
    initializationOptions: serverSettings(),
    // Sends `workspace/didChangeConfiguration` with the `trans` section when it changes.
    synchronize: { configurationSection: 'trans' },
  };
  client = new LanguageClient('trans', 'transc', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('trans.transcPath')) {
        vscode.window.showInformationMessage('Reload the window to start the new transc.');
      }
    }),
  );
  await client.start();
}

/** Stops the server when VS Code unloads the extension. */
function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
