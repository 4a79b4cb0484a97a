// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// TypeScript: the cache typed by its class, kept in a field of a
// long-lived chat session, or lost when a turn fails.
import { AutoModelForCausalLM, DynamicCache, PreTrainedModel } from '@huggingface/transformers';

export class ChatSession {
  private cache: DynamicCache | null = null;
  constructor(private model: PreTrainedModel) {}

  async turn(inputs: Record<string, unknown>): Promise<unknown> {
    const { past_key_values, sequences } = await this.model.generate({
      ...inputs,
      past_key_values: this.cache,
      return_dict_in_generate: true,
    });
    this.cache = past_key_values;
    return sequences;
  }

  async reset(): Promise<void> {
    await this.cache?.dispose();
    this.cache = null;
  }
}

export async function oneShot(inputs: Record<string, unknown>): Promise<unknown> {
  // An early return leaves the model and the cache behind.
  // CHECK: :[[@LINE+1]]:23: warning: model loaded by 'AutoModelForCausalLM.from_pretrained' is not disposed on the path through the 'return' at line {{[0-9]+}} [tensor-undisposed]
  const model = await AutoModelForCausalLM.from_pretrained('m');
  // CHECK: :[[@LINE+1]]:55: warning: key/value cache returned by 'model.generate' is not disposed on the path through the 'return' at line {{[0-9]+}} [tensor-undisposed]
  const { past_key_values: cache, sequences } = await model.generate({ ...inputs, return_dict_in_generate: true });
  if (!sequences) return null;
  await cache.dispose();
  await model.dispose();
  return sequences;
}

export async function typedVariable(model: PreTrainedModel, inputs: object): Promise<void> {
  let cache: DynamicCache | null = null;
  for (let i = 0; i < 3; i++) {
    const out = await model.generate({ ...inputs, past_key_values: cache, return_dict_in_generate: true });
    cache = out.past_key_values as DynamicCache;
  }
  await cache?.dispose();
}
