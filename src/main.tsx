// Page entry: fonts and the base styles, then the app shell. Routes load lazily from App.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// Global, not per route: the intro's static shell in index.html uses these classes before React.
import './routes/Intro.css';
import { App, firstRoute } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('Mise: #root element missing from index.html');
const mount = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// With the static intro on screen, render once its chunk is in, so React's first paint is the
// same intro (no "Loading..." in between); otherwise render the shell at once.
if (root.childElementCount > 0) void firstRoute.then(mount);
else mount();
