import { useMemo } from 'react';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { readFirebaseConfig } from '@/sync/config';
import type { CloudOps } from './flows';
import { useContext } from 'react';

/** Local-only mode: no backend, no user, nothing to wait for. The sync issue wires the real session. */
export function useAuthSession(): { auth: AuthState; cloud: CloudOps | null; syncNow: () => void; logout: () => void } {
  const defaults = useContext(AuthContext);
  return useMemo(() => {
    const { mode } = readFirebaseConfig();
    return { auth: { ...defaults, mode, loading: false, user: null }, cloud: null, syncNow: () => {}, logout: () => {} };
  }, [defaults]);
}
