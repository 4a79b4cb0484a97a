# Unit tests of the JavaScript/TypeScript frontend (frontend/js).
if(TARGET tl_frontend_js)
  tensorlint_unittest(JsFrontendTests
    JsFrontendTestUtil.cpp
    JsFrontendLoweringTest.cpp
    JsFrontendRobustnessTest.cpp
    JsFrontendChildTableTest.cpp
    VisibleWalkTest.cpp
    JsFrontendTraceTest.cpp
    JsIncrementalLoweringTest.cpp
    JsPackageManifestTest.cpp
    JsParallelRulesTest.cpp)
  target_link_libraries(JsFrontendTests PRIVATE tl_frontend_js tl_rules)
  target_compile_definitions(JsFrontendTests PRIVATE
    TENSORLINT_TEST_API_DIR="${CMAKE_SOURCE_DIR}/apis")
endif()
