import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Group,
  Text,
  UnstyledButton,
  em,
  useComputedColorScheme,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth-context';
import { useAppActions } from '@/lib/app-actions';
import { switchLocale } from '@/i18n/i18n';
import type { Locale } from '@/domain/common';
import { LogoMark } from './logo';
import { MoonIcon, SunIcon } from './icons';
import { installPrompt } from '../install-prompt';
import { loadWhenOnline } from '@/lib/load-when-online';
import { useStorePresence } from '@/ui/use-store-presence';

// Signed-in only, so its data code stays out of the first paint.
// Not needed to use the page: shown offline before it loaded, it waits for the network (lib/load-when-online).
// The segmented language switch (wide screens only) and its sliding indicator are not needed to paint the page.
const LanguageSwitch = lazy(() =>
  loadWhenOnline(() => import('./language-switch')).then((m) => ({ default: m.LanguageSwitch })),
);
// The install button, once the browser offers to install (most visits: never).
const InstallButton = lazy(() =>
  loadWhenOnline(() => import('./install-button')).then((m) => ({ default: m.InstallButton })),
);
const SyncBadge = lazy(() => loadWhenOnline(() => import('./sync-badge')).then((m) => ({ default: m.SyncBadge })));
// The audit's count on the closed menu (the navigation's own badge is behind it): the nav's audit chunk.
// An empty store (a first visit, lib/store-presence.ts) has no finding: nothing to count, none of its code.
const MenuAuditCount = lazy(() =>
  loadWhenOnline(() => import('./audit-badge')).then((m) => ({ default: m.MenuAuditCount })),
);

type Props = { navOpened: boolean; onToggleNav: () => void; onLogout: () => void; withNav: boolean };

function ThemeToggle() {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const nextScheme = scheme === 'dark' ? 'light' : 'dark';
  const label =
    nextScheme === 'dark'
      ? t({ id: 'nav.theme_dark', message: 'Dark theme' })
      : t({ id: 'nav.theme_light', message: 'Light theme' });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(nextScheme)}
      title={label}
      aria-label={label}
      data-testid="theme-toggle"
    >
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

/**
 * The segmented language switch measures itself on every render (a forced layout of the whole
 * page, 60-70 ms on a slow phone): small screens, which hide it, do not mount it at all. Read
 * synchronously, so a wide screen has it (or its place, while its code loads) from the first render and nothing shifts.
 */
function useWide() {
  const theme = useMantineTheme();
  return useMediaQuery(
    `(min-width: ${em(theme.breakpoints.sm)})`,
    window.matchMedia?.(`(min-width: ${em(theme.breakpoints.sm)})`).matches,
    { getInitialValueInEffect: false },
  );
}

/** Small screens: the toggles move into a compact group. */
function CompactToggles() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Group gap={4} wrap="nowrap" hiddenFrom="sm" data-testid="compact-toggles">
      <ThemeToggle />
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => void switchLocale(locale === 'en' ? 'ko' : 'en')}
        // The visible name is the accessible name (WCAG 2.5.3), in the language it switches to.
        title={locale === 'en' ? '한국어로 보기' : 'Switch to English'}
        lang={locale === 'en' ? 'ko' : 'en'}
      >
        {locale === 'en' ? '한국어' : 'English'}
      </Button>
    </Group>
  );
}

function Brand({ withNav, navOpened, onToggleNav }: Pick<Props, 'withNav' | 'navOpened' | 'onToggleNav'>) {
  const { t } = useLingui();
  const stored = useStorePresence();
  return (
    <Group gap="xs" wrap="nowrap">
      {withNav && (
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-labelledby="menu-name menu-audit-count"
          style={{ position: 'relative', overflow: 'visible' }}
          data-testid="menu-button"
        >
          <span id="menu-name" hidden>
            {t({ id: 'nav.menu', message: 'Menu' })}
          </span>
          {stored && (
            <Suspense fallback={null}>
              <MenuAuditCount labelId="menu-audit-count" />
            </Suspense>
          )}
        </Burger>
      )}
      <UnstyledButton
        component={Link}
        to="/"
        aria-label={t({ id: 'nav.home', message: 'F-6 Visa Prep home' })}
        data-testid="logo-link"
      >
        <Group gap={8} wrap="nowrap">
          <LogoMark />
          <Text fw={700} visibleFrom="xs">
            F-6 Visa Prep
          </Text>
        </Group>
      </UnstyledButton>
    </Group>
  );
}

/** Signed in: reset and logout, beside the other controls from the smallest phones up. */
function AccountButtons({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui();
  const { requestReset } = useAppActions();
  return (
    <Box visibleFrom="xs">
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" color="red" size="sm" onClick={requestReset} data-testid="nav-reset">
          {t({ id: 'home.reset', message: 'Reset' })}
        </Button>
        <Button variant="default" size="sm" onClick={onLogout} data-testid="logout">
          {t({ id: 'common.logout', message: 'Logout' })}
        </Button>
      </Group>
    </Box>
  );
}

export function TopNav({ navOpened, onToggleNav, onLogout, withNav }: Props) {
  const { t } = useLingui();
  const { user, mode } = useAuth();
  // Apply now leads where the next step is: sign-in, or with an account (or where there is no sign-in
  // at all, local-only mode, D24) the visa recommendations. A sign-in page that cannot sign in
  // is a dead end.
  const applyTo = user || mode === 'local-only' ? '/visa-recommendations' : '/login';
  const wide = useWide();
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs" className="top-nav">
      <Brand withNav={withNav} navOpened={navOpened} onToggleNav={onToggleNav} />
      <Group gap="xs" wrap="nowrap">
        {user && (
          <Suspense fallback={null}>
            <SyncBadge />
          </Suspense>
        )}
        {prompt && (
          <Suspense fallback={null}>
            <InstallButton prompt={prompt} />
          </Suspense>
        )}
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          <ThemeToggle />
          {wide && (
            // Its place is kept while it loads (its size in the default fonts), so nothing moves.
            <Suspense fallback={<div style={{ width: 84, height: 31 }} />}>
              <LanguageSwitch />
            </Suspense>
          )}
        </Group>
        <CompactToggles />
        <Button component={Link} to={applyTo} size="sm" className="apply-now" data-testid="apply-now">
          {t({ id: 'home.apply_now', message: 'Apply now' })}
        </Button>
        {user && <AccountButtons onLogout={onLogout} />}
      </Group>
    </Group>
  );
}
