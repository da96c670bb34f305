import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/route-tree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: false,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** 'bare': the page supplies its own layout (no side navigation). */
    layout?: 'bare';
  }
}
