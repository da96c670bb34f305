import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';

export const THEME_STORAGE_KEY = 'theme';
export type ThemeName = 'light' | 'dark';

/** Saved `theme` wins; else the system's dark preference; else light (spec §4 Theme). */
export function initialTheme(saved: string | null, prefersDark: boolean): ThemeName {
  if (saved === 'light' || saved === 'dark') return saved;
  return prefersDark ? 'dark' : 'light';
}

export function applyThemeClass(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.setAttribute('data-mantine-color-scheme', theme);
  root.style.colorScheme = theme;
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Mantine's colour scheme stored under the spec's `theme` key, mirrored to the `dark` class. */
export function themeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => initialTheme(readSaved(), window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false),
    set: (value: MantineColorScheme) => {
      const theme: ThemeName = value === 'dark' ? 'dark' : 'light';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Storage unavailable: the theme still applies to this visit.
      }
      applyThemeClass(theme);
    },
    subscribe: (onUpdate) => {
      handler = (event) => {
        if (event.key === THEME_STORAGE_KEY && (event.newValue === 'light' || event.newValue === 'dark')) {
          applyThemeClass(event.newValue);
          onUpdate(event.newValue);
        }
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
    },
    clear: () => localStorage.removeItem(THEME_STORAGE_KEY),
  };
}

export const theme = createTheme({
  // A deep teal: white text on it passes WCAG AA (4.5:1) in both schemes.
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", NanumGothic, sans-serif',
  headings: { fontWeight: '650' },
  colors: {
    brand: [
      '#e6f7f5',
      '#c3ebe6',
      '#9ddcd4',
      '#6fc9be',
      '#43b5a8',
      '#24a193',
      '#168a7d',
      '#0f6f65',
      '#0c6158',
      '#08473f',
    ],
  },
  components: {
    // A closed Select/Autocomplete renders no dropdown: Mantine keeps it mounted (hidden) by default, and
    // Floating UI then positions it at mount, a forced layout of the whole page in React's commit.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Dimmed text dark enough for WCAG AA on the page and card backgrounds; error text likewise (Mantine's
 * red-8 on a dark card was 3:1, its red-6 on white 3.3:1; red-4 and red-9 give 5.9:1 and 5.5:1). Filled
 * red (delete, reset, sign out anyway) on red-9 in both schemes: white on red-7 or red-8 is under 4.5:1.
 */
const red = {
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
  '--mantine-color-red-filled-hover': '#a51d1d',
};
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-9)', ...red },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': 'var(--mantine-color-red-4)', ...red },
});
