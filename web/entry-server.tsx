/**
 * The build's prerendering entry (vite build --ssr, run by scripts/prerender.mjs): renders a public
 * page to HTML with the same providers and routes as the browser, waiting for every lazy screen, so
 * the page shows before any script runs and the browser hydrates it without a mismatch.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { SCREENS, type ScreenName } from '../common/routes';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/router';
import { EXAMPLE_GUIDES, examplePath } from './features/marketing/examples';

// Public screens whose HTML is the same for everyone (a token, a countdown or a form's answer makes the others personal).
const PRERENDERED_SCREENS: ScreenName[] = [
  'landing',
  'pricing',
  'examples',
  'terms',
  'privacy',
  'refunds',
  'disclaimer',
  'contact',
  'cookies',
  'login',
  'register',
  'forgotPassword',
];

/** Every path prerendered at build. */
export const PRERENDERED_PATHS = [
  ...PRERENDERED_SCREENS.map((name) => SCREENS[name].path),
  ...EXAMPLE_GUIDES.map((e) => examplePath(e.slug)),
];

/** The HTML inside #root for one path. */
export async function renderPage(path: string): Promise<string> {
  const app = (
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  // The first pass waits for the lazy screen and its data. Its HTML is not used: React moves a large
  // boundary that was waited for out of line, behind a script that puts it back, which the script
  // policy forbids. Everything is loaded for the second pass, which comes out whole and script-free.
  await prerender(app);
  return renderToString(app);
}
