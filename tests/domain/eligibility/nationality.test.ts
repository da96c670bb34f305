import { describe, it, expect } from 'vitest';
import { countries, countryName, normalizeNationality } from '../../../src/domain/eligibility/nationality';
import { formatKrw, joinLocalized } from '../../../src/domain/eligibility/format';
import { hangul } from './text-walk';

describe('normalizeNationality', () => {
  it.each([
    ['US', 'US'],
    ['us', 'US'],
    ['U.S.A.', 'US'],
    ['United States of America', 'US'],
    ['American', 'US'],
    ['미국', 'US'],
    ['South Korea', 'KR'],
    ['Viet Nam', 'VN'],
    ['the Philippines', 'PH'],
    ['Filipina', 'PH'],
    ['Timor-Leste', 'TL'],
    ['East Timor', 'TL'],
    ['남아공', 'ZA'],
    ['Democratic Republic of the Congo', 'CD'],
    ['CA', 'CA'],
    // The start of a name being typed is not a code: "Ch" (China, Chile...) is not Switzerland.
    ['Ch', undefined],
    ['ca', undefined],
    // A passport's machine-readable zone gives three letters: the same country as its name.
    ['PHL', 'PH'],
    ['VNM', 'VN'],
    ['USA', 'US'],
    ['CHN', 'CN'],
    ['Canadian', undefined],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%o -> %o', (input, code) => {
    expect(normalizeNationality(input)).toBe(code);
  });

  it('every listed country has a unique code and a Korean name', () => {
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.alpha3)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.name.ko).toMatch(hangul);
      expect(normalizeNationality(c.name.en)).toBe(c.code);
      expect(normalizeNationality(c.name.ko)).toBe(c.code);
      expect(normalizeNationality(c.alpha3)).toBe(c.code);
    }
    expect(countryName('us')).toEqual({ en: 'United States', ko: '미국' });
    expect(countryName('XX')).toBeUndefined();
  });
});

describe('formatKrw', () => {
  it.each([
    [0, '0 KRW', '0원'],
    [999, '999 KRW', '999원'],
    [25_195_752, '25,195,752 KRW', '25,195,752원'],
    [1_000_000_000, '1,000,000,000 KRW', '1,000,000,000원'],
    [-1_500, '-1,500 KRW', '-1,500원'],
  ])('%d', (n, en, ko) => {
    expect(formatKrw(n)).toEqual({ en, ko });
  });

  it('joinLocalized skips missing parts', () => {
    expect(joinLocalized({ en: 'a', ko: '가' }, undefined, { en: 'b', ko: '나' })).toEqual({ en: 'a b', ko: '가 나' });
  });
});
