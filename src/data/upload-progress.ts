/**
 * Per-file upload progress to the cloud (0-1), kept in memory only: it changes many times a
 * second and means nothing on another device. sync/ reports it, features read it; a finished
 * upload is recorded for good as the file's `uploadedPath`.
 */
type Listener = () => void;
let current: Readonly<Record<string, number>> = {};
const listeners = new Set<Listener>();

export const uploadProgress = {
  get: (): Readonly<Record<string, number>> => current,
  set(fileId: string, fraction: number | null) {
    const next = { ...current };
    if (fraction === null) delete next[fileId];
    else next[fileId] = Math.max(0, Math.min(1, fraction));
    current = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
