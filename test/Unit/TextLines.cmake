# Unit tests of the editor buffer's line table (frontend/TextLines).
tensorlint_unittest(TextLinesTests ${CMAKE_CURRENT_LIST_DIR}/TextLinesTest.cpp)
target_link_libraries(TextLinesTests PRIVATE tl_frontend_common)
