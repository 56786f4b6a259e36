import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { LoadingScreen } from '../../components/loading-screen';

/** Protected screens: a loading screen while the session is checked, /login for visitors. */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
