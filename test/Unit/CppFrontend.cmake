if(TENSORLINT_ENABLE_CPP AND TARGET tl_frontend_cpp)
  tensorlint_unittest(CppFrontendTests CppFrontendTest.cpp)
  target_link_libraries(CppFrontendTests PRIVATE tl_frontend_cpp_clang tl_apis tl_ir)
endif()
