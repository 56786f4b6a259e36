// First: zod must be told before any schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes, preloadRoute } from './app/router';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
// Public pages arrive prerendered (scripts/prerender.mjs) and are hydrated once their screen has loaded;
// every other screen starts empty.
// Hydration runs as a transition, so React does it in slices and yields to the browser between them
// instead of holding the main thread for the whole page. No top-level await: this module shares its chunk
// with everything the first load needs (vite.config.ts), and the screens' chunks import that chunk.
if (container.firstElementChild) {
  void preloadRoute(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else createRoot(container).render(app);
