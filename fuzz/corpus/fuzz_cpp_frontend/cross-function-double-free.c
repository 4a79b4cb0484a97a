// A helper frees a field of the record it is given (always, or on its
// error path), and the caller's cleanup frees it again. A caller that tests
// the helper's result knows which path it is on; one that does not, or
// cleans up only on the other path, is not reported.
#include <stddef.h>
#include <tensorflow/c/c_api.h>

typedef struct {
  TF_Graph *graph;
  TF_Status *status;
} Ctx;

void ctx_free(Ctx *c) {
  TF_DeleteGraph(c->graph);
  TF_DeleteStatus(c->status);
}

static void drop_graph(Ctx *c) { TF_DeleteGraph(c->graph); }

int always(void) {
  Ctx c;
  c.graph = TF_NewGraph();
  c.status = TF_NewStatus();
  // CHECK: :[[@LINE+3]]:3: warning: graph 'c.graph' is disposed twice [tensor-double-dispose]
  // CHECK: :[[@LINE+1]]:3: note: first disposed here, by 'drop_graph'
  drop_graph(&c);
  ctx_free(&c);
  return 0;
}

// Frees the graph it made when the import fails, and says so by -1.
int load(Ctx *c, const TF_Buffer *def) {
  c->graph = TF_NewGraph();
  c->status = TF_NewStatus();
  TF_ImportGraphDefOptions *o = TF_NewImportGraphDefOptions();
  TF_GraphImportGraphDef(c->graph, def, o, c->status);
  TF_DeleteImportGraphDefOptions(o);
  if (TF_GetCode(c->status) != TF_OK) {
    TF_DeleteGraph(c->graph);
    return -1;
  }
  return 0;
}

int errorPath(const TF_Buffer *def) {
  Ctx c;
  // CHECK: :[[@LINE+3]]:5: warning: graph 'c.graph' is disposed twice [tensor-double-dispose]
  // CHECK: :[[@LINE+1]]:7: note: first disposed here, by 'load' when it returns nonzero
  if (load(&c, def) != 0) {
    ctx_free(&c);
    return 1;
  }
  ctx_free(&c);
  return 0;
}

int errorPathNegative(const TF_Buffer *def) {
  Ctx c;
  // CHECK: :[[@LINE+3]]:5: warning: graph 'c.graph' is disposed twice [tensor-double-dispose]
  // CHECK: :[[@LINE+1]]:7: note: first disposed here, by 'load' when it returns nonzero
  if (load(&c, def) < 0) {
    TF_DeleteGraph(c.graph);
    return 1;
  }
  ctx_free(&c);
  return 0;
}

// Returns false (zero) when it fails, after freeing the graph.
static int build(Ctx *c, int ok) {
  c->graph = TF_NewGraph();
  if (!ok) {
    TF_DeleteGraph(c->graph);
    return 0;
  }
  return 1;
}

int errorPathNot(int ok) {
  Ctx c;
  c.status = TF_NewStatus();
  // CHECK: :[[@LINE+3]]:5: warning: graph 'c.graph' is disposed twice [tensor-double-dispose]
  // CHECK: :[[@LINE+1]]:8: note: first disposed here, by 'build' when it returns zero (false, null)
  if (!build(&c, ok)) {
    ctx_free(&c);
    return 1;
  }
  ctx_free(&c);
  return 0;
}

// Clean: cleanup only on the path where the helper kept the graph.
int cleanupOnSuccess(const TF_Buffer *def) {
  Ctx c;
  if (load(&c, def) != 0) {
    TF_DeleteStatus(c.status);
    return 1;
  }
  ctx_free(&c);
  return 0;
}

// Clean: the result is not tested, so which path ran is unknown.
void untested(const TF_Buffer *def) {
  Ctx c;
  load(&c, def);
  TF_DeleteStatus(c.status);
}

// Clean: each stage makes its own graph in the field and frees it before
// returning true (the shape of bark.cpp's encoders); the caller frees
// nothing twice.
static int stage(Ctx *c) {
  c->graph = TF_NewGraph();
  if (!c->graph)
    return 0;
  TF_DeleteGraph(c->graph);
  return 1;
}

int stages(Ctx *c) {
  if (!stage(c))
    return 0;
  if (!stage(c))
    return 0;
  return 1;
}

typedef struct {
  TF_Buffer *scratch; // never set by any code here: always null
  TF_Graph *graph;
} Stale;

// Clean: a field nothing ever stores into is null; freeing it twice frees
// nothing.
void staleCleanup(Stale *s) {
  TF_DeleteBuffer(s->scratch);
  TF_DeleteBuffer(s->scratch);
}
