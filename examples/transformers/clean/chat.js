// The same chat, fixed: each turn hands the previous cache to generate(),
// which extends it, so only the new tokens are computed; the last cache is
// disposed when the chat ends.
import readline from 'node:readline/promises';
import { AutoTokenizer, AutoModelForCausalLM, TextStreamer } from '@huggingface/transformers';

const modelId = 'onnx-community/Qwen2.5-0.5B-Instruct';
const tokenizer = await AutoTokenizer.from_pretrained(modelId);
const model = await AutoModelForCausalLM.from_pretrained(modelId, { dtype: 'q4f16', device: 'webgpu' });

const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
const messages = [];
let cache = null;
for (let line = await rl.question('> '); line !== '/exit'; line = await rl.question('> ')) {
  messages.push({ role: 'user', content: line });
  const inputs = tokenizer.apply_chat_template(messages, { add_generation_prompt: true, return_dict: true });
  const { past_key_values, sequences } = await model.generate({
    ...inputs,
    past_key_values: cache,
    max_new_tokens: 256,
    streamer: new TextStreamer(tokenizer, { skip_prompt: true }),
    return_dict_in_generate: true,
  });
  cache = past_key_values;
  const [reply] = tokenizer.batch_decode(sequences, { skip_special_tokens: true });
  messages.push({ role: 'assistant', content: reply });
}
rl.close();
await cache?.dispose();
await model.dispose();
