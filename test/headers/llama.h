/* Declaration-only stub of llama.h for tensorlint's tests. */
#ifndef TENSORLINT_TEST_LLAMA_H
#define TENSORLINT_TEST_LLAMA_H

#include "ggml.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef int32_t llama_token;
struct llama_model;
struct llama_context;
struct llama_vocab;
struct llama_sampler;

struct llama_model_params {
  int32_t n_gpu_layers;
};
struct llama_context_params {
  uint32_t n_ctx;
};
struct llama_sampler_chain_params {
  bool no_perf;
};
typedef struct llama_batch {
  int32_t n_tokens;
  llama_token *token;
} llama_batch;

void llama_backend_init(void);
void llama_backend_free(void);
struct llama_model_params llama_model_default_params(void);
struct llama_context_params llama_context_default_params(void);
struct llama_sampler_chain_params llama_sampler_chain_default_params(void);

struct llama_model *llama_model_load_from_file(const char *path_model,
                                               struct llama_model_params params);
void llama_model_free(struct llama_model *model);
const struct llama_vocab *llama_model_get_vocab(const struct llama_model *model);

struct llama_context *llama_init_from_model(struct llama_model *model,
                                            struct llama_context_params params);
void llama_free(struct llama_context *ctx);
int32_t llama_decode(struct llama_context *ctx, struct llama_batch batch);
float *llama_get_logits(struct llama_context *ctx);

struct llama_batch llama_batch_init(int32_t n_tokens, int32_t embd,
                                    int32_t n_seq_max);
struct llama_batch llama_batch_get_one(llama_token *tokens, int32_t n_tokens);
void llama_batch_free(struct llama_batch batch);

struct llama_sampler *
llama_sampler_chain_init(struct llama_sampler_chain_params params);
void llama_sampler_chain_add(struct llama_sampler *chain,
                             struct llama_sampler *smpl);
struct llama_sampler *llama_sampler_init_greedy(void);
llama_token llama_sampler_sample(struct llama_sampler *smpl,
                                 struct llama_context *ctx, int32_t idx);
void llama_sampler_free(struct llama_sampler *smpl);

#ifdef __cplusplus
}
#endif

#endif
