import { liveQuery, type Observable } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';
import { db, openInProgress } from './index';

/**
 * A query's answers, started once the database is open, with the first one rendered in a transition: React then
 * builds the page that answer fills (the timeline, a form of 52 questions) in slices between which the browser
 * answers taps, instead of in one blocking render on a slow phone. Later answers (the user's own saves, another
 * device's changes) render at once, as before.
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
    let inner: { unsubscribe: () => void } | null = null;
    let closed = false;
    const start = () => {
      if (!closed) inner = source.subscribe(forward);
    };
    const forward = {
      next: (value: T) => {
        if (!observer.next) return;
        if (first) {
          first = false;
          startTransition(() => observer.next?.(value));
        } else observer.next(value);
      },
      error: (error: unknown) => observer.error?.(error),
      complete: () => observer.complete?.(),
    };
    // A database created by this visit announces every table as changed once it is open, and Dexie then runs
    // every query already started a second time (69 reads instead of 39 on a first visit's /final-application).
    // So a query starts once the database is open. A closed or failed database is left to fail as before.
    const opening = db.isOpen()
      ? null
      : (openInProgress() ?? (db.hasBeenClosed() || db.hasFailed() ? null : db.open()));
    if (opening) opening.then(start, start);
    else start();
    return {
      get closed() {
        return closed;
      },
      unsubscribe: () => {
        closed = true;
        inner?.unsubscribe();
      },
    };
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

type Listener<T> = { next: (value: T) => void; error: (error: unknown) => void };

/**
 * One live query for every component that shows its answer (the navigation's badge and the menu's count):
 * the store is read once per change, not once per component. A component mounted after the first answer
 * starts from it (no loader flash). The query stops when the last component goes.
 */
export function sharedLiveQuery<T>(querier: () => Promise<T>): () => T | undefined {
  const listeners = new Set<Listener<T>>();
  let subscription: { unsubscribe: () => void } | null = null;
  let last: { value: T } | null = null;
  const observable = {
    hasValue: () => last !== null,
    getValue: () => last?.value,
    subscribe(onNext: (value: T) => void, onError?: (error: unknown) => void) {
      const listener = { next: onNext, error: onError ?? (() => undefined) };
      listeners.add(listener);
      // An answer that came between this component's render and its subscription.
      if (last) onNext(last.value);
      subscription ??= firstInTransition(liveQuery(querier)).subscribe({
        next: (value) => {
          last = { value };
          listeners.forEach((l) => l.next(value));
        },
        error: (error) => listeners.forEach((l) => l.error(error)),
      });
      return {
        unsubscribe: () => {
          listeners.delete(listener);
          if (listeners.size > 0 || !subscription) return;
          subscription.unsubscribe();
          subscription = null;
          last = null;
        },
      };
    },
  };
  return () => useObservable(observable as unknown as Observable<T>) as T | undefined;
}
