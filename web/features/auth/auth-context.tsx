/** The signed-in user: loading at start, then signed in or out (SPEC §4 Auth). */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthResponse, LoginRequest, PublicUser, RegisterRequest } from '../../../common/contracts/auth';
import { useNavigate } from 'react-router';
import { api, getToken, messageOf, setToken } from '../../lib/api';

interface AuthState {
  user: PublicUser | null;
  loading: boolean;
  login: (input: LoginRequest) => Promise<void>;
  register: (input: RegisterRequest) => Promise<void>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Restores the session on start and provides the signed-in user with login, register and logout. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  // Without a stored token there is no session to check, so loading ends before it starts.
  const [loading, setLoading] = useState(() => getToken() !== null);

  useEffect(() => {
    if (!getToken()) return;
    api<{ user: PublicUser }>('/api/auth/me')
      .then(({ user }) => setUser(user))
      .catch((err: unknown) => {
        // A failed user load is only logged (SPEC §8); an expired session is forgotten.
        console.info('Session not restored:', messageOf(err));
        setToken(null);
        setUser(null);
      })
      .finally(() => setLoading(false));
  }, []);

  const signedIn = useCallback((res: AuthResponse) => {
    setToken(res.token);
    setUser(res.user);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      login: async (input) => signedIn(await api<AuthResponse>('/api/auth/login', { method: 'POST', body: input, auth: false })),
      register: async (input) => signedIn(await api<AuthResponse>('/api/auth/register', { method: 'POST', body: input, auth: false })),
      logout: async () => {
        try {
          await api('/api/auth/logout', { method: 'POST' });
        } catch (err) {
          console.info('Logout request failed; clearing the local session anyway:', messageOf(err));
        }
        setToken(null);
        setUser(null);
      },
    }),
    [user, loading, signedIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user and the auth actions. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}

/**
 * Logs out and lands on the home page (SPEC §2). Navigating first keeps a protected page from
 * seeing the signed-out state and redirecting to /login on the way.
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    await logout();
  };
}
