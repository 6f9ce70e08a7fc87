// Page entry: fonts and the base styles, then the app shell. Routes load lazily from App.
// First: the browser's install prompt can fire before anything renders (src/pwa keeps it).
import './pwa/installPrompt';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// Global, not per route: the intro's static shell in index.html uses these classes before React.
import './routes/Intro.css';
import { App, firstRoute } from './shell/App';
import { stampHistoryEntry } from './shell/stampHistoryEntry';

stampHistoryEntry();

const root = document.getElementById('root');
if (!root) throw new Error('Mise: #root element missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// With the static intro on screen (the same markup the app renders, checked in e2e), React adopts
// it instead of replacing it: no second layout, the largest paint stays the first one. Hydrating
// inside a transition lets React yield between components, so no single long task blocks input.
if (root.childElementCount > 0)
  void firstRoute.then(() =>
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (err) => console.warn('Mise: intro shell re-rendered:', err),
      });
    }),
  );
else createRoot(root).render(app);
