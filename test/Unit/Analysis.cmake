# Unit tests of the dataflow engine, the summaries and their thread helpers
# (analysis/, support/). Some read the engine's facts through the findings
# of the rules, which is why they link the rules too.
tensorlint_unittest(AnalysisTests
  ${CMAKE_CURRENT_LIST_DIR}/AnalysisEngineTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/AnalysisSummaryTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/AnalysisSummaryPatchTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/AnalysisBottomUpOrderTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/SupportOrderedScheduleTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/SupportParallelEachTest.cpp
)
target_link_libraries(AnalysisTests PRIVATE tl_rules)
