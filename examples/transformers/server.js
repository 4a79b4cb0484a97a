// An Express API around a Transformers.js pipeline. Each request downloads
// (or reads from the cache) and initialises the model again, and creates a
// new ONNX Runtime session: slow, and memory grows under load.
import express from 'express';
import { pipeline } from '@huggingface/transformers';

const app = express();
app.use(express.json());

app.post('/sentiment', async (req, res) => {
  const classifier = await pipeline('sentiment-analysis', 'Xenova/distilbert-base-uncased-finetuned-sst-2-english');
  res.json(await classifier(req.body.text));
});

app.listen(3000);
