'use strict';
// Starts `tensorlint lsp` (the language server of the tensorlint program) for
// JavaScript, TypeScript, Vue, C and C++ files: diagnostics as you type,
// quick fixes, fix-all. The server is the one test/lsp drives with neovim.

const { workspace, window } = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

/** tensorlint.path, else the workspace's tensorlint npm package, else PATH. */
function serverProgram() {
  const configured = workspace.getConfiguration('tensorlint').get('path');
  if (configured) return configured;
  for (const folder of workspace.workspaceFolders || []) {
    try {
      const pkg = require.resolve('tensorlint', { paths: [folder.uri.fsPath] });
      return require(pkg).binaryPath();
    } catch (_) {
      // not installed in this folder
    }
  }
  return 'tensorlint';
}

async function activate(context) {
  const command = serverProgram();
  const languages = ['javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'vue', 'c', 'cpp', 'python'];
  client = new LanguageClient(
      'tensorlint', 'tensorlint',
      { command, args: ['lsp'] },
      { documentSelector: languages.map((language) => ({ scheme: 'file', language })) });
  try {
    await client.start();
  } catch (e) {
    window.showErrorMessage(`tensorlint: cannot start '${command} lsp': ${e.message}. ` +
                            'Install the tensorlint npm package or set tensorlint.path.');
  }
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
