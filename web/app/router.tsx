import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { ProtectedRoute } from './layouts/protected-route';
import { RootLayout } from './layouts/root-layout';
import Landing from './routes/landing';

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<LoadingScreen />}>
    <Component />
  </Suspense>
);

const Examples = lazy(() => import('./routes/examples'));
const Pricing = lazy(() => import('./routes/pricing'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Terms = lazy(() => import('./routes/terms'));
const Privacy = lazy(() => import('./routes/privacy'));
const Refunds = lazy(() => import('./routes/refunds'));
const Disclaimer = lazy(() => import('./routes/disclaimer'));
const Cookies = lazy(() => import('./routes/cookies'));
const Contact = lazy(() => import('./routes/contact'));
const Account = lazy(() => import('./routes/account'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const NotFound = lazy(() => import('./routes/not-found'));
const GuideView = lazy(() => import('./routes/guide'));
const SubscriptionPage = lazy(() => import('./routes/subscription'));
const PaymentSuccess = lazy(() => import('./routes/payment-success'));

/** Every screen of SPEC §2 that exists so far; paths mirror common/routes.ts. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/examples', element: page(Examples) },
      { path: '/pricing', element: page(Pricing) },
      { path: '/login', element: page(Login) },
      { path: '/register', element: page(Register) },
      { path: '/forgot-password', element: page(ForgotPassword) },
      { path: '/reset-password', element: page(ResetPassword) },
      { path: '/terms', element: page(Terms) },
      { path: '/privacy', element: page(Privacy) },
      { path: '/refunds', element: page(Refunds) },
      { path: '/disclaimer', element: page(Disclaimer) },
      { path: '/cookies', element: page(Cookies) },
      { path: '/contact', element: page(Contact) },
      { path: '/app/stripe/success', element: page(PaymentSuccess) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/account', element: page(Account) },
          { path: '/dashboard', element: page(Dashboard) },
          { path: '/create-guide', element: page(Dashboard) },
          { path: '/guide/:id', element: page(GuideView) },
          { path: '/subscription', element: page(SubscriptionPage) },
        ],
      },
      { path: '*', element: page(NotFound) },
    ],
  },
]);
