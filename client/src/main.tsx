import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import './styles.css';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/routes.tsx';
import { setupInspector } from './lib/inspect.ts';

// Installable and able to open offline (client/sw/sw.js, written by the build): production only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

// The page's own chunk is fetched alongside this one (index.html preloads it); the first render
// waits for it, so it paints the page rather than a spinner first. No top-level await: the entry
// stays one chunk the routes can share (the inspector is development only). The first render is a
// transition: React yields to the browser as it goes, so no long task holds a phone's main thread
// while the page builds.
void Promise.all([preloadRoute(location.pathname), setupInspector()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
