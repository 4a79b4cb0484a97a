/* Declaration-only stub of ggml.h and ggml-backend.h for tensorlint's
   tests. */
#ifndef TENSORLINT_TEST_GGML_H
#define TENSORLINT_TEST_GGML_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ggml_type { GGML_TYPE_F32 = 0 };

struct ggml_context;
struct ggml_tensor;
struct ggml_cgraph;
struct ggml_init_params {
  size_t mem_size;
  void *mem_buffer;
  bool no_alloc;
};

struct ggml_context *ggml_init(struct ggml_init_params params);
void ggml_reset(struct ggml_context *ctx);
void ggml_free(struct ggml_context *ctx);
size_t ggml_used_mem(const struct ggml_context *ctx);
struct ggml_tensor *ggml_new_tensor_1d(struct ggml_context *ctx,
                                       enum ggml_type type, int64_t ne0);
struct ggml_tensor *ggml_add(struct ggml_context *ctx, struct ggml_tensor *a,
                             struct ggml_tensor *b);
struct ggml_cgraph *ggml_new_graph(struct ggml_context *ctx);
int64_t ggml_time_us(void);

typedef struct ggml_backend *ggml_backend_t;
typedef struct ggml_backend_buffer *ggml_backend_buffer_t;
ggml_backend_t ggml_backend_cpu_init(void);
void ggml_backend_free(ggml_backend_t backend);
const char *ggml_backend_name(ggml_backend_t backend);
ggml_backend_buffer_t ggml_backend_alloc_ctx_tensors(struct ggml_context *ctx,
                                                     ggml_backend_t backend);
void ggml_backend_buffer_free(ggml_backend_buffer_t buffer);

#ifdef __cplusplus
}
#endif

#endif
