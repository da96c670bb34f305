import { describe, expect, it } from 'vitest';
import { josa, withJosa } from '@/lib/josa';

// D22: the particle follows the preceding syllable; never "이(가)" or "을(를)".
describe('josa', () => {
  it.each([
    ['배우자', '이/가', '배우자가'],
    ['초청인', '이/가', '초청인이'],
    ['서울', '으로/로', '서울로'],
    ['부산', '으로/로', '부산으로'],
    ['학교', '으로/로', '학교로'],
    ['신청서', '을/를', '신청서를'],
    ['증명서', '은/는', '증명서는'],
    ['혼인관계증명서', '과/와', '혼인관계증명서와'],
    ['여권', '과/와', '여권과'],
    ['2026년 12월 4일', '으로/로', '2026년 12월 4일로'],
    ['2026. 12. 4.', '을/를', '2026. 12. 4.를'],
    ['TOPIK', '이/가', 'TOPIK가'],
    ['IR-1', '이에요/예요', 'IR-1이에요'],
    ['CR-2', '이에요/예요', 'CR-2예요'],
    ['김민수 (Kim)', '이/가', '김민수 (Kim)이'],
  ] as const)('%s + %s = %s', (word, pair, expected) => {
    expect(withJosa(word, pair)).toBe(expected);
  });

  it('unknown endings take the first form, which reads correctly after a consonant', () => {
    expect(josa('', '이/가')).toBe('이');
    expect(josa('—', '을/를')).toBe('을');
  });
});
