import { readFileSync } from 'node:fs';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';
import { db } from '@/data';
import { i18n } from '@/i18n/i18n';
import { AuthContext, type AuthState } from '@/lib/auth-context';

/**
 * Strings added since the last `lingui extract` are not in locales/en/common.json yet, and the app
 * shows a humanised key for them. The macros keep the English source text outside production, so
 * tests read that instead: a test then asserts the words the user will see once extracted.
 */
(i18n as unknown as { _missing?: unknown })._missing = undefined;
// (The app's own compiler, src/i18n/compile.ts, reads the source text's {year} as it reads the catalog's {{year}}.)

/** Signed out, auth known, no backend: the default auth state of a test. */
export const signedOutAuth: AuthState = {
  user: null,
  loading: false,
  mode: 'local-only',
  actions: {
    signInWithEmail: async () => {},
    signUpWithEmail: async () => {},
    sendPasswordReset: async () => {},
    signInWithGoogle: async () => {},
  },
};

/** A fresh, empty database for each test. */
export async function resetDatabase(): Promise<void> {
  db.close();
  await db.delete();
  await db.open();
}

/** Every provider the app sets around a page, without the router. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications />
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}

/** Renders a component that needs no router (no links). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<Providers>{ui}</Providers>);
}

type Options = {
  path?: string;
  /** Overrides of the auth state (default signedOutAuth). */
  auth?: Partial<AuthState>;
  /** Other pages by path (e.g. '/login'), to see where a page navigates to. */
  routes?: Record<string, RouteComponent>;
};

/**
 * Renders one page with every provider the app sets (Mantine, Lingui with the app's i18n, a memory
 * router so the typed links work). Await it: the router resolves the route first.
 */
export async function renderPage(
  Page: RouteComponent,
  { path = '/', auth, routes = {} }: Options = {},
): Promise<RenderResult> {
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Page });
  const others = Object.entries(routes)
    .filter(([p]) => p !== path)
    .map(([p, component]) => createRoute({ getParentRoute: () => rootRoute, path: p, component }));
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, ...others]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderWithProviders(
    <AuthContext.Provider value={{ ...signedOutAuth, ...auth }}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

/** The served Korean catalog, as the app fetches it (for `activateLocale('ko', koFetch)`). */
export const koFetch = (async () =>
  new Response(readFileSync('locales/ko/common.json', 'utf8'), {
    headers: { 'content-type': 'application/json' },
  })) as unknown as typeof fetch;
