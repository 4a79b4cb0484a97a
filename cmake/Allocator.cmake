# The memory allocator of the tensorlint executable.
#
# Lowering and the rules make many small, short-lived allocations (IR ops,
# strings, maps), and glibc's malloc spent about a tenth of an LSP keystroke
# in _int_malloc, _int_free and malloc_consolidate. jemalloc (Debian's
# libjemalloc-dev, linked statically so that neither the .deb nor the npm
# binary gains a runtime dependency) took 10 to 17% off the CLI's CPU time on
# the library corpus and about 10% off an LSP keystroke; oxlint ships
# mimalloc for the same reason (mimalloc gained less here). The clang-tidy
# plugin keeps clang-tidy's allocator, and sanitizer and fuzzing builds keep
# the one their runtime intercepts.
option(TENSORLINT_JEMALLOC "Link the tensorlint executable with jemalloc" ON)

function(tensorlint_use_jemalloc Target)
  if(NOT TENSORLINT_JEMALLOC OR TENSORLINT_SANITIZE OR TENSORLINT_FUZZ)
    return()
  endif()
  find_library(TENSORLINT_JEMALLOC_LIB NAMES libjemalloc_pic.a)
  if(NOT TENSORLINT_JEMALLOC_LIB)
    message(WARNING "libjemalloc_pic.a not found (apt install libjemalloc-dev): "
                    "${Target} uses the C library's malloc")
    return()
  endif()
  # Whole archive: every allocation entry point (malloc, free, operator new
  # and delete, posix_memalign, ...) must come from the same allocator.
  target_link_libraries(${Target} PRIVATE
    "$<LINK_LIBRARY:WHOLE_ARCHIVE,${TENSORLINT_JEMALLOC_LIB}>" pthread dl m)
  # Small alignments take jemalloc's plain operator new and delete, not its
  # aligned ones (tools/tensorlint/AlignedNew.cpp says why).
  target_sources(${Target} PRIVATE
    "${PROJECT_SOURCE_DIR}/tools/tensorlint/AlignedNew.cpp")
  # jemalloc's options, built in (transparent huge pages: MallocConf.cpp).
  target_sources(${Target} PRIVATE
    "${PROJECT_SOURCE_DIR}/tools/tensorlint/MallocConf.cpp")
  # For lit's "jemalloc" feature (test/lit.site.cfg.py.in).
  set_property(GLOBAL PROPERTY TENSORLINT_JEMALLOC_LINKED ON)
  foreach(Operator
      _ZnwmSt11align_val_t _ZnamSt11align_val_t
      _ZnwmSt11align_val_tRKSt9nothrow_t _ZnamSt11align_val_tRKSt9nothrow_t
      _ZdlPvSt11align_val_t _ZdaPvSt11align_val_t
      _ZdlPvmSt11align_val_t _ZdaPvmSt11align_val_t
      _ZdlPvSt11align_val_tRKSt9nothrow_t _ZdaPvSt11align_val_tRKSt9nothrow_t)
    target_link_options(${Target} PRIVATE "LINKER:--wrap=${Operator}")
  endforeach()
endfunction()
