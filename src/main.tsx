// Page entry: fonts and the base styles, then the app shell. Routes load lazily from App.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('Mise: #root element missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
