//===- MallocConf.cpp - jemalloc's options, built in ----------------------===//
//
// Page faults are a large part of a run's cost: a run over the library
// corpus took some 9,000 page faults, and a first touch of a page costs
// about 12 microseconds on the 2-core virtual machine the benchmarks run on
// (a loop touching 20,000 fresh pages): some 100 ms of CPU time in a run of
// 0.9 s. With thp:always, jemalloc asks for transparent huge pages for its
// memory (madvise(MADV_HUGEPAGE), which Debian's default THP mode,
// "madvise", honours), and one fault maps 2 MB: the same run takes some
// 2,700 faults and 11% less wall time on the library and application
// corpora, for 16-18 MB more peak memory (60 MB on the library corpus; the
// speed issue's bound is 93). The editor's server shares the executable:
// some 11 MB more there. Where the kernel has no THP, jemalloc ignores the
// option. MALLOC_CONF in the environment still overrides it
// (test/cli/allocator.test).
//
// jemalloc reads this symbol (a weak one in its archive) when it starts,
// before main. Built only into executables linked with jemalloc
// (cmake/Allocator.cmake).
//
//===----------------------------------------------------------------------===//

extern "C" {
// NOLINTNEXTLINE(readability-identifier-naming): jemalloc's name.
extern const char *malloc_conf;
const char *malloc_conf = "thp:always";
}
