import { Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import { SCREENS, type ScreenName } from '../../common/routes';
import { LoadingScreen } from '../components/loading-screen';
import { loadExample } from '../features/marketing/example-data';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { ProtectedRoute } from './layouts/protected-route';
import { RootLayout } from './layouts/root-layout';
import Landing from './routes/landing';

const Dashboard = lazyScreen(() => import('./routes/dashboard'));
const NotFound = lazyScreen(() => import('./routes/not-found'));
const ExampleGuide = lazyScreen(() => import('./routes/example-guide'));

/** The component of each screen; the paths come from common/routes.ts. The landing page is not lazy: it is the first paint. */
const PAGES: Record<ScreenName, ComponentType | LazyScreen> = {
  landing: Landing,
  examples: lazyScreen(() => import('./routes/examples')),
  pricing: lazyScreen(() => import('./routes/pricing')),
  login: lazyScreen(() => import('./routes/login')),
  register: lazyScreen(() => import('./routes/register')),
  forgotPassword: lazyScreen(() => import('./routes/forgot-password')),
  resetPassword: lazyScreen(() => import('./routes/reset-password')),
  terms: lazyScreen(() => import('./routes/terms')),
  privacy: lazyScreen(() => import('./routes/privacy')),
  refunds: lazyScreen(() => import('./routes/refunds')),
  disclaimer: lazyScreen(() => import('./routes/disclaimer')),
  cookies: lazyScreen(() => import('./routes/cookies')),
  contact: lazyScreen(() => import('./routes/contact')),
  paymentSuccess: lazyScreen(() => import('./routes/payment-success')),
  account: lazyScreen(() => import('./routes/account')),
  dashboard: Dashboard,
  createGuide: Dashboard,
  guide: lazyScreen(() => import('./routes/guide')),
  guideRehearse: lazyScreen(() => import('./routes/rehearse')),
  guideChild: lazyScreen(() => import('./routes/child-guide')),
  subscription: lazyScreen(() => import('./routes/subscription')),
};

const page = (Component: ComponentType) => (
  <Suspense fallback={<LoadingScreen />}>
    <Component />
  </Suspense>
);

/** What a route loads before its first render: its screen, and for an example its data. */
type Preload = (params: Params) => Promise<unknown>;
const preloadOf = (Component: ComponentType | LazyScreen): Preload | undefined => ('preload' in Component ? Component.preload : undefined);

const screenRoutes = (signedIn: boolean): RouteObject[] =>
  (Object.keys(SCREENS) as ScreenName[])
    .filter((name) => SCREENS[name].signedIn === signedIn)
    .map((name) => ({ path: SCREENS[name].path, element: page(PAGES[name]), handle: preloadOf(PAGES[name]) }));

/**
 * Every screen of SPEC §2: public ones, the example guides, protected ones behind the session check,
 * and the not-found page. The browser (main.tsx) and the build's prerendering (entry-server.tsx) both
 * route with these, in react-router's declarative mode: no route loads data, and the data router
 * would double the router's share of the landing page's script. An example's path is not a screen of
 * common/routes.ts: the server answers its prerendered page, and 404 for a slug that has none.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...screenRoutes(false),
      {
        path: '/examples/:slug',
        element: page(ExampleGuide),
        handle: ((params) => Promise.all([ExampleGuide.preload(), loadExample(params.slug ?? '')])) satisfies Preload,
      },
      { element: <ProtectedRoute />, children: screenRoutes(true) },
      { path: '*', element: page(NotFound) },
    ],
  },
];

/** The page for the current location, under whichever router holds it (browser or static). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads what the screen at this path needs, so a prerendered page hydrates in one go. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route, params }) => (route.handle as Preload | undefined)?.(params) ?? Promise.resolve()),
  );
}
