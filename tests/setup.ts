import 'fake-indexeddb/auto';
import english from '../locales/en/common.json';
import { setBuiltInEnglish } from '@/i18n/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what a user would wait for: storage round trips on a loaded 2-core
// machine (CI, or parallel work) take seconds, and the library's 1 s default made tests flaky.
configure({ asyncUtilTimeout: 8000 });

// The app fetches its English strings at boot (src/i18n/i18n.ts); tests have them from the start.
setBuiltInEnglish(english);

// Without vitest's globals Testing Library cannot register its own cleanup: each test starts from an empty
// document, whatever order the tests run in.
afterEach(() => cleanup());

// jsdom lacks matchMedia and ResizeObserver, which Mantine uses.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}
