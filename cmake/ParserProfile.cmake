# Profile-guided optimization of the tree-sitter parsers.
#
# Parsing is over half of a command-line run (bench/RESULTS.md). Compiled with
# a profile of their own use, the parsers take about a fifth less time on the
# library and application corpora: GCC lays out the lexer's and the parse
# table's hot paths and inlines along them. The profile comes from the
# committed test inputs and examples, never from a benchmark corpus, so the
# build stays reproducible and the gain is not fitted to what bench/ measures.
#
# The build:
#   tl_treesitter_profiling  the same sources, instrumented (-fprofile-generate)
#   tl_train_parsers         cmake/pgo/TrainParsers.c linked with it
#   tl_parser_profile        runs it on the inputs (cmake/pgo/TrainParsers.cmake),
#                            leaving one counts file per source in pgo/counts
#   tl_treesitter            compiled after that, with -fprofile-use
# Changing only the training inputs renews the counts but does not recompile
# tl_treesitter (a profile is a hint; the next change of its sources uses
# them). Only in TENSORLINT_OPTIMIZED_RELEASE builds (the top-level
# CMakeLists.txt): clang's profiles are another format, and sanitizer and
# fuzzing builds want the plain code.
option(TENSORLINT_PARSER_PGO
  "Compile the tree-sitter parsers with a profile of the test inputs (GCC)" ON)

set(TENSORLINT_PARSER_PROFILE_SUMMARY "")
if(NOT TENSORLINT_PARSER_PGO OR NOT TENSORLINT_OPTIMIZED_RELEASE)
  return()
endif()

# Where the counts go. GCC tells a static function's counts from another's
# by the name of the object's auxiliary files, which CMake derives from the
# target: the twin objects of the two libraries would not match. Both compile
# each source with the same -dumpdir and -dumpbase, so that the instrumented
# object writes, and its optimized twin reads, one counts file:
# pgo/counts/<package>-<path>.gcda.
set(PgoDir "${CMAKE_BINARY_DIR}/pgo")
set(CountFiles "")
foreach(Source IN LISTS TS_SOURCES)
  file(RELATIVE_PATH Name "${TENSORLINT_NODE_MODULES}" "${Source}")
  string(REPLACE "/" "-" Name "${Name}")
  set_property(SOURCE "${Source}" APPEND PROPERTY COMPILE_OPTIONS
    -dumpdir "${PgoDir}/counts/" -dumpbase "${Name}")
  list(APPEND CountFiles "${PgoDir}/counts/${Name}.gcda")
endforeach()

tensorlint_treesitter_library(tl_treesitter_profiling)
# One thread trains, so the counters need no atomic updates.
target_compile_options(tl_treesitter_profiling PRIVATE
  -fprofile-generate -fprofile-update=single)

add_executable(tl_train_parsers "${CMAKE_CURRENT_LIST_DIR}/pgo/TrainParsers.c")
target_link_libraries(tl_train_parsers PRIVATE tl_treesitter_profiling)
target_compile_options(tl_train_parsers PRIVATE ${TENSORLINT_WARNINGS})
target_link_options(tl_train_parsers PRIVATE -fprofile-generate)
set_target_properties(tl_train_parsers PROPERTIES
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/pgo")

# The training inputs: each grammar's files among the tests and examples.
set(Training "")
set(TrainingFiles "")
foreach(Pair "javascript=js;jsx;mjs;cjs" "typescript=ts;mts;cts" "tsx=tsx" "python=py")
  string(REPLACE "=" ";" Pair "${Pair}")
  list(POP_FRONT Pair Grammar)
  set(Globs "")
  foreach(Ext IN LISTS Pair)
    list(APPEND Globs "${CMAKE_SOURCE_DIR}/test/*.${Ext}" "${CMAKE_SOURCE_DIR}/examples/*.${Ext}")
  endforeach()
  file(GLOB_RECURSE Files CONFIGURE_DEPENDS ${Globs})
  # Not the hostile inputs: no user's file looks like them, and one keeps
  # the parser recovering from errors for hours unless it is bounded
  # (frontend/treesitter/Syntax.cpp), which this trainer is not.
  list(FILTER Files EXCLUDE REGEX "/test/robustness/")
  list(SORT Files)
  foreach(File IN LISTS Files)
    string(APPEND Training "${Grammar}\t${File}\n")
  endforeach()
  list(APPEND TrainingFiles ${Files})
endforeach()
file(CONFIGURE OUTPUT "${PgoDir}/training.tsv" CONTENT "${Training}")
string(JOIN "|" CountList ${CountFiles})

set(TENSORLINT_PARSER_PROFILE_SUMMARY "${PgoDir}/training-summary.txt")
add_custom_command(
  OUTPUT "${PgoDir}/profile.stamp" "${TENSORLINT_PARSER_PROFILE_SUMMARY}"
  COMMAND "${CMAKE_COMMAND}"
    "-DTRAINER=$<TARGET_FILE:tl_train_parsers>"
    "-DLIST=${PgoDir}/training.tsv"
    "-DSUMMARY=${TENSORLINT_PARSER_PROFILE_SUMMARY}"
    "-DCOUNTS=${CountList}"
    "-DSTAMP=${PgoDir}/profile.stamp"
    -P "${CMAKE_CURRENT_LIST_DIR}/pgo/TrainParsers.cmake"
  DEPENDS tl_train_parsers "${PgoDir}/training.tsv" ${TrainingFiles}
          "${CMAKE_CURRENT_LIST_DIR}/pgo/TrainParsers.cmake"
  COMMENT "Profiling the tree-sitter parsers on the test inputs"
  VERBATIM)
add_custom_target(tl_parser_profile DEPENDS "${PgoDir}/profile.stamp")

add_dependencies(tl_treesitter tl_parser_profile)
# Code the inputs never ran (another grammar's rare rules, error recovery)
# keeps its usual optimization instead of being compiled for size.
target_compile_options(tl_treesitter PRIVATE -fprofile-use -fprofile-partial-training)
