# Unit tests of the dataflow engine, the summaries and the rules.
tensorlint_unittest(RulesTests
  ${CMAKE_CURRENT_LIST_DIR}/RulesEngineTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesSummaryTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesSummaryPatchTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesKeptFindingsTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesUndisposedTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesOtherRulesTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesFilterTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesNestingTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesOrderedScheduleTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesParallelEachTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesBottomUpOrderTest.cpp
)
target_link_libraries(RulesTests PRIVATE tl_rules)
