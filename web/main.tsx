import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from './app/router';
import { AuthProvider } from './features/auth/auth-context';
import { SettingsProvider } from './lib/public-settings';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SettingsProvider>
      <AuthProvider>
        <RouterProvider router={router} />
        {/* Under the 64 px navigation bar, never over it, on a phone as on a desktop. */}
        <Toaster position="top-center" closeButton offset={{ top: 76 }} mobileOffset={{ top: 76 }} />
      </AuthProvider>
    </SettingsProvider>
  </StrictMode>,
);
