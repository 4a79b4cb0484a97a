# Builds the tree-sitter C runtime and the JavaScript, TypeScript, TSX and
# Python grammars from the npm packages pinned in package-lock.json. Only their C
# sources are compiled; nothing of them is committed.
set(TS_RUNTIME "${TENSORLINT_NODE_MODULES}/tree-sitter/vendor/tree-sitter/lib")
set(TS_JS "${TENSORLINT_NODE_MODULES}/tree-sitter-javascript/src")
set(TS_TS "${TENSORLINT_NODE_MODULES}/tree-sitter-typescript")
set(TS_PY "${TENSORLINT_NODE_MODULES}/tree-sitter-python/src")
foreach(f "${TS_RUNTIME}/src/lib.c" "${TS_JS}/parser.c" "${TS_TS}/typescript/src/parser.c"
          "${TS_TS}/tsx/src/parser.c" "${TS_PY}/parser.c")
  if(NOT EXISTS "${f}")
    message(FATAL_ERROR "${f} is missing: run 'npm ci --ignore-scripts' at the "
                        "repository root (scripts/setup does it)")
  endif()
endforeach()

set(TS_SOURCES
  "${TS_RUNTIME}/src/lib.c"
  "${TS_JS}/parser.c" "${TS_JS}/scanner.c"
  "${TS_TS}/typescript/src/parser.c" "${TS_TS}/typescript/src/scanner.c"
  "${TS_TS}/tsx/src/parser.c" "${TS_TS}/tsx/src/scanner.c"
  "${TS_PY}/parser.c" "${TS_PY}/scanner.c")
# The grammars' parse tables and lexers are called through the runtime's
# function pointers, which link-time optimization cannot inline: their
# objects (most of the build's C) stay out of it and keep the link short.
if(TENSORLINT_LTO_ENABLED)
  set(TS_GRAMMAR_SOURCES ${TS_SOURCES})
  list(REMOVE_ITEM TS_GRAMMAR_SOURCES "${TS_RUNTIME}/src/lib.c")
  set_property(SOURCE ${TS_GRAMMAR_SOURCES} APPEND PROPERTY COMPILE_OPTIONS -fno-lto)
endif()
# The two TypeScript grammars share common/scanner.h.
set_source_files_properties("${TS_TS}/typescript/src/scanner.c" "${TS_TS}/tsx/src/scanner.c"
  PROPERTIES INCLUDE_DIRECTORIES "${TS_TS}/typescript/src;${TS_TS}/tsx/src")

# A static library of the runtime and grammars, with the flags third-party C
# gets here. cmake/ParserProfile.cmake makes a second, instrumented one.
function(tensorlint_treesitter_library Name)
  add_library(${Name} STATIC ${TS_SOURCES})
  set_target_properties(${Name} PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON)
  target_compile_definitions(${Name} PRIVATE _POSIX_C_SOURCE=200112L _DEFAULT_SOURCE)
  target_compile_options(${Name} PRIVATE -w)
  # The grammars define their scanner hooks without prototypes and the runtime
  # calls them through prototyped pointers: clang's -fsanitize=function reports
  # every parse (a false positive in third-party C).
  if(TENSORLINT_SANITIZE AND CMAKE_C_COMPILER_ID STREQUAL "Clang")
    target_compile_options(${Name} PRIVATE -fno-sanitize=function)
  endif()
  target_include_directories(${Name} PRIVATE "${TS_RUNTIME}/src")
  target_include_directories(${Name} SYSTEM PUBLIC "${TS_RUNTIME}/include")
endfunction()

tensorlint_treesitter_library(tl_treesitter)
include(${CMAKE_CURRENT_LIST_DIR}/ParserProfile.cmake)
