import { liveQuery, type Observable } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/**
 * A query's answers, with the first one rendered in a transition: React then builds the page that
 * answer fills (the timeline, a form of 52 questions) in slices between which the browser answers
 * taps, instead of in one blocking render on a slow phone. Later answers (the user's own saves,
 * another device's changes) render at once, as before.
 */
function firstInTransition<T>(source: Observable<T>): Observable<T> {
  const wrapped = Object.create(source) as Observable<T>;
  wrapped.subscribe = ((onNext?: unknown, onError?: unknown, onComplete?: unknown) => {
    let first = true;
    const observer =
      typeof onNext === 'object' && onNext !== null
        ? (onNext as { next?: (v: T) => void; error?: (e: unknown) => void; complete?: () => void })
        : {
            next: onNext as ((v: T) => void) | undefined,
            error: onError as ((e: unknown) => void) | undefined,
            complete: onComplete as (() => void) | undefined,
          };
    return source.subscribe({
      next: (value: T) => {
        if (!observer.next) return;
        if (first) {
          first = false;
          startTransition(() => observer.next?.(value));
        } else observer.next(value);
      },
      error: (error: unknown) => observer.error?.(error),
      complete: () => observer.complete?.(),
    });
  }) as Observable<T>['subscribe'];
  return wrapped;
}

/** dexie-react-hooks' useLiveQuery (same arguments, same answers), its first answer in a transition. */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  defaultResult: TDefault,
): T | TDefault;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: TDefault,
): T | TDefault | undefined {
  return useObservable(() => firstInTransition(liveQuery(querier)), deps, defaultResult);
}
