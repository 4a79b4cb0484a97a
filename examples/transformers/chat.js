// A terminal chat with a small LLM on WebGPU. Each turn asks generate() for
// its key/value cache (return_dict_in_generate) but neither passes it to
// the next turn nor disposes it: every reply leaks the GPU buffers of the
// whole conversation's keys and values.
import readline from 'node:readline/promises';
import { AutoTokenizer, AutoModelForCausalLM, TextStreamer } from '@huggingface/transformers';

const modelId = 'onnx-community/Qwen2.5-0.5B-Instruct';
const tokenizer = await AutoTokenizer.from_pretrained(modelId);
const model = await AutoModelForCausalLM.from_pretrained(modelId, { dtype: 'q4f16', device: 'webgpu' });

const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
const messages = [];
for (let line = await rl.question('> '); line !== '/exit'; line = await rl.question('> ')) {
  messages.push({ role: 'user', content: line });
  const inputs = tokenizer.apply_chat_template(messages, { add_generation_prompt: true, return_dict: true });
  const { past_key_values, sequences } = await model.generate({
    ...inputs,
    max_new_tokens: 256,
    streamer: new TextStreamer(tokenizer, { skip_prompt: true }),
    return_dict_in_generate: true,
  });
  const [reply] = tokenizer.batch_decode(sequences, { skip_special_tokens: true });
  messages.push({ role: 'assistant', content: reply });
}
rl.close();
await model.dispose();
