import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { loadWhenOnline } from '@/lib/load-when-online';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';

/**
 * A dialog or drawer fetched with import() the first time it is opened, not with the page: its
 * Mantine code (focus trap, scroll lock, transitions, floating-ui) is the `overlay` chunk, which
 * most visits never need. The chunk is precached, so it opens offline too.
 */
export type LazyPart<P> = { load: () => Promise<ComponentType<P>>; loaded: () => ComponentType<P> | null };

export function lazyPart<P>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (pending ??= loadWhenOnline(importer).then(
      (c) => (component = c),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { load, loaded: () => component };
}

/**
 * `Part` is the component once loaded (null before); `open(show)` loads it if need be, mounts it
 * closed, then runs `show` (which opens it) and says whether it could. Mounted closed first and
 * opened in a synchronous render, as by a click when it came with the page, Mantine records the
 * focused trigger before its focus trap moves focus, and gives it focus back on close. `loading` is
 * true meanwhile, for a loader in the trigger (not `disabled`, which would drop the trigger's focus).
 */
export function useLazyPart<P>(part: LazyPart<P>) {
  const { t } = useLingui();
  const [Part, setPart] = useState<ComponentType<P> | null>(() => part.loaded());
  const [loading, setLoading] = useState(false);
  const open = useCallback(
    async (show: () => void): Promise<boolean> => {
      if (Part) {
        show();
        return true;
      }
      setLoading(true);
      try {
        const component = await part.load();
        flushSync(() => {
          setPart(() => component);
          setLoading(false);
        });
        flushSync(show);
        return true;
      } catch (error) {
        setLoading(false);
        logger.error('A dialog could not be loaded', error);
        toast.error(t({ id: 'common.part_failed', message: 'This could not open. Reload the page and try again.' }));
        return false;
      }
    },
    [Part, part, t],
  );
  return { Part, loading, open };
}
