import { AppShell, Button, Divider, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NavItemLink } from '@/ui/links/nav-item-link';
import { useAuth } from '@/lib/auth-context';
import { useAppActions } from '@/lib/app-actions';
import { useStorePresence } from '@/ui/use-store-presence';
import { navItems } from '../nav-items';

// The audit reads the whole application: its count loads after the links themselves. An empty store
// (a first visit, lib/store-presence.ts) has no finding: no badge, and none of the audit's code.
const AuditBadge = lazy(() => import('./audit-badge').then((m) => ({ default: m.AuditBadge })));

type Props = { pathname: string; onNavigate: () => void };

/**
 * The side navigation's links (and, signed in on a small screen, reset and logout). Loaded just
 * after the first screen (app-layout.tsx): on a phone it sits closed behind the menu button, and
 * its links, collapse animations and icons are not needed to paint the page.
 */
export function NavList({ pathname, onNavigate }: Props) {
  const { t } = useLingui();
  const { user, mode } = useAuth();
  // The visa recommendations need an account only where there is a backend (D24).
  const items = navItems.filter((item) => item.to !== '/visa-recommendations' || user || mode === 'local-only');
  const { requestReset, logout: onLogout } = useAppActions();
  const active = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const stored = useStorePresence();
  return (
    <>
      <AppShell.Section grow style={{ overflowY: 'auto' }}>
        {items.map((item) => (
          <NavItemLink
            key={item.to}
            to={item.to}
            label={t(item.label)}
            rightSection={
              item.to === '/final-application' && stored ? (
                <Suspense fallback={null}>
                  <AuditBadge />
                </Suspense>
              ) : undefined
            }
            active={active(item.to)}
            onClick={onNavigate}
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
    </>
  );
}
