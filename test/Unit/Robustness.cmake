# Unit tests written for the robustness work (docs/robustness.md): the
# linear-time path glob matcher that replaced a backtracking one.
tensorlint_unittest(RobustnessTests
  ${CMAKE_CURRENT_LIST_DIR}/PathGlobTest.cpp
)
target_link_libraries(RobustnessTests PRIVATE tl_driver)
