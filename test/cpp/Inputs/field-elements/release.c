#include "release.h"
void release_buffer(ggml_backend_buffer_t b) {
  if (b)
    ggml_backend_buffer_free(b);
}
