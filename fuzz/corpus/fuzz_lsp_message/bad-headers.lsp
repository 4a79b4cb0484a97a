0garbage

Content-Length: abc

{}Content-Type: x

{}{"jsonrpc":"2.0","id":98,"method":"shutdown"}

Content-Length: 99999999999999999999

content-length:  2
Content-Type: application/vscode-jsonrpc; charset=utf-8

{}Content-Length: 202

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}},"initializationOptions":{"tensorlint":{"checks":"tensor-*"}}}}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}