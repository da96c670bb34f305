import { AppShell, Button, Divider, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PrefetchLink } from '@/lib/prefetch-link';
import { useAuth } from '@/lib/auth-context';
import { useAppActions } from '@/lib/app-actions';
import { navItems } from '../nav-items';
import { TopNav } from './top-nav';
import { focusMain, MAIN_ID } from '../use-route-announcer';
import { StorageBanner } from './storage-banner';

type Props = { children: ReactNode; bare?: boolean };

/** The default layout: top navigation over a light or dark background, the journey in a side navigation. */
export function AppLayout({ children, bare = false }: Props) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { user, mode } = useAuth();
  // The visa recommendations need an account only where there is a backend (ruling 24).
  const items = navItems.filter((item) => item.to !== '/visa-recommendations' || user || mode === 'local-only');
  const { requestReset, logout: onLogout } = useAppActions();
  const active = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

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
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            {items.map((item) => (
              <NavLink
                key={item.to}
                component={PrefetchLink}
                to={item.to}
                label={t(item.label)}
                active={active(item.to)}
                onClick={close}
                className="nav-item"
                aria-current={active(item.to) ? 'page' : undefined}
                data-testid={item.testId}
              />
            ))}
          </AppShell.Section>
          {user && (
            <AppShell.Section hiddenFrom="xs">
              <Divider my="xs" />
              <Stack gap="xs">
                <Button variant="subtle" color="red" onClick={requestReset}>
                  {t({ id: 'home.reset', message: 'Reset' })}
                </Button>
                <Button variant="default" onClick={onLogout}>
                  {t({ id: 'common.logout', message: 'Logout' })}
                </Button>
              </Stack>
            </AppShell.Section>
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <StorageBanner />
        <div id={MAIN_ID} tabIndex={-1}>
          {children}
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
