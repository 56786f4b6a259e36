/**
 * The auth screens' modules load without zod or the form resolvers (decision 033): their validation is
 * loaded when a form is first used, so it is not part of the page's first script.
 */
import { expect, test, vi } from 'vitest';

vi.mock('zod', () => {
  throw new Error('zod was loaded with the screen');
});
vi.mock('@hookform/resolvers/zod', () => {
  throw new Error('the zod resolver was loaded with the screen');
});

test.each(['login', 'register', 'forgot-password', 'reset-password'])('the %s screen loads without its validation code', async (screen) => {
  const mod = (await import(`../../app/routes/${screen}.tsx`)) as { default: unknown };
  expect(typeof mod.default).toBe('function');
});
