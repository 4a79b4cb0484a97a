4Content-Length: 75

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}Content-Length: 207

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/b.mjs","languageId":"","version":3,"text":"\ufefflet x = tf.tensor([1]);\r\nx.dispose();\r\nx.dispose();\r\n"}}}Content-Length: 46

{"jsonrpc":"2.0","id":"s","method":"shutdown"}