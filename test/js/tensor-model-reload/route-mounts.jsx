// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/App.jsx && cp -r %S/Inputs/route-mounts/* %t/src/
// RUN: echo '{"name": "plant-doctor", "private": true}' > %t/package.json
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %t | FileCheck %s --implicit-check-not=warning:
//
// The same application whose links all load a new page (`<a href>`, no
// Link, navigate or other client_navigation name in any of its files):
// each page mounts once per page load, so nothing loads again.
// RUN: rm -rf %t.pages && cp -r %t %t.pages
// RUN: sed -i -e 's|<Link to="/camera">Camera</Link>|<a href="/camera">Camera</a>|' -e '/react-router-dom/d' %t.pages/src/pages/Header.jsx
// A bundle holds the router's own code, which spells all of them: it is
// not the application's (Generated.h).
// RUN: printf 'function Link(){} function useNavigate(){}\n' > %t.pages/src/vendor.min.js
// Nor does a module nothing loads (an old page no file names).
// RUN: printf "import * as tf from '@tensorflow/tfjs';\nimport { Link } from 'react-router-dom';\nexport const OldNav = () => <Link to='/x'>{tf.version.tfjs}</Link>;\n" > %t.pages/src/pages/OldNav.jsx
// RUN: %python %S/../../cli/Inputs/expect-exit.py 0 %tensorlint --checks='-*,tensor-model-reload' %t.pages 2>&1 | FileCheck %s --check-prefix=PAGES
// PAGES: no warnings
// A file the run skips (no tensor library in it) navigates too: its text.
// RUN: printf "import { useNavigate } from 'react-router-dom';\nexport const useGo = () => useNavigate();\n" > %t.pages/src/go.js
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %t.pages 2>&1 | FileCheck %s --check-prefix=SKIPPED
// SKIPPED: useClassifier.js:8:5: warning: model loaded by 'tf.loadGraphModel' every time the mount effect of 'useClassifier' in 'Camera'
//
// A page a route shows mounts anew on every visit of the route, so a model
// its mount effect (`useEffect(load, [])`) loads is loaded again on every
// visit, and each visit's model is left behind. The evidence is the route:
// react-router's `<Route path element={<Page />}>`, `component={Page}`, the
// route objects of createBrowserRouter (a module variable, an array), a page
// wrapped in a layout, a page loaded lazily (`lazy(() => import(...))`). A hook the page calls mounts with it (another file).
// Not reported: the app's root and components it always shows (mounted
// once), an effect whose cleanup may release the model, a model kept in a
// module-level cache, and an effect with no route to repeat it.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, createBrowserRouter } from 'react-router-dom';
import { lazy, Suspense, useEffect } from 'react';
import * as tf from '@tensorflow/tfjs';
import Diagnose from './pages/Diagnose';
import { History } from './pages/History';
import Camera from './pages/Camera';
import Cached from './pages/Cached';
import Cleaned from './pages/Cleaned';
import Settings from './pages/Settings';
import Layout from './pages/Layout';
import Header from './pages/Header';

// Loaded when first shown (a module-level variable naming the module).
const Reports = lazy(() => import('./pages/Reports'));

// CHECK: hooks/useClassifier.js:8:5: warning: model loaded by 'tf.loadGraphModel' every time the mount effect of 'useClassifier' in 'Camera' (element of route '/camera' in App.jsx) runs; load it once and reuse it
// CHECK: pages/Diagnose.jsx:8:5: warning: model loaded by 'tf.loadLayersModel' every time the mount effect of 'Diagnose' (element of route '/diagnose' in App.jsx) runs; load it once
// CHECK: pages/History.jsx:9:21: warning: model loaded by 'tf.loadLayersModel' every time 'load' runs (called from the mount effect of 'History' (element of route in App.jsx)); load it once
// CHECK: pages/Reports.jsx:7:5: warning: model loaded by 'tf.loadGraphModel' every time the mount effect of 'Reports' (element of route '/reports' in App.jsx) runs; load it once
// CHECK: pages/Settings.jsx:7:5: warning: model loaded by 'tf.loadGraphModel' every time the mount effect of 'Settings' (element of route '/settings' in App.jsx) runs; load it once

// The router objects of createBrowserRouter, in a module variable: each
// visit of '/settings' mounts Settings, inside the layout.
const routes = [
  { path: '/settings', element: <Layout><Settings /></Layout> },
  { path: '/cached', element: <Cached /> },
];
export const router = createBrowserRouter(routes);

export default function App() {
  // The root mounts once: its effect loads once.
  useEffect(() => {
    tf.loadLayersModel('/models/root/model.json').then(console.log);
  }, []);
  return (
    <BrowserRouter>
      <Header />
      <Routes>
        <Route path="/diagnose" element={<Diagnose />} />
        <Route path={'/history/' + 'all'} component={History} />
        <Route path="/camera" element={<Camera />} />
        <Route path="/cleaned" element={<Cleaned />} />
        <Route path="/reports" element={<Suspense fallback="..."><Reports /></Suspense>} />
      </Routes>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root')).render(<App />);
