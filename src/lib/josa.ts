/**
 * Korean particles chosen from the preceding syllable (D22: never "이(가)" or "을(를)").
 * A word ending in a Hangul syllable with a final consonant (받침) takes the first form, one without
 * takes the second; "(으)로" also takes "로" after ㄹ. For a word that does not end in Hangul
 * (digits, Latin letters), the reading of the last character decides where it is known.
 */
export type JosaPair = '이/가' | '을/를' | '은/는' | '과/와' | '으로/로' | '이에요/예요' | '이나/나' | '아/야';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8;

/** Final consonant index (0 = none) of the last syllable as read aloud, or null when unknown. */
function finalOf(word: string): number | null {
  const trimmed = word.replace(/[\s)\]"'’”.,!?]+$/u, '');
  const last = trimmed.at(-1);
  if (!last) return null;
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
  // Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구.
  const digitFinals: Record<string, number> = {
    '0': 21,
    '1': RIEUL,
    '2': 0,
    '3': 16,
    '4': 0,
    '5': 0,
    '6': 1,
    '7': RIEUL,
    '8': RIEUL,
    '9': 0,
  };
  if (last in digitFinals) return digitFinals[last];
  // Letters as commonly read: L, M, N, R end in a consonant (엘, 엠, 엔, 알); the rest in a vowel.
  if (/[a-z]/i.test(last)) return /[lmnr]/i.test(last) ? (/[lr]/i.test(last) ? RIEUL : 4) : 0;
  return null;
}

/** The particle alone, e.g. josa('서울', '으로/로') === '로'. Unknown endings take the first form. */
export function josa(word: string, pair: JosaPair): string {
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  const final = finalOf(word);
  if (final === null) return withFinal;
  if (pair === '으로/로') return final === 0 || final === RIEUL ? withoutFinal : withFinal;
  return final === 0 ? withoutFinal : withFinal;
}

/** The word followed by its particle, e.g. withJosa('배우자', '이/가') === '배우자가'. */
export const withJosa = (word: string, pair: JosaPair): string => `${word}${josa(word, pair)}`;
