import { createContext, useContext } from 'react';

export type BackendMode = 'local-only' | 'emulators' | 'firebase';

export type AppUser = { uid: string; email: string | null; displayName: string | null };

/** What a sign-in attempt can go wrong with, in words the UI translates. */
export type AuthErrorCode =
  | 'invalid-credentials'
  | 'email-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'offline'
  | 'popup-closed'
  | 'too-many-requests'
  | 'unavailable'
  | 'unknown';

export type AuthActions = {
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (email: string, password: string) => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
};

export type AuthState = {
  /** null when signed out. */
  user: AppUser | null;
  /** true until the first auth state is known. */
  loading: boolean;
  mode: BackendMode;
  actions: AuthActions;
};

const unavailable = () =>
  Promise.reject(Object.assign(new Error('Firebase not initialized'), { code: 'unavailable' as AuthErrorCode }));

export const AuthContext = createContext<AuthState>({
  user: null,
  loading: false,
  mode: 'local-only',
  actions: {
    signInWithEmail: unavailable,
    signUpWithEmail: unavailable,
    sendPasswordReset: unavailable,
    signInWithGoogle: unavailable,
  },
});

export const useAuth = (): AuthState => useContext(AuthContext);
