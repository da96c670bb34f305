import { describe, expect, it } from 'vitest';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { appShellScrollClasses } from '../../tools/vite/app-shell-scroll-classes';

describe('the AppShell stand-in for react-remove-scroll (tools/vite/app-shell-scroll-classes.ts)', () => {
  const plugin = appShellScrollClasses();
  const resolve = (source: string, importer: string) =>
    (plugin.resolveId as (s: string, i: string) => string | null)(source, importer);

  it('is used by the AppShell header, footer and aside only', () => {
    const shim = resolve(
      'react-remove-scroll',
      '/x/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs',
    );
    expect(shim).toBeTruthy();
    expect(
      resolve('react-remove-scroll', '/x/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs'),
    ).toBeNull();
  });

  it("gives the package's own class names, so a dialog's scroll lock still offsets the header", () => {
    const shim = resolve('react-remove-scroll', '/x/AppShell/AppShellFooter/AppShellFooter.mjs')!;
    const code = (plugin.load as (id: string) => string)(shim);
    expect(code).toContain(`zeroRight: '${zeroRightClassName}'`);
    expect(code).toContain(`fullWidth: '${fullWidthClassName}'`);
  });
});
