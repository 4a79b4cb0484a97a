// The same API with the pipeline created once, on first use, and shared.
import express from 'express';
import { pipeline } from '@huggingface/transformers';

class Sentiment {
  static instance = null;
  static get() {
    this.instance ??= pipeline('sentiment-analysis', 'Xenova/distilbert-base-uncased-finetuned-sst-2-english');
    return this.instance;
  }
}

const app = express();
app.use(express.json());

app.post('/sentiment', async (req, res) => {
  const classifier = await Sentiment.get();
  res.json(await classifier(req.body.text));
});

app.listen(3000);
