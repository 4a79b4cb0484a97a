0Content-Length: 202

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}},"initializationOptions":{"tensorlint":{"checks":"tensor-*"}}}}Content-Length: 500

{"jsonrpc":Content-Length: 44

{"jsonrpc":"2.0","id":2,"method":"shutdown"}Content-Length: 10

{"a":1}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}