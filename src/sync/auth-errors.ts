import type { AuthErrorCode } from '@/lib/auth-context';

/** Firebase Auth error codes in the words the sign-in screen translates. */
export function authErrorCode(error: unknown): AuthErrorCode {
  const code = (error as { code?: string } | null)?.code ?? '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-login-credentials':
      return 'invalid-credentials';
    case 'auth/email-already-in-use':
      return 'email-in-use';
    case 'auth/weak-password':
      return 'weak-password';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'invalid-email';
    case 'auth/network-request-failed':
      return 'offline';
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return 'popup-closed';
    case 'auth/too-many-requests':
      return 'too-many-requests';
    default:
      return 'unknown';
  }
}
