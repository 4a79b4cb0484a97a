# Link-time optimization of the tensorlint executable.
#
# The frontends ask tree-sitter about every node (ts_node_type,
# ts_node_is_named, ts_node_child_by_field_id, ...) and call the small
# helpers of frontend/treesitter; each is a call into another object file
# that the compiler cannot inline. Optimized at link time, the executable
# inlines them across files: about 7% less CPU time with one thread on the
# library corpus (measured at stop 41, findings identical).
#
# Only the tensorlint executable links with -flto (and the benchmark's
# tensorlint-parse-floor, bench/parsefloor, which must time the same parsing
# code). The objects are "fat"
# (-ffat-lto-objects: the compiler's intermediate code and ordinary machine
# code), and every other link says -fno-lto, so that the unit tests, the
# trainer and the Clang and clang-tidy modules link the machine code as
# usual. Without -fno-lto, GCC's linker plugin optimizes any link whose
# objects all carry intermediate code: each of them would pay for it.
# Only in TENSORLINT_OPTIMIZED_RELEASE builds (the top-level CMakeLists.txt:
# GCC Release builds, not the sanitizer or fuzzing ones).
option(TENSORLINT_LTO
  "Optimize the tensorlint executable at link time (GCC Release builds)" ON)

set(TENSORLINT_LTO_ENABLED OFF)
if(TENSORLINT_LTO AND TENSORLINT_OPTIMIZED_RELEASE)
  set(TENSORLINT_LTO_ENABLED ON)
  # For every object of ours and of the tree-sitter runtime (the grammars
  # opt out, cmake/TreeSitter.cmake): the directory scope of everything
  # added after this file is included.
  add_compile_options(-flto=auto -ffat-lto-objects)
  add_link_options(-fno-lto)
endif()

# Links Target with link-time optimization when the build has it; the
# compile options above must have reached every object it links.
function(tensorlint_link_time_optimize Target)
  if(NOT TENSORLINT_LTO_ENABLED)
    return()
  endif()
  get_target_property(Options ${Target} LINK_OPTIONS)
  list(REMOVE_ITEM Options -fno-lto)
  # -flto=auto: as many parallel link-time jobs as make's jobserver
  # allows, or as the machine has cores.
  set_target_properties(${Target} PROPERTIES LINK_OPTIONS "${Options};-flto=auto")
endfunction()
