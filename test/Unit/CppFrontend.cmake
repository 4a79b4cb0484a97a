if(TENSORLINT_ENABLE_CPP AND TARGET tl_frontend_cpp)
  tensorlint_unittest(CppFrontendTests CppFrontendTest.cpp)
  # The Clang lowering's objects against libLLVM, as in TensorLintClang.so
  # (frontend/cpp/CMakeLists.txt): our static libraries would add a second
  # LLVM Support.
  target_link_libraries(CppFrontendTests PRIVATE tl_clang_lowering)
endif()
