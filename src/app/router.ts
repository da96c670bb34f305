import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/route-tree.gen';

const makeRouter = () =>
  createRouter({
    routeTree,
    // A link's route code (never the OCR or PDF engines: pages import those on use) is fetched when
    // a pointer rests on it or a finger touches it, not on render: a cold load fetches nothing more.
    defaultPreload: 'intent',
    scrollRestoration: true,
  });

let instance: ReturnType<typeof makeRouter> | null = null;

/**
 * The one router, made on first use rather than when the boot code is evaluated: building it
 * (the route tree, the history, scroll restoration) is a third of that evaluation, and boot makes
 * it in a task of its own so that neither task blocks a tap for long on a slow phone.
 */
export const getRouter = () => (instance ??= makeRouter());

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
  interface StaticDataRouteOption {
    /** 'bare': the page supplies its own layout (no side navigation). */
    layout?: 'bare';
  }
}
