import { createRoot } from 'react-dom/client';
import { Predict, Camera, CameraClean, Detect } from './Predict';
import { Generate } from './Generate';
import { scan, ensemble, Runner } from './loop';
import { plain } from './plain';
import { classify } from './ml5-only';

export function App({ model }) {
  return (
    <>
      <Predict />
      <Camera model={model} />
      <CameraClean model={model} />
      <Detect />
      <Generate />
    </>
  );
}

createRoot(document.getElementById('root')).render(<App model={window.model} />);
document.addEventListener('frames', (e) => {
  scan(e.detail.frames);
  ensemble(e.detail.models, e.detail.x, 3);
  const r = new Runner({ model: e.detail.model });
  r.run(e.detail.frames);
  r.runScoped(e.detail.frames);
  plain(e.detail.state, 3);
  classify(e.detail.app, e.detail.inputs);
});
