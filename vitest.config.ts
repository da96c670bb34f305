import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      testTimeout: 45000,
      hookTimeout: 30000,
      pool: 'threads',
      maxWorkers: 2,
      // Test files share a worker's modules instead of re-importing React, Mantine and jsdom's globals for
      // each of ~130 files: half the CPU time (user 321 s -> 168 s, same run), which is most of CI's unit stage.
      // All 129 files pass in both modes; the integration tests (Firebase apps are per-process singletons)
      // keep isolation: `npm run test:integration` passes --isolate.
      isolate: false,
    },
  }),
);
