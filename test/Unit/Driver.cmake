# Unit tests of the driver library (tools/driver): .gitignore matching,
# binary sniffing, SARIF line hashes and columns, input collection,
# .tensorlint.yaml configs, inline suppressions, which files can involve a
# tensor, the API models of each configuration.
tensorlint_unittest(DriverTests
  ${CMAKE_CURRENT_LIST_DIR}/DriverApiModelSetsTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverConfigTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverGitignoreTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverInputTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverOutputTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverPipelineTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverRelevanceTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DriverSuppressionsTest.cpp
)
target_link_libraries(DriverTests PRIVATE tl_driver)
