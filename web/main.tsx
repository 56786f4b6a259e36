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
        <Toaster position="top-center" closeButton />
      </AuthProvider>
    </SettingsProvider>
  </StrictMode>,
);
