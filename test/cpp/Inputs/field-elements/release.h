#pragma once
#include <ggml.h>
#ifdef __cplusplus
extern "C" {
#endif
// Defined in release.c: frees a buffer when there is one.
void release_buffer(ggml_backend_buffer_t b);
#ifdef __cplusplus
}
#endif
