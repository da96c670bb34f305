// Mantine's global styles; each component's own styles arrive with the chunk that uses it (tools/vite/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';

// Every route's first screen is static HTML (tools/vite/static-shell.ts). The app's code is
// requested once that screen has painted (tools/vite/deferred-start.ts), and evaluated after a
// frame, so a slow phone, or a start from the offline cache, shows the page before any script runs.
// React is evaluated first, in a task of its own, and the app in the next: two shorter tasks, so
// the page answers a tap in between (tools/vite/boot-chunks.ts makes the two chunks).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = () =>
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/boot'))
    .then((m) => m.boot());
requestAnimationFrame(() => setTimeout(start, 0));
