# Unit tests of the API model database and its YAML loader (apis/).
tensorlint_unittest(ApiModelTests ${CMAKE_CURRENT_LIST_DIR}/ApiModelTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ApiModelPythonTest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ApiModelFrameworksTest.cpp)
target_link_libraries(ApiModelTests PRIVATE tl_apis)
