3Content-Length: 202

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}},"initializationOptions":{"tensorlint":{"checks":"tensor-*"}}}}Content-Length: 40

{"jsonrpc":"2.0","method":"initialized"}Content-Length: 290

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/App.tsx","languageId":"typescriptreact","version":1,"text":"export function App() {\n  useEffect(async () => {\n    const m = await tf.loadLayersModel('m.json');\n  });\n  return <div/>;\n}\n"}}}Content-Length: 629

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/App.tsx","version":2},"contentChanges":[{"range":{"start":{"line":1000,"character":0},"end":{"line":1000,"character":5}},"text":"\n// appended\n"},{"range":{"start":{"line":3,"character":500},"end":{"line":3,"character":900}},"text":" "},{"range":{"start":{"line":4,"character":10},"end":{"line":2,"character":0}},"text":""},{"range":{"start":{"line":-3,"character":0},"end":{"line":0,"character":0}},"text":"x"},{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}}},{"text":"const whole = tf.ones([1]);\n"}]}}Content-Length: 146

{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":{"settings":{"checks":"-*,tensor-undisposed","extraArgs":["-std=c++17",1]}}}Content-Length: 132

{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file:///fuzz/.tensorlint.yaml","type":2}]}}Content-Length: 150

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///not/open.ts","version":1},"contentChanges":[{"text":""}]}}Content-Length: 161

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:Untitled-1","languageId":"cpp","version":1,"text":"int main() {}\n"}}}Content-Length: 116

{"jsonrpc":"2.0","id":2,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///fuzz/App.tsx"}}}Content-Length: 44

{"jsonrpc":"2.0","id":3,"method":"shutdown"}Content-Length: 116

{"jsonrpc":"2.0","id":4,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///fuzz/App.tsx"}}}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}