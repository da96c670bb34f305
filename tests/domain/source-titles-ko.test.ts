import { describe, expect, it } from 'vitest';
import { collectText } from './eligibility/text-walk';

/**
 * Sources are shown in the user's language (D22, D28): every Source reachable from a domain
 * module's exports has a Korean title. Walks the modules' exports, so a new source without one fails.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../src/domain/**/*.ts',
    '!../../src/domain/**/*.d.ts',
    '!../../src/domain/package/**',
    '!../../src/domain/autofill*.ts',
  ],
  { eager: true },
);

describe('source titles in Korean', () => {
  const missing = new Set<string>();
  let count = 0;
  for (const [path, mod] of Object.entries(modules)) {
    const { sources } = collectText(mod);
    for (const { value } of sources) {
      count++;
      if (!value.ko?.title) missing.add(`${path.replace('../../src/', '')}: ${value.title}`);
    }
  }

  it('finds the sources', () => expect(count).toBeGreaterThan(50));

  it('every source has a Korean title', () => {
    expect([...missing].sort()).toEqual([]);
  });
});
