import type { Plugin } from 'vite';

/**
 * The build fails when a precached chunk imports a chunk the service worker does not precache
 * (heavy/: OCR and PDF code, fetched on first use) without `import()`: offline, the importing page
 * would crash on the missing chunk. It happened once: the final step's checklist reached into
 * domain/package for one function, and /final-application showed the error screen offline.
 */
export function offlineImportsGuard(notPrecached: RegExp): Plugin {
  return {
    name: 'f6-offline-imports-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || notPrecached.test(chunk.fileName)) continue;
        for (const imported of chunk.imports)
          if (notPrecached.test(imported)) problems.push(`${chunk.fileName} imports ${imported}`);
      }
      if (problems.length > 0)
        this.error(
          `Precached code imports code that is not precached, so it breaks offline (use import(), or move the shared code out of the heavy paths):\n  ${problems.join('\n  ')}`,
        );
    },
  };
}
