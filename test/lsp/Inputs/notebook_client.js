// A notebook session as VS Code's Jupyter editor drives it, through the
// LSP library VS Code's extension uses (vscode-languageserver-protocol,
// bundled with editors/vscode): notebookDocument/didOpen with each cell a
// text document, a cell edit, a cell inserted, a cell turned to markdown, a
// pull for one cell's diagnostics, close. Prints what the server publishes,
// per cell, in a form FileCheck reads.
//
// Usage: node notebook_client.js TENSORLINT VSCODE_NODE_MODULES DIR
'use strict';
const path = require('path');
const cp = require('child_process');
const fs = require('fs');

const [tensorlint, modules, dir] = process.argv.slice(2);
const proto = require(path.resolve(modules, 'vscode-languageserver-protocol/node'));

const server = cp.spawn(tensorlint, ['lsp'], {cwd: dir});
server.stderr.on('data', (d) => process.stderr.write(d));
const conn = proto.createProtocolConnection(
    new proto.StreamMessageReader(server.stdout),
    new proto.StreamMessageWriter(server.stdin));

const nbUri = 'file://' + path.join(dir, 'train.ipynb');
const cellUri = (n) => `vscode-notebook-cell:${path.join(dir, 'train.ipynb')}#C${n}`;
const published = [];
let waiting = null;
conn.onNotification(proto.PublishDiagnosticsNotification.type, (p) => {
  published.push(p);
  if (waiting) waiting();
});
conn.listen();

/// Resolves once the server has published to every uri of Uris since the
/// last call; fails the test after 10 s.
function publishedTo(uris) {
  published.length = 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no diagnostics for ' +
        uris.join(', '))), 10000);
    waiting = () => {
      if (uris.every((u) => published.some((p) => p.uri === u))) {
        clearTimeout(timer);
        waiting = null;
        // The last publication for each cell counts.
        const last = new Map();
        for (const p of published) last.set(p.uri, p.diagnostics);
        resolve(last);
      }
    };
    waiting();
  });
}

function show(title, last) {
  console.log(`== ${title}`);
  for (const [uri, diags] of [...last.entries()].sort()) {
    const cell = uri.slice(uri.lastIndexOf('#') + 1);
    console.log(`${cell}: ${diags.length}`);
    for (const d of diags)
      console.log(`  ${cell} ${d.range.start.line}:${d.range.start.character}-` +
                  `${d.range.end.line}:${d.range.end.character} [${d.code}] ` +
                  d.message);
  }
}

const cells = [
  '%matplotlib inline\nimport torch\nmodel = torch.nn.Linear(4, 1)\nacc = []\n',
  'losses = []\nfor step in range(10):\n    loss = model(torch.randn(2, 4)).sum()\n    losses.append(loss)\n',
];

async function main() {
  await conn.sendRequest(proto.InitializeRequest.type, {
    processId: process.pid, rootUri: 'file://' + dir, capabilities: {}});
  conn.sendNotification(proto.InitializedNotification.type, {});
  const Code = proto.NotebookCellKind.Code, Markup = proto.NotebookCellKind.Markup;

  conn.sendNotification(proto.DidOpenNotebookDocumentNotification.type, {
    notebookDocument: {uri: nbUri, notebookType: 'jupyter-notebook', version: 1,
      cells: [{kind: Markup, document: cellUri(0)},
              {kind: Code, document: cellUri(1)},
              {kind: Code, document: cellUri(4)},
              {kind: Code, document: cellUri(5)},
              {kind: Code, document: cellUri(2)}]},
    cellTextDocuments: [
      {uri: cellUri(0), languageId: 'markdown', version: 1, text: '# Train'},
      {uri: cellUri(1), languageId: 'python', version: 1, text: cells[0]},
      // An empty cell, then one whose first line keeps tensors: the finding
      // is the second one's only.
      {uri: cellUri(4), languageId: 'python', version: 1, text: ''},
      {uri: cellUri(5), languageId: 'python', version: 1,
       text: 'for i in range(2): acc.append(model(torch.ones(1, 4)).sum())\n'},
      {uri: cellUri(2), languageId: 'python', version: 1, text: cells[1]}]});
  show('open', await publishedTo([cellUri(1), cellUri(4), cellUri(5), cellUri(2)]));

  // Keep the number, not the tensor: cell 2's finding goes.
  conn.sendNotification(proto.DidChangeNotebookDocumentNotification.type, {
    notebookDocument: {uri: nbUri, version: 2},
    change: {cells: {textContent: [{document: {uri: cellUri(2), version: 2},
      changes: [{range: {start: {line: 3, character: 22},
                         end: {line: 3, character: 22}}, text: '.item()'}]}]}}});
  show('item', await publishedTo([cellUri(1), cellUri(2)]));

  // A new cell before cell 2 (a loop that keeps tensors): the old cell's
  // lines stay its own.
  conn.sendNotification(proto.DidChangeNotebookDocumentNotification.type, {
    notebookDocument: {uri: nbUri, version: 3},
    change: {cells: {structure: {
      array: {start: 2, deleteCount: 0, cells: [{kind: Code, document: cellUri(3)}]},
      didOpen: [{uri: cellUri(3), languageId: 'python', version: 1,
                 text: 'kept = []\nfor i in range(3):\n    out = model(torch.ones(1, 4))\n    kept.append(out)\n'}]}}}});
  show('inserted', await publishedTo([cellUri(1), cellUri(3), cellUri(2)]));

  // Pull: one cell's diagnostics.
  const pulled = await conn.sendRequest(proto.DocumentDiagnosticRequest.type,
      {textDocument: {uri: cellUri(3)}});
  show('pull', new Map([[cellUri(3), pulled.items]]));

  // "Disable for this line" in the cell: an edit of the cell's document, at
  // the cell's line.
  const actions = await conn.sendRequest(proto.CodeActionRequest.type, {
    textDocument: {uri: cellUri(3)},
    range: {start: {line: 3, character: 0}, end: {line: 3, character: 0}},
    context: {diagnostics: []}});
  console.log('== actions');
  for (const a of actions)
    for (const [uri, edits] of Object.entries(a.edit.changes))
      for (const e of edits)
        console.log(`${a.title} | ${uri.slice(uri.lastIndexOf('#') + 1)} ` +
                    `${e.range.start.line}:${e.range.start.character} ` +
                    JSON.stringify(e.newText) + ` | diagnostic at ` +
                    `${a.diagnostics[0].range.start.line}`);

  // The new cell turned to markdown: its diagnostics are cleared.
  conn.sendNotification(proto.DidChangeNotebookDocumentNotification.type, {
    notebookDocument: {uri: nbUri, version: 4},
    change: {cells: {data: [{kind: Markup, document: cellUri(3)}]}}});
  show('markdown', await publishedTo([3, 1, 4, 5, 2].map(cellUri)));

  conn.sendNotification(proto.DidCloseNotebookDocumentNotification.type, {
    notebookDocument: {uri: nbUri},
    cellTextDocuments: [0, 1, 2, 3].map((n) => ({uri: cellUri(n)}))});
  show('closed', await publishedTo([1, 4, 5, 2].map(cellUri)));

  await conn.sendRequest(proto.ShutdownRequest.type);
  conn.sendNotification(proto.ExitNotification.type);
  server.on('exit', (code) => {
    console.log(`exit code: ${code}`);
    process.exit(0);
  });
}

main().catch((e) => {
  console.log('FAILED: ' + e.message);
  server.kill();
  process.exit(1);
});
