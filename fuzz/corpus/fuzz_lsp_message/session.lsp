0Content-Length: 202

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}},"initializationOptions":{"tensorlint":{"checks":"tensor-*"}}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 379

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/src/leaky.ts","languageId":"typescript","version":1,"text":"import * as tf from '@tensorflow/tfjs';\nexport function predict(model: tf.LayersModel, xs: number[]) {\n  const input = tf.tensor2d([xs]);\n  const out = model.predict(input) as tf.Tensor;\n  return out.dataSync();\n}\n"}}}Content-Length: 121

{"jsonrpc":"2.0","id":2,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///fuzz/src/leaky.ts"}}}Content-Length: 272

{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/src/leaky.ts"},"range":{"start":{"line":2,"character":8},"end":{"line":2,"character":13}},"context":{"diagnostics":[],"only":["quickfix","source.fixAll.tensorlint"]}}}Content-Length: 240

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/src/leaky.ts","version":2},"contentChanges":[{"range":{"start":{"line":4,"character":2},"end":{"line":4,"character":8}},"text":"const r = "}]}}Content-Length: 111

{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"file:///fuzz/src/leaky.ts"}}}Content-Length: 112

{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///fuzz/src/leaky.ts"}}}Content-Length: 44

{"jsonrpc":"2.0","id":4,"method":"shutdown"}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}