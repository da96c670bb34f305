import type { Plugin } from 'vite';

const SHIM = '\0f6-app-shell-remove-scroll';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (with its sidecar and
 * scroll-bar helpers, ~7 KiB gzip) only to read two class names from it, which put the whole
 * package in the first paint. For those three modules it resolves to the class names alone; the
 * dialogs that really lock scrolling still get the package (with the same class names, so the
 * header keeps its offset while a dialog is open).
 */
export function appShellScrollClasses(): Plugin {
  return {
    name: 'f6-app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && /[\\/]AppShell(Header|Footer|Aside)[\\/]/.test(importer))
        return SHIM;
      return null;
    },
    load(id) {
      if (id !== SHIM) return null;
      // The values of react-remove-scroll-bar's zeroRightClassName and fullWidthClassName.
      return `export const RemoveScroll = { classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' } };`;
    },
  };
}
