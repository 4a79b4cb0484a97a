# Unit tests of the LSP base protocol reader (tools/lsp/Transport) over an
# in-memory channel, and of the server loop driven through it.
tensorlint_unittest(LspTransportTests
  ${CMAKE_CURRENT_LIST_DIR}/LspTransportTest.cpp
)
target_link_libraries(LspTransportTests PRIVATE tl_lsp)
