// Runs editors/vscode/extension.js against a stand-in for VS Code's API and
// for vscode-languageclient (VS Code cannot run here): activation, the
// program it picks, what it hands the server, the restart command, and what
// a settings change does. Prints one line per observation.
//
// usage: node extension-host.js WORKSPACE_DIR [BIN_DIR]
// WORKSPACE_DIR may hold node_modules/tensorlint; BIN_DIR goes first on the
// PATH, where the extension looks for `tensorlint`.
'use strict';
const Module = require('node:module');
const path = require('node:path');

if (process.argv[3]) process.env.PATH = `${process.argv[3]}${path.delimiter}${process.env.PATH}`;

const settings = { path: '', checks: '-*,tensor-undisposed', compileCommandsDir: '/proj/build', extraArgs: ['-std=c++17'] };
let configListener = null;
const registered = {};
const clients = [];

const vscode = {
  workspace: {
    workspaceFolders: [{ uri: { fsPath: path.resolve(process.argv[2]) } }],
    getConfiguration: (section) => ({ get: (key) => (section === 'tensorlint' ? settings[key] : undefined) }),
    onDidChangeConfiguration: (fn) => { configListener = fn; return { dispose() {} }; },
  },
  window: {
    createOutputChannel: (name) => ({ name, lines: [], appendLine(l) { this.lines.push(l); }, dispose() {} }),
    showErrorMessage: (m) => console.log(`error message: ${m}`),
  },
  commands: { registerCommand: (id, fn) => { registered[id] = fn; return { dispose() {} }; } },
};

class LanguageClient {
  constructor(id, name, server, options) {
    Object.assign(this, { id, name, server, options, notifications: [], running: false });
    clients.push(this);
  }
  async start() { this.running = true; }
  async stop() { this.running = false; }
  sendNotification(method, params) { this.notifications.push([method, params]); }
}

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return { LanguageClient };
  return load.call(this, request, parent, isMain);
};

const ext = require('../../../editors/vscode/extension.js');
const context = { subscriptions: [] };

function describe(c) {
  const o = c.options;
  return `client ${clients.indexOf(c)}: ${path.basename(c.server.command)} ${c.server.args.join(' ')} ` +
         `running=${c.running} init=${JSON.stringify(o.initializationOptions)} ` +
         `output=${o.outputChannel && o.outputChannel.name} languages=${o.documentSelector.map((s) => s.language).join(',')}`;
}

(async () => {
  await ext.activate(context);
  console.log(`activated: ${describe(clients[0])}`);
  console.log(`commands: ${Object.keys(registered).join(',')}`);

  await registered['tensorlint.restart']();
  console.log(`restarted: ${describe(clients[0])} / ${describe(clients[1])}`);

  settings.checks = 'tensor-*';
  await configListener({ affectsConfiguration: (s) => s === 'tensorlint' || s === 'tensorlint.checks' });
  console.log(`checks changed: ${clients.length} clients; notified ${JSON.stringify(clients[1].notifications)}`);

  settings.path = '/opt/tensorlint/bin/tensorlint';
  await configListener({ affectsConfiguration: (s) => s === 'tensorlint' || s === 'tensorlint.path' });
  console.log(`path changed: ${describe(clients[2])}; old running=${clients[1].running}`);

  await configListener({ affectsConfiguration: (s) => s === 'editor' });
  console.log(`other settings: ${clients.length} clients`);

  await ext.deactivate();
  console.log(`deactivated: running=${clients.map((c) => c.running).join(',')}`);
})().catch((e) => { console.log(`failed: ${e.stack}`); process.exit(1); });
