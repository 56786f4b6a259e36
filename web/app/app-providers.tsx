import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { SettingsProvider } from '../lib/public-settings';

// The toast area loads after the page: no page toasts before it is used, and the landing's script stays small.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast area, mounted once the page has loaded and the browser is idle, so its script and styles never
 * compete with the page's first paint and hydration. A toast raised before then is not lost: sonner keeps
 * it and shows it as soon as the area mounts.
 */
function ToastArea() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let idle = 0;
    const mount = () => setMounted(true);
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(mount, { timeout: 1500 }) : window.setTimeout(mount, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense>
      {/* Under the 64 px navigation bar, never over it, on a phone as on a desktop. */}
      <Toaster position="top-center" closeButton offset={{ top: 76 }} mobileOffset={{ top: 76 }} />
    </Suspense>
  );
}

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
          <ToastArea />
        </AuthProvider>
      </SettingsProvider>
    </StrictMode>
  );
}
