import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { SCREENS, type ScreenName } from '../../common/routes';
import { LoadingScreen } from '../components/loading-screen';
import { ProtectedRoute } from './layouts/protected-route';
import { RootLayout } from './layouts/root-layout';
import Landing from './routes/landing';

const Dashboard = lazy(() => import('./routes/dashboard'));
const NotFound = lazy(() => import('./routes/not-found'));
const ExampleGuide = lazy(() => import('./routes/example-guide'));

/** The component of each screen; the paths come from common/routes.ts. The landing page is not lazy: it is the first paint. */
const PAGES: Record<ScreenName, ComponentType> = {
  landing: Landing,
  examples: lazy(() => import('./routes/examples')),
  pricing: lazy(() => import('./routes/pricing')),
  login: lazy(() => import('./routes/login')),
  register: lazy(() => import('./routes/register')),
  forgotPassword: lazy(() => import('./routes/forgot-password')),
  resetPassword: lazy(() => import('./routes/reset-password')),
  terms: lazy(() => import('./routes/terms')),
  privacy: lazy(() => import('./routes/privacy')),
  refunds: lazy(() => import('./routes/refunds')),
  disclaimer: lazy(() => import('./routes/disclaimer')),
  cookies: lazy(() => import('./routes/cookies')),
  contact: lazy(() => import('./routes/contact')),
  paymentSuccess: lazy(() => import('./routes/payment-success')),
  account: lazy(() => import('./routes/account')),
  dashboard: Dashboard,
  createGuide: Dashboard,
  guide: lazy(() => import('./routes/guide')),
  guideRehearse: lazy(() => import('./routes/rehearse')),
  guideChild: lazy(() => import('./routes/child-guide')),
  subscription: lazy(() => import('./routes/subscription')),
};

const page = (Component: ComponentType) => (
  <Suspense fallback={<LoadingScreen />}>
    <Component />
  </Suspense>
);

const screenRoutes = (signedIn: boolean): RouteObject[] =>
  (Object.keys(SCREENS) as ScreenName[])
    .filter((name) => SCREENS[name].signedIn === signedIn)
    .map((name) => ({ path: SCREENS[name].path, element: page(PAGES[name]) }));

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
      { path: '/examples/:slug', element: page(ExampleGuide) },
      { element: <ProtectedRoute />, children: screenRoutes(true) },
      { path: '*', element: page(NotFound) },
    ],
  },
];

/** The page for the current location, under whichever router holds it (browser or static). */
export function AppRoutes() {
  return useRoutes(routes);
}
