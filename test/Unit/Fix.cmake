# Unit tests of the autofixes: resolving fix requests on JS/TS text
# (frontend/js/FixSupport) and applying fix-its (tools/driver/FixApply).
tensorlint_unittest(FixTests
  ${CMAKE_CURRENT_LIST_DIR}/FixTest.cpp
)
target_link_libraries(FixTests PRIVATE tl_driver)
