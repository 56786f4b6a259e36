import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { SettingsProvider } from '../lib/public-settings';

// The toast area loads after the page: no page toasts before it is used, and the landing's script stays small.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * What wraps every page, in the browser and in the build's prerendering alike, so the first render
 * in the browser matches the prerendered HTML.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SettingsProvider>
        <AuthProvider>
          {children}
          {/* Under the 64 px navigation bar, never over it, on a phone as on a desktop. */}
          <Suspense>
            <Toaster position="top-center" closeButton offset={{ top: 76 }} mobileOffset={{ top: 76 }} />
          </Suspense>
        </AuthProvider>
      </SettingsProvider>
    </StrictMode>
  );
}
