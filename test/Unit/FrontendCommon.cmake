# Unit tests of what the frontends share (frontend/*.h): freeing an edit's
# leftovers later, the whole-text word search, and the run's file probe.
tensorlint_unittest(FrontendCommonTests
  ${CMAKE_CURRENT_LIST_DIR}/FileProbeTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ReclaimTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/TextSearchTest.cpp)
target_link_libraries(FrontendCommonTests PRIVATE tl_frontend_common)
