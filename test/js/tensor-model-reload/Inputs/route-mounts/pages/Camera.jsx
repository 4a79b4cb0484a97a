import { useClassifier } from '../hooks/useClassifier';

export default function Camera() {
  const model = useClassifier('/models/camera/model.json');
  return <video data-ready={Boolean(model)} />;
}
