import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, isAdminUser, type AuthState, type User } from '../../lib/auth.tsx';
import { realtime } from '../../lib/realtime.ts';
import { KEYS, readJson, readString, remove, writeJson, writeString } from '../../lib/storage.ts';

/** The session: signed in means a token is stored (spec section 4, Authentication). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => (readString(KEYS.token) ? readJson<User>(KEYS.user) : null));

  const login = useCallback((token: string, next: User) => {
    writeString(KEYS.token, token);
    writeJson(KEYS.user, next);
    setUser(next);
    realtime.restart();
  }, []);
  const logout = useCallback(() => {
    remove(KEYS.token);
    remove(KEYS.user);
    setUser(null);
    realtime.restart();
  }, []);
  const updateUser = useCallback((next: User) => {
    writeJson(KEYS.user, next);
    setUser(next);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, isAdmin: isAdminUser(user), loading: false, login, logout, updateUser }),
    [user, login, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
