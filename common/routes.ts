/**
 * Every screen of the web app (SPEC §2), listed once: the web router builds its routes from this
 * table and the server answers 404 for any page that is not in it.
 */
export const SCREENS = {
  landing: { path: '/', signedIn: false },
  examples: { path: '/examples', signedIn: false },
  pricing: { path: '/pricing', signedIn: false },
  login: { path: '/login', signedIn: false },
  register: { path: '/register', signedIn: false },
  forgotPassword: { path: '/forgot-password', signedIn: false },
  resetPassword: { path: '/reset-password', signedIn: false },
  terms: { path: '/terms', signedIn: false },
  refunds: { path: '/refunds', signedIn: false },
  disclaimer: { path: '/disclaimer', signedIn: false },
  privacy: { path: '/privacy', signedIn: false },
  contact: { path: '/contact', signedIn: false },
  cookies: { path: '/cookies', signedIn: false },
  paymentSuccess: { path: '/app/stripe/success', signedIn: false },
  account: { path: '/account', signedIn: true },
  dashboard: { path: '/dashboard', signedIn: true },
  createGuide: { path: '/create-guide', signedIn: true },
  guide: { path: '/guide/:id', signedIn: true },
  guideRehearse: { path: '/guide/:id/rehearse', signedIn: true },
  guideChild: { path: '/guide/:id/child', signedIn: true },
  subscription: { path: '/subscription', signedIn: true },
} as const satisfies Record<string, { path: string; signedIn: boolean }>;

/** A screen's name in SCREENS. */
export type ScreenName = keyof typeof SCREENS;

// A ":param" segment matches any one segment.
const matchers = Object.values(SCREENS).map(
  ({ path }) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
);

/** True when the path is a screen of the app. */
export function isAppPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return matchers.some((r) => r.test(p));
}
