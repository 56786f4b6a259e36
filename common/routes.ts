/** Every screen path of the web app (SPEC §2). The server answers 404 for any other page. */
export const PUBLIC_PATHS = [
  '/',
  '/examples',
  '/pricing',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/refunds',
  '/disclaimer',
  '/privacy',
  '/contact',
  '/cookies',
  '/app/stripe/success',
] as const;

export const PROTECTED_PATHS = ['/account', '/dashboard', '/create-guide', '/subscription'] as const;

/** Paths with a parameter, as patterns. */
const PATTERNS = [/^\/guide\/[^/]+$/];

/** True when the path is a screen of the app. */
export function isAppPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (
    (PUBLIC_PATHS as readonly string[]).includes(p) || (PROTECTED_PATHS as readonly string[]).includes(p) || PATTERNS.some((r) => r.test(p))
  );
}
