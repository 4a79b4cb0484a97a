; Module bindings that can name a tensor library or another source file.
; Matched over the part of the tree that can hold them (Bindings.cpp:
; bindingsEnd), which reads the captures.

; import tf from '...'; import * as tf from '...'; import {a, b as c} from '...'
(import_statement
  source: (string (string_fragment) @source)) @import

; const tf = require('...'); const {loadGraphModel: lg} = require('...')
(variable_declarator
  name: (_) @pattern
  value: (call_expression
    function: (identifier) @callee
    arguments: (arguments . (string (string_fragment) @source)))) @require
