import { Link, useRouter, type LinkComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * A Link that preloads its route's code when it comes within 200px of the viewport
 * (the router's own viewport preload uses a fixed 100px margin).
 */
type Props = Omit<LinkComponentProps<'a'>, 'to'> & { to: string };

export function PrefetchLink(props: Props) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const to = props.to;
  useEffect(() => {
    const el = ref.current;
    if (!el || !to || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          // After the page is idle, so prefetching never competes with the first paint.
          const preload = () => void router.preloadRoute({ to } as never).catch(() => {});
          if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
          else setTimeout(preload, 1000);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [router, to]);
  return <Link {...(props as LinkComponentProps<'a'>)} ref={ref} preload={false} />;
}
