import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SCREENS, type ScreenName } from '../../common/routes';
import { LoadingScreen } from '../components/loading-screen';
import { ProtectedRoute } from './layouts/protected-route';
import { RootLayout } from './layouts/root-layout';
import Landing from './routes/landing';

const Dashboard = lazy(() => import('./routes/dashboard'));
const NotFound = lazy(() => import('./routes/not-found'));

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

const routes = (signedIn: boolean): RouteObject[] =>
  (Object.keys(SCREENS) as ScreenName[])
    .filter((name) => SCREENS[name].signedIn === signedIn)
    .map((name) => ({ path: SCREENS[name].path, element: page(PAGES[name]) }));

/** Every screen of SPEC §2: public ones, protected ones behind the session check, and the not-found page. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [...routes(false), { element: <ProtectedRoute />, children: routes(true) }, { path: '*', element: page(NotFound) }],
  },
]);
