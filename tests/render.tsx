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
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';
import { db } from '@/data';
import { i18n } from '@/i18n/i18n';

/**
 * Strings added since the last `lingui extract` are not in locales/en/common.json yet, and the app
 * shows a humanised key for them. The macros keep the English source text outside production, so
 * tests read that instead: a test then asserts the words the user will see once extracted.
 */
(i18n as unknown as { _missing?: unknown })._missing = undefined;

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

type Options = { path?: string };

/**
 * Renders one page with every provider the app sets (Mantine, Lingui with the app's i18n, a memory
 * router so links and PrefetchLink work). Await it: the router resolves the route first.
 */
export async function renderPage(Page: ComponentType, { path = '/' }: Options = {}): Promise<RenderResult> {
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderWithProviders(<RouterProvider router={router} />);
}
