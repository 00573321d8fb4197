import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// '/' arrives with the landing already written (scripts/prerender.mjs): React takes it over in
// place. Any other page arrives empty and is drawn here.
if (root.dataset.prerendered) {
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('hydration:', error),
  });
} else {
  createRoot(root).render(app);
}
