// The Interplay extension: starts `interplay lsp` and connects VS Code to it.
// Plain JavaScript, no build step; the only runtime dependency is vscode-languageclient.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function createClient() {
  const configuration = vscode.workspace.getConfiguration('interplay');
  const command = configuration.get('path') || 'interplay';
  const serverOptions = {
    run: { command, args: ['lsp'] },
    debug: { command, args: ['lsp'] },
  };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'interplay' },
      { scheme: 'untitled', language: 'interplay' },
    ],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher('**/{*.ipl,.interplay.yml}'),
    },
  };
  return new LanguageClient('interplay', 'Interplay', serverOptions, clientOptions);
}

async function start() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `Interplay: could not start '${vscode.workspace.getConfiguration('interplay').get('path')} lsp' ` +
        `(set "interplay.path"): ${error.message || error}`,
    );
  }
}

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('interplay.restartServer', async () => {
      if (client) await client.stop();
      await start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration('interplay.path')) {
        if (client) await client.stop();
        await start();
      }
    }),
  );
  await start();
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
