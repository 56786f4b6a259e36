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
if (container.firstElementChild) {
  await preloadRoute(window.location.pathname);
  hydrateRoot(container, app);
} else createRoot(container).render(app);
