// The browser a Lighthouse run loads the page in: a fresh one each run (no service worker or HTTP cache
// carried over). BENCH_SHELL=1 takes Chromium's headless shell (Debian's chromium-headless-shell, the
// same Blink and V8 without the browser's own interface) instead of the full browser in headless mode:
// on a host of 2 cores the full browser's interface renderer and browser process take about twice the
// CPU of the shell's during a run, time the page's renderer waits for (docs/performance.md, "Lighthouse
// in the headless shell"). BENCH_PIN=1 adds bench/pin-renderer.mjs. Returns the browser and its unpin.
import { existsSync } from 'node:fs';
import { pinRenderers } from './pin-renderer.mjs';

const shell = '/usr/bin/chromium-headless-shell';

/** @param {string[]} flags extra command-line flags */
export async function launchForLighthouse(flags = []) {
  const chromeLauncher = await import('chrome-launcher');
  const useShell = process.env.BENCH_SHELL === '1';
  if (useShell && !existsSync(shell))
    throw new Error(`BENCH_SHELL=1 needs ${shell} (apt-get install chromium-headless-shell)`);
  const chrome = await chromeLauncher.launch({
    chromePath: useShell ? shell : '/usr/bin/chromium',
    chromeFlags: [useShell ? '--headless' : '--headless=new', ...flags],
  });
  const unpin = process.env.BENCH_PIN === '1' ? pinRenderers(chrome.pid) : () => {};
  return { chrome, unpin };
}

/** How the runs were made, for the printed figures. */
export const lighthouseSetup = () =>
  [
    process.env.BENCH_SHELL === '1' ? 'headless shell' : '',
    process.env.BENCH_PIN === '1' ? 'renderer on its own core' : '',
  ]
    .filter(Boolean)
    .join(', ');
