import { useEffect, useState } from 'react';

/**
 * An object URL for a stored file's bytes, read once per key and revoked when the key changes or the
 * component goes: null until read, and while nothing is stored under that key. `read` is a repository's
 * module-level function, so it never changes between renders.
 */
export function useBlobUrl(key: string, read: (key: string) => Promise<{ blob: Blob } | undefined | null>) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void read(key).then((stored) => {
      if (!stored || !live) return;
      objectUrl = URL.createObjectURL(stored.blob);
      setUrl(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key, read]);
  return url;
}
