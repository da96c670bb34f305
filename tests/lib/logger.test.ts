import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '@/lib/logger';
import { humanizeKey } from '@/lib/humanize';
import { nextStamp } from '@/lib/clock';

const sink = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('logger levels (spec §9)', () => {
  it('in development: debug and up reach the console', () => {
    const s = sink();
    const log = createLogger({ dev: true, sink: s });
    log.debug('d');
    log.info('i');
    expect(s.debug).toHaveBeenCalledWith('d');
    expect(s.info).toHaveBeenCalledWith('i');
  });
  it('outside development: info is the level, only warn and error reach the console', () => {
    const s = sink();
    const log = createLogger({ dev: false, sink: s });
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e', { x: 1 });
    expect(s.debug).not.toHaveBeenCalled();
    expect(s.info).not.toHaveBeenCalled();
    expect(s.warn).toHaveBeenCalledWith('w');
    expect(s.error).toHaveBeenCalledWith('e', { x: 1 });
    expect(log.recent().map((r) => r.level)).toEqual(['info', 'warn', 'error']);
  });
});

describe('humanizeKey', () => {
  it.each([
    ['home.apply_now', 'Apply now'],
    ['common.logout', 'Logout'],
    ['nav.timeSensitive', 'Time sensitive'],
    ['x', 'X'],
  ])('%s -> %s', (key, text) => expect(humanizeKey(key)).toBe(text));
});

describe('nextStamp', () => {
  it('is now when the previous stamp is older', () => {
    expect(nextStamp('2020-01-01T00:00:00.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
  it('is one millisecond after a previous stamp from a faster clock', () => {
    expect(nextStamp('2030-01-01T00:00:00.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(
      '2030-01-01T00:00:00.001Z',
    );
  });
});
