import { useLingui } from '@lingui/react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export const MAIN_ID = 'main-content';

/** Focuses the page's main heading (or the main region), for the skip link and route changes. */
export function focusMain(): boolean {
  const main = document.getElementById(MAIN_ID);
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
  return heading !== null;
}

/**
 * One mechanism for every route: the document title is `<route name> · F-6 Visa Prep` in the
 * user's language, and after a navigation focus moves to the new page's heading so a screen
 * reader announces it and Tab continues from the content, not from the top of the page.
 */
export function useRouteAnnouncer() {
  const { i18n } = useLingui();
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const routeId = leaf?.status === 'notFound' ? undefined : leaf?.routeId;
  const params = leaf?.params as Record<string, string | undefined> | undefined;
  const formId = params?.formId;

  useEffect(() => {
    let current = true;
    // The titles (every route's name, from the route table) are not needed to paint a page: they
    // load just after it, from a small precached chunk; the HTML's own title stands until then.
    void import('./route-titles')
      .then(async ({ documentTitle, loadFormTitles }) => {
        if (!current) return;
        document.title = documentTitle(i18n, routeId, { formId });
        if (formId && (await loadFormTitles()) && current) document.title = documentTitle(i18n, routeId, { formId });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [i18n, i18n.locale, routeId, formId]);

  const first = useRef(true);
  useEffect(() => {
    // The first page load keeps the browser's own starting point (the top of the document).
    if (first.current) {
      first.current = false;
      return;
    }
    // Pages that load their data first render the heading a moment later: wait for it briefly.
    let tries = 0;
    let timer: number | undefined;
    const attempt = () => {
      if (focusMain() || ++tries > 20) return;
      timer = window.setTimeout(attempt, 50);
    };
    timer = window.setTimeout(attempt, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
