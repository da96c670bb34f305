import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/f6/$formId.index';

const validate = (search: Record<string, unknown>) =>
  (Route.options.validateSearch as (s: Record<string, unknown>) => { q?: number })(search);

describe('?q= on a form', () => {
  it('opens the question asked for', () => {
    expect(validate({ q: 3 })).toEqual({ q: 3 });
    expect(validate({ q: '12' })).toEqual({ q: 12 });
    expect(validate({})).toEqual({});
  });
  it('opens the first question for anything else', () => {
    for (const q of [
      'abc',
      '__proto__',
      'constructor',
      '',
      '-1',
      '1.5',
      '1e3',
      'NaN',
      'Infinity',
      -1,
      1.5,
      NaN,
      [],
      {},
      true,
      null,
      1e9,
    ])
      expect(validate({ q })).toEqual({ q: 0 });
    expect(validate(JSON.parse('{"__proto__": {"q": 5}}'))).toEqual({});
  });
});
