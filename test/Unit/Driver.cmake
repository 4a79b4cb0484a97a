# Unit tests of the driver library (tools/driver): .gitignore matching,
# binary sniffing, SARIF line hashes and columns, input collection.
tensorlint_unittest(DriverTests
  ${CMAKE_CURRENT_LIST_DIR}/DriverGitignoreTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverInputTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverOutputTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverPipelineTest.cpp
)
target_link_libraries(DriverTests PRIVATE tl_driver)
