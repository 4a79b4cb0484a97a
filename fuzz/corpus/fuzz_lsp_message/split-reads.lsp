1Content-Length: 75

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}Content-Length: 240

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/a.js","languageId":"javascript","version":1,"text":"function loop() {\n  const t = tf.zeros([2]).add(1);\n  requestAnimationFrame(loop);\n}\n"}}}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}