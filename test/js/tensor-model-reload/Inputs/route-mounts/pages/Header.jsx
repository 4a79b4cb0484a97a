import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import * as tf from '@tensorflow/tfjs';

// Shown by the root on every page, mounted once with it. Its links change
// the route in place (react-router's Link): the pages mount again on every
// visit without a page load.
export default function Header() {
  useEffect(() => {
    tf.loadLayersModel('/models/header/model.json').then(console.log);
  }, []);
  return (
    <header>
      <Link to="/camera">Camera</Link>
    </header>
  );
}
