/**
 * A form submitted before the page's script has run is sent by the browser itself: as a GET it would put the
 * email and password in the address, the history and the server's logs. The prerendered auth forms say
 * POST (decision 038).
 */
import { expect, test, vi } from 'vitest';

// The footer's year is defined by the build (vite.config.ts); the test renders without it.
vi.stubGlobal('__BUILD_YEAR__', 2026);
const { renderPage } = await import('../../entry-server');

test.each(['/login', '/register', '/forgot-password'])('the prerendered %s form is sent with POST, never in the address', async (path) => {
  const html = await renderPage(path);
  const forms = html.match(/<form\b[^>]*>/g) ?? [];
  expect(forms.length).toBeGreaterThan(0);
  for (const form of forms) expect(form).toMatch(/\bmethod="post"/);
});
