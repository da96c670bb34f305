import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useAppActions } from '@/lib/app-actions';
import { loadWhenOnline } from '@/lib/load-when-online';
import { storageStatus } from '@/data/status';
import { TopNav } from './top-nav';
import { focusMain, MAIN_ID } from '../use-route-announcer';

// Not needed to paint the page, so not in the first-paint code: the side navigation's links (closed
// behind the menu on a phone) arrive just after it, the storage notice only when there is trouble.
const NavList = lazy(() => loadWhenOnline(() => import('./nav-list')).then((m) => ({ default: m.NavList })));
const StorageBanner = lazy(() =>
  loadWhenOnline(() => import('./storage-banner')).then((m) => ({ default: m.StorageBanner })),
);

function StorageBannerSlot() {
  const problem = useSyncExternalStore(storageStatus.subscribe, storageStatus.get);
  return problem ? (
    <Suspense fallback={null}>
      <StorageBanner />
    </Suspense>
  ) : null;
}

type Props = { children: ReactNode; bare?: boolean };

/** The default layout: top navigation over a light or dark background, the journey in a side navigation. */
export function AppLayout({ children, bare = false }: Props) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { logout: onLogout } = useAppActions();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={bare ? undefined : { width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      {/* First in the tab order: past the header and the navigation to the page's heading. */}
      <a
        href={`#${MAIN_ID}`}
        className="skip-link"
        data-testid="skip-link"
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        {t({ id: 'nav.skip', message: 'Skip to main content' })}
      </a>
      <AppShell.Header>
        <TopNav navOpened={opened} onToggleNav={toggle} onLogout={onLogout} withNav={!bare} />
      </AppShell.Header>
      {!bare && (
        <AppShell.Navbar p="xs" aria-label={t({ id: 'nav.label', message: 'Application steps' })} component="nav">
          <Suspense fallback={null}>
            <NavList pathname={pathname} onNavigate={close} />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <StorageBannerSlot />
        <div id={MAIN_ID} tabIndex={-1}>
          {children}
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
