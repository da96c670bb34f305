// Lighthouse asks for at least 2 dedicated cores, 4 recommended (its docs, "variability"): its simulation
// multiplies the wall time of each of the renderer's tasks by 4, so a renderer that waits for a core while
// the browser, network and GPU processes and Lighthouse itself run reads as a slow page. On a 2-core host
// that wait is most of the figure (docs/performance.md, "Lighthouse with the renderer on a core of its own").
// pinRenderers() gives the page's renderers the last core and leaves the rest of the browser and this
// process the others: what a phone's or a desktop's spare cores give the renderer. Linux only (taskset).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const parentOf = (pid) => {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
};

/** True when `pid` descends from `root` (a renderer is the browser's zygote's child). */
const descendsFrom = (pid, root) => {
  for (let p = pid, depth = 0; p > 1 && depth < 6; depth++) {
    p = parentOf(p);
    if (p === root) return true;
  }
  return false;
};

/**
 * Moves this process and its threads off the last core, then (until the returned stop function is called)
 * every renderer process of the browser whose process id is `browserPid` onto it. A no-op with one core or
 * off Linux. Returns the stop function.
 * @param {number} browserPid
 */
export function pinRenderers(browserPid) {
  const n = cpus().length;
  if (n < 2 || process.platform !== 'linux') return () => {};
  const last = String(n - 1);
  const rest = n === 2 ? '0' : `0-${n - 2}`;
  const pin = (cores, pid) => {
    try {
      execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    } catch {
      // The process ended before it could be moved.
    }
  };
  pin(rest, process.pid);
  // The browser was started before this call: it and its helpers off the last core too.
  const seen = new Set();
  const tick = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || seen.has(entry)) continue;
      const pid = Number(entry);
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      } catch {
        continue;
      }
      // Read again on the next tick while a new process has no command line yet.
      if (!cmdline) continue;
      seen.add(entry);
      if (pid !== browserPid && !descendsFrom(pid, browserPid)) continue;
      // The browser's own interface (--top-chrome-webui) is a renderer too, busy at start: not the page's.
      const page = cmdline.includes('--type=renderer') && !cmdline.includes('--top-chrome-webui');
      pin(page ? last : rest, pid);
    }
  };
  tick();
  const timer = setInterval(tick, 10);
  return () => clearInterval(timer);
}
