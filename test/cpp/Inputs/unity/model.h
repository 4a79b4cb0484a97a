#include <tensorflow/c/c_api.h>
typedef struct {
  TF_Graph *graph;
} Model;
