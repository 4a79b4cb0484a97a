'use strict';
// Starts `tensorlint lsp` (the language server of the tensorlint program) for
// JavaScript, TypeScript, Vue, Python, C and C++ files: diagnostics as you
// type, quick fixes, fix-all. The server is the one test/lsp drives with
// neovim; test/editors/extension.js runs this client against a stand-in for
// VS Code's API.
//
// Settings (package.json): tensorlint.path, tensorlint.checks,
// tensorlint.compileCommandsDir, tensorlint.extraArgs; the server gets the
// last three at start and again whenever they change. Command: "tensorlint:
// Restart Server". The server's log goes to the "tensorlint" output channel.

const { spawnSync } = require('node:child_process');
const { workspace, window, commands } = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;
let output;

/** The languages a program analyses, from its --version ("languages: ..."). */
function languagesOf(program) {
  const run = spawnSync(program, ['--version'], { encoding: 'utf8', timeout: 5000 });
  const m = /languages:(.*)/.exec(run.stdout || '');
  return m ? m[1] : null;
}

/**
 * tensorlint.path, else a program with C/C++ support (the tensorlint on the
 * PATH, a .deb or source build) when there is one, else the workspace's
 * tensorlint npm package (JavaScript/TypeScript and Python only), else the
 * PATH's whatever it supports.
 */
function serverProgram() {
  const configured = workspace.getConfiguration('tensorlint').get('path');
  if (configured) return configured;
  const onPath = languagesOf('tensorlint');
  if (onPath && onPath.includes('C/C++')) return 'tensorlint';
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

/** What the server reads (tools/lsp/Server.cpp readSettings). */
function serverSettings() {
  const c = workspace.getConfiguration('tensorlint');
  return {
    checks: c.get('checks') || '',
    compileCommandsDir: c.get('compileCommandsDir') || '',
    extraArgs: c.get('extraArgs') || [],
  };
}

async function start() {
  const command = serverProgram();
  output.appendLine(`starting ${command} lsp`);
  const languages = ['javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'vue', 'c', 'cpp', 'python'];
  client = new LanguageClient(
      'tensorlint', 'tensorlint',
      { command, args: ['lsp'] },
      {
        // Files only: a Jupyter notebook's cells (vscode-notebook-cell:)
        // reach the server together through the notebook sync it announces
        // (notebookDocumentSync), since they share one kernel.
        documentSelector: languages.map((language) => ({ scheme: 'file', language })),
        initializationOptions: serverSettings(),
        outputChannel: output,
      });
  try {
    await client.start();
  } catch (e) {
    output.appendLine(`cannot start '${command} lsp': ${e.message}`);
    window.showErrorMessage(`tensorlint: cannot start '${command} lsp': ${e.message}. ` +
                            'Install the tensorlint npm package or set tensorlint.path.');
  }
}

async function stop() {
  if (!client) return;
  const c = client;
  client = undefined;
  await c.stop();
}

async function activate(context) {
  output = window.createOutputChannel('tensorlint');
  context.subscriptions.push(output);
  context.subscriptions.push(commands.registerCommand('tensorlint.restart', async () => {
    await stop();
    await start();
  }));
  context.subscriptions.push(workspace.onDidChangeConfiguration(async (e) => {
    if (!e.affectsConfiguration('tensorlint')) return;
    if (e.affectsConfiguration('tensorlint.path')) {
      await stop();
      await start();
    } else if (client) {
      client.sendNotification('workspace/didChangeConfiguration',
                              { settings: { tensorlint: serverSettings() } });
    }
  }));
  context.subscriptions.push({ dispose: () => stop() });
  await start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
