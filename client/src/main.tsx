import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startTexts } from './i18n/index.ts';
import './styles.css';
import { App } from './app/App.tsx';
import { namespacesOf, preloadRoute } from './app/routes.tsx';
import { catalogues } from './app/texts.ts';
import { setupInspector } from './lib/inspect.ts';

// Installable and able to open offline (client/sw/sw.js, written by the build): production only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

// The page's own chunk and its texts are fetched alongside this one (index.html preloads them); the
// first render waits for them, so it paints the page rather than a spinner (or a key) first. No top-level await: the entry
// stays one chunk the routes can share (the inspector is development only). The first render is a
// transition: React yields to the browser as it goes, so no long task holds a phone's main thread
// while the page builds.
void Promise.all([
  startTexts(catalogues, namespacesOf(location.pathname)),
  preloadRoute(location.pathname),
  setupInspector(),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
