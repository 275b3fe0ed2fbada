import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyCspNonce } from './lib/csp-nonce.ts';
import { routes } from './lib/routes.ts';
import { storage } from './lib/storage.ts';
import './styles/tokens.css';
import './styles/global.css';

// Before anything renders: a dialog's scroll lock takes the nonce when it first opens.
applyCspNonce();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server sends /login prerendered (scripts/prerender-web.ts), signed out. Signed in, the
// screen is about to redirect Home, so it is rendered afresh rather than hydrated.
const isPrerendered = container.firstElementChild !== null;
if (isPrerendered && window.location.pathname === routes.Login.path && !storage.hasSession()) {
  // In a transition, hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  // The first render yields to the browser between components too, as the hydration above does.
  startTransition(() => {
    root.render(app);
  });
}
