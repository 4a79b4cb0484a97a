# Unit tests of the rules: their findings, the rule filter, the findings the
# editor keeps between checks.
tensorlint_unittest(RulesTests
  ${CMAKE_CURRENT_LIST_DIR}/RulesKeptFindingsTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesUndisposedTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesOtherRulesTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesFilterTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesNestingTest.cpp
)
target_link_libraries(RulesTests PRIVATE tl_rules)
