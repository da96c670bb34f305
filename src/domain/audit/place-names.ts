/**
 * Whether two names of a place can name the same place (D26, D27). Names in one script are
 * compared by their words; a Korean and a Latin name cannot be compared letter by letter (a
 * transliteration is never certain), so across scripts only what both name for sure is compared:
 * the country, and the province or metropolitan city of a place in Korea.
 */
import { countries, type CountryCode } from '../eligibility/nationality';
import { scriptOf } from '../people';

/** What a place name says for sure: its country and, in Korea, its province or metropolitan city. */
export type Anchor = { countries: CountryCode[]; region?: string };

/** Korea's provinces and metropolitan cities, in Hangul and in Latin letters (and older spellings). */
const koreanRegions: Array<[string, string[], string[]]> = [
  ['seoul', ['서울'], ['seoul']],
  ['busan', ['부산'], ['busan', 'pusan']],
  ['incheon', ['인천'], ['incheon', 'inchon']],
  ['daegu', ['대구'], ['daegu', 'taegu']],
  ['daejeon', ['대전'], ['daejeon', 'taejon']],
  ['gwangju', ['광주'], ['gwangju', 'kwangju']],
  ['ulsan', ['울산'], ['ulsan']],
  ['sejong', ['세종'], ['sejong']],
  ['jeju', ['제주'], ['jeju', 'cheju']],
  ['gyeonggi', ['경기'], ['gyeonggi', 'kyonggi']],
  ['gangwon', ['강원'], ['gangwon', 'kangwon']],
  ['chungcheong', ['충청', '충북', '충남'], ['chungcheong', 'chungbuk', 'chungnam']],
  ['jeolla', ['전라', '전북', '전남'], ['jeolla', 'jeonbuk', 'jeonnam']],
  ['gyeongsang', ['경상', '경북', '경남'], ['gyeongsang', 'gyeongbuk', 'gyeongnam']],
];

/** A demonym or an adjective ("korean", "filipino") names no place: "a Korean restaurant in Hanoi". */
const DEMONYM = /(an|ese|ish|i|ino|ina)$/;

