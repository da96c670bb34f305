import type { AppUser } from '@/lib/auth-context';

export type Unsubscribe = () => void;
export type CloudDocName = 'userProgress' | 'users' | 'uploads';
export type CloudData = Record<string, unknown>;

/** What sync/ needs from Firebase, so the engine can be typed without importing Firebase. */
export type CloudApi = {
  emulators: boolean;
  currentUser: () => AppUser | null;
  onUser: (cb: (user: AppUser | null, error?: unknown) => void) => Unsubscribe;
  signInWithEmail: (email: string, password: string) => Promise<void>;
  signUpWithEmail: (email: string, password: string) => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  signInWithGoogle: (emulatorEmail?: string) => Promise<void>;
  signOut: () => Promise<void>;
  read: (name: CloudDocName, uid: string) => Promise<CloudData | null>;
  watch: (
    name: CloudDocName,
    uid: string,
    cb: (data: CloudData | null) => void,
    onError: (e: unknown) => void,
  ) => Unsubscribe;
  /** Read, merge and write in a transaction; `replace` writes the whole document instead of merging fields. */
  update: (
    name: CloudDocName,
    uid: string,
    merge: (current: CloudData | null) => CloudData | null,
    options?: { replace?: boolean },
  ) => Promise<CloudData | null>;
  deleteFile: (path: string) => Promise<void>;
  softDeleteUserProgress: (uid: string, at: string) => Promise<void>;
  clearUserFields: (uid: string, at: string) => Promise<void>;
  deleteUploadsDoc: (uid: string) => Promise<void>;
  deleteStorageFolder: (uid: string) => Promise<void>;
  uploadFile: (path: string, blob: Blob, contentType: string, onProgress?: (fraction: number) => void) => Promise<void>;
  /** A file's bytes from the account's storage (another device's upload). */
  downloadFile: (path: string) => Promise<Blob>;
  /** Paths of the user's files under uploads/{uid}, one level of subfolders included. */
  listFiles: (uid: string) => Promise<string[]>;
  dispose: () => Promise<void>;
};
