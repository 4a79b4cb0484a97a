# Unit tests of notebooks: the cell table (frontend/CodeCells.h) and the
# Python frontend's reading of an .ipynb file (frontend/python/Notebook.h),
# IPython's syntax included.
tensorlint_unittest(NotebookTests ${CMAKE_CURRENT_LIST_DIR}/NotebookTest.cpp)
target_link_libraries(NotebookTests PRIVATE tl_frontend_python)