const countryKeys: Array<{ key: string; code: CountryCode; hangul: boolean }> = countries.flatMap((c) =>
  [c.name.en, c.name.ko, ...c.aliases.filter((a) => !DEMONYM.test(a) || a === c.name.en.toLowerCase())].map((key) => ({
    key: key.toLowerCase(),
    code: c.code,
    hangul: scriptOf(key) === 'ko',
  })),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Match = { code: CountryCode; at: number; end: number };

/** A Latin key as a word pattern; a short one ("US", "PRC") only in capitals. Compiled once. */
function latinPattern(key: string): RegExp {
  const short = key.replace(/\s/g, '').length <= 3;
  const body = escape(short ? key.toUpperCase() : key).replace(/ /g, '[\\s.]*');
  return new RegExp(`(^|[^a-zA-Z])(${body})(?![a-zA-Z])`, short ? 'g' : 'gi');
}

/** Every key to look for: a country's names, and Korea's regions as "KR:region". */
const keys: Array<{ code: CountryCode; hangul?: string; latin?: RegExp }> = [
  ...countryKeys.map(({ key, code, hangul }) => (hangul ? { code, hangul: key } : { code, latin: latinPattern(key) })),
  ...koreanRegions.flatMap(([region, ko, latin]) => [
    ...ko.map((k) => ({ code: `KR:${region}`, hangul: k })),
    ...latin.map((k) => ({ code: `KR:${region}`, latin: latinPattern(k) })),
  ]),
];

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;

/** Where a key is named: a Hangul key where it begins a word ("해운대구" does not name 대구). */
function matchesOf(text: string, k: (typeof keys)[number]): Match[] {
  const out: Match[] = [];
  if (k.hangul) {
    for (let at = text.indexOf(k.hangul); at >= 0; at = text.indexOf(k.hangul, at + 1))
      if (at === 0 || !HANGUL_SYLLABLE.test(text[at - 1])) out.push({ code: k.code, at, end: at + k.hangul.length });
  } else
    for (const m of text.matchAll(k.latin!)) {
      const at = (m.index ?? 0) + m[1].length;
      out.push({ code: k.code, at, end: at + m[2].length });
    }
  return out;
}

/** The last texts looked at: the audit runs as the user types, over the same few names. */
const seen = new Map<string, Array<{ code: CountryCode; at: number }>>();

/** Where each country (and Korean region, as "KR:region") is named in a text, in order. */
function countriesIn(text: string): Array<{ code: CountryCode; at: number }> {
  const cached = seen.get(text);
  if (cached) return cached;
  const found = keys.flatMap((k) => matchesOf(text, k));
  // "인도네시아" names Indonesia, not also India ("인도"): a match inside a longer one is dropped.
  const out = found
    .filter((m) => !found.some((o) => o !== m && o.at <= m.at && o.end >= m.end && o.end - o.at > m.end - m.at))
    .sort((a, b) => a.at - b.at);
  if (seen.size > 200) seen.clear();
  seen.set(text, out);
  return out;
}

/** The anchor of a place name: every country it names, and its Korean region when it names one. */
export function anchorOf(text: string): Anchor {
  const found = countriesIn(text);
  const regions = [...new Set(found.filter((f) => f.code.startsWith('KR:')).map((f) => f.code.slice(3)))];
  const named = [...new Set(found.map((f) => (f.code.startsWith('KR:') ? 'KR' : f.code)))];
  return { countries: named, ...(regions.length === 1 && { region: regions[0] }) };
}

/**
 * The one country a place name is in: "Austin, Texas, USA" ends with it, "미국 텍사스주 오스틴"
 * starts with it (Korean writes the larger place first). Undefined when it names none.
 */
export function countryOf(text: string): CountryCode | undefined {
  const found = countriesIn(text).map((f) => (f.code.startsWith('KR:') ? 'KR' : f.code));
  if (found.length === 0) return undefined;
  return scriptOf(text) === 'ko' ? found[0] : found[found.length - 1];
}

/** Words for a kind of place (English, and Korean administrative units written in Latin letters). */
const GENERIC = new Set(
  'city county state province district the of in a an at si gun gu do dong eup myeon ro gil 한'.split(' '),
);

/** The words of a place name, without the words for city, district and the like, nor country names. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .split(/[^a-z0-9\uac00-\ud7a3]+/)
    .map((w) =>
      scriptOf(w) === 'ko' ? w.replace(/(에서|의|에)$/, '').replace(/(특별시|광역시|시|군|구|주|도)$/, '') : w,
    )
    .filter((w) => w.length > 1 && !GENERIC.has(w) && !countryKeys.some((c) => c.key === w));
}

/** The first part of a Latin place name, its city ("Seattle, WA, USA" -> "seattle"). */
const city = (text: string) => words(text.split(/[,，]/)[0]).join(' ');

/**
 * How two names of one place compare: 'same' when they can name one place, 'different' when they
 * cannot, 'unknown' when nothing certain can be said (a Korean and a Latin name that name no
 * country or region of their own).
 */
export function comparePlaces(a: string, b: string): 'same' | 'different' | 'unknown' {
  const [ca, cb] = [countryOf(a), countryOf(b)];
  if (ca && cb && ca !== cb) return 'different';
  const [ra, rb] = [anchorOf(a).region, anchorOf(b).region];
  if (ra && rb && ra !== rb) return 'different';
  if (scriptOf(a) !== scriptOf(b)) return ca && cb ? 'same' : 'unknown';
  if (scriptOf(a) === 'latin' && city(a) !== '' && city(a) === city(b)) return 'same';
  const [wa, wb] = [words(a), words(b)];
  const [small, big] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (small.length === 0) return ca && cb ? 'same' : 'unknown';
  // "마포구" and "마포구청", "Mapo" and "Mapo-gu": a word and a longer word it begins are one name.
  return small.every((w) => big.some((v) => v.startsWith(w) || w.startsWith(v))) ? 'same' : 'different';
}
