/**
 * D26/D27: names of one place in two scripts are compared only by what both say for sure (the
 * country, the Korean province or metropolitan city); names in one script by their words.
 */
import { describe, expect, it } from 'vitest';
import { anchorOf, comparePlaces, countryOf } from '@/domain/audit/place-names';

describe('place names', () => {
  it.each([
    ['Austin, Texas, USA', 'US'],
    ['미국 텍사스주 오스틴', 'US'],
    ['Hanoi, Viet Nam', 'VN'],
    ['베트남 하노이', 'VN'],
    ['부산광역시 해운대구', 'KR'],
    ['Mapo-gu, Seoul', 'KR'],
    ['A Korean restaurant in Hanoi, Vietnam', 'VN'],
    ['인도네시아 자카르타', 'ID'],
    ['Springfield', undefined],
  ])('%s is in %s', (text, country) => expect(countryOf(text)).toBe(country));

  it('a region is read where its name begins a word only', () => {
    expect(anchorOf('부산광역시 해운대구').region).toBe('busan');
    expect(anchorOf('서울특별시 마포구').region).toBe('seoul');
    expect(anchorOf('Jeju-si, Jeju').region).toBe('jeju');
  });

  it.each([
    ['Austin, Texas, USA', '미국 텍사스주 오스틴', 'same'],
    ['Seattle, King County, Washington', 'Seattle, WA, USA', 'same'],
    ['미국 텍사스주 오스틴', '미국 오스틴', 'same'],
    ['서울특별시 마포구청', '서울특별시 마포구', 'same'],
    ['Mapo-gu Office, Seoul', '서울 마포구', 'same'],
    ['Austin, Texas, USA', 'Las Vegas, Nevada, USA', 'different'],
    ['미국 오스틴', '미국 라스베이거스', 'different'],
    ['베트남 하노이', 'Austin, Texas, USA', 'different'],
    ['부산광역시 해운대구', 'Mapo-gu, Seoul', 'different'],
    // A transliteration cannot be checked: nothing is said, never "different".
    ['호찌민', 'Ho Chi Minh City, Vietnam', 'unknown'],
    ['오스틴', 'Austin', 'unknown'],
  ] as const)('%s and %s: %s', (a, b, expected) => {
    expect(comparePlaces(a, b)).toBe(expected);
    expect(comparePlaces(b, a)).toBe(expected);
  });
});
