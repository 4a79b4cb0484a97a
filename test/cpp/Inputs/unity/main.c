#include "part.c"

int main(void) {
  Model m;
  m.graph = TF_NewGraph();
  TF_DeleteGraph(m.graph);
  return 0;
}
