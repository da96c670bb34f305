/**
 * Place names a couple's story is likely to name, in Latin letters and in Hangul, so that
 * "Gangnam" and "강남" are one place and "Seoul" contains "Gangnam". Not a gazetteer of the world:
 * a place it does not know is compared by its words instead (compare.ts).
 */
type PlaceEntry = { id: string; names: string[]; parent?: string };

const p = (id: string, names: string[], parent?: string): PlaceEntry => ({ id, names, parent });

const entries: PlaceEntry[] = [
  // Countries.
  p('korea', ['korea', 'south korea', 'republic of korea', '한국', '대한민국', '남한']),
  p('usa', ['usa', 'united states', 'america', 'the us', 'u.s.', '미국']),
  p('canada', ['canada', '캐나다']),
  p('uk', ['england', 'united kingdom', 'britain', '영국']),
  p('japan', ['japan', '일본']),
  p('china', ['china', '중국']),
  p('vietnam', ['vietnam', 'viet nam', '베트남']),
  p('philippines', ['philippines', '필리핀']),
  p('thailand', ['thailand', '태국']),
  p('australia', ['australia', '호주']),
  p('germany', ['germany', '독일']),
  p('france', ['france', '프랑스']),
  // Korea: cities and provinces.
  p('seoul', ['seoul', '서울'], 'korea'),
  p('busan', ['busan', 'pusan', '부산'], 'korea'),
  p('incheon', ['incheon', '인천'], 'korea'),
  p('daegu', ['daegu', '대구'], 'korea'),
  p('daejeon', ['daejeon', '대전'], 'korea'),
  p('gwangju', ['gwangju', '광주'], 'korea'),
  p('ulsan', ['ulsan', '울산'], 'korea'),
  p('suwon', ['suwon', '수원'], 'korea'),
  p('jeju', ['jeju', '제주'], 'korea'),
  p('gyeonggi', ['gyeonggi', '경기도'], 'korea'),
  p('seongnam', ['seongnam', 'bundang', '성남', '분당'], 'gyeonggi'),
  p('jeonju', ['jeonju', '전주'], 'korea'),
  p('gyeongju', ['gyeongju', '경주'], 'korea'),
  p('sokcho', ['sokcho', '속초'], 'korea'),
  // Seoul: districts and neighbourhoods.
  p('gangnam', ['gangnam', '강남'], 'seoul'),
  p('hongdae', ['hongdae', 'hongik', '홍대', '홍익'], 'mapo'),
  p('mapo', ['mapo', '마포'], 'seoul'),
  p('itaewon', ['itaewon', '이태원'], 'yongsan'),
  p('yongsan', ['yongsan', '용산'], 'seoul'),
  p('myeongdong', ['myeongdong', '명동'], 'jung-seoul'),
  p('jung-seoul', ['jung-gu', '중구'], 'seoul'),
  p('jongno', ['jongno', '종로'], 'seoul'),
  p('insadong', ['insadong', '인사동'], 'jongno'),
  p('sinchon', ['sinchon', 'shinchon', '신촌'], 'seoul'),
  p('jamsil', ['jamsil', '잠실'], 'songpa'),
  p('songpa', ['songpa', '송파'], 'seoul'),
  p('seocho', ['seocho', '서초'], 'seoul'),
  p('yeouido', ['yeouido', '여의도'], 'seoul'),
  p('seongsu', ['seongsu', '성수'], 'seoul'),
  p('haeundae', ['haeundae', '해운대'], 'busan'),
  // 서면 (Seomyeon) is left out in Hangul: it is also "in writing".
  p('seomyeon', ['seomyeon'], 'busan'),
  // The United States: states and cities.
  p('california', ['california', '캘리포니아'], 'usa'),
  p('los-angeles', ['los angeles', '로스앤젤레스', '엘에이'], 'california'),
  p('san-francisco', ['san francisco', '샌프란시스코'], 'california'),
  p('san-diego', ['san diego', '샌디에이고'], 'california'),
  p('washington-state', ['washington state', '워싱턴주'], 'usa'),
  p('seattle', ['seattle', '시애틀'], 'washington-state'),
  p('new-york', ['new york', 'nyc', '뉴욕'], 'usa'),
  p('chicago', ['chicago', '시카고'], 'usa'),
  p('texas', ['texas', '텍사스'], 'usa'),
  p('houston', ['houston', '휴스턴'], 'texas'),
  p('hawaii', ['hawaii', '하와이'], 'usa'),
  p('honolulu', ['honolulu', '호놀룰루'], 'hawaii'),
  p('boston', ['boston', '보스턴'], 'usa'),
  p('atlanta', ['atlanta', '애틀랜타'], 'usa'),
  p('portland', ['portland', '포틀랜드'], 'usa'),
  p('dc', ['washington dc', 'washington, dc', 'washington d.c.', '워싱턴 dc', '워싱턴'], 'usa'),
  // Elsewhere, often named in couples' stories.
  p('tokyo', ['tokyo', '도쿄'], 'japan'),
  p('osaka', ['osaka', '오사카'], 'japan'),
  p('bangkok', ['bangkok', '방콕'], 'thailand'),
  p('hanoi', ['hanoi', '하노이'], 'vietnam'),
  p('manila', ['manila', '마닐라'], 'philippines'),
  p('toronto', ['toronto', '토론토'], 'canada'),
  p('vancouver', ['vancouver', '밴쿠버'], 'canada'),
  p('london', ['london', '런던'], 'uk'),
  p('sydney', ['sydney', '시드니'], 'australia'),
  p('paris', ['paris', '파리'], 'france'),
];

const byId = new Map(entries.map((e) => [e.id, e]));
const hangul = /[\uac00-\ud7a3]/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * All names in two patterns, longest first, so "new york" is found before "york" and "south korea"
 * before "korea" (one pattern each: compiling a Unicode pattern per name took most of a second).
 * A Latin name must stand as a word ("LA" only in capitals); a Hangul name may carry particles and
 * suffixes after it (강남구에서, 서울의), which is how Korean writes them, but not the language or
 * the people: 한국어, 한국말, 한국인, 한국식 name no place.
 */
const idOf = new Map<string, string>();
for (const e of entries) for (const name of e.names) idOf.set(name.toLowerCase(), e.id);
const alternation = (names: string[]) =>
  names
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const allNames = [...idOf.keys()].filter((n) => n !== 'la');
const latinPattern = new RegExp(
  `(?<![\\p{L}])(${alternation(allNames.filter((n) => !hangul.test(n)))})(?![\\p{L}])`,
  'gu',
);
const hangulPattern = new RegExp(`(${alternation(allNames.filter((n) => hangul.test(n)))})(?![어말인식])`, 'g');

/** The known places a text names. */
export function placesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.toLowerCase().matchAll(latinPattern)) found.add(idOf.get(m[1])!);
  for (const m of text.matchAll(hangulPattern)) found.add(idOf.get(m[1])!);
  if (/\bLA\b/.test(text)) found.add('los-angeles');
  return [...found];
}

/** True when `a` is `b`, or one lies inside the other (Gangnam is in Seoul). */
export function samePlace(a: string, b: string): boolean {
  return a === b || isWithin(a, b) || isWithin(b, a);
}

function isWithin(inner: string, outer: string): boolean {
  for (let at = byId.get(inner)?.parent; at; at = byId.get(at)?.parent) if (at === outer) return true;
  return false;
}

/** A place's name for display, in the script asked. */
export function placeName(id: string, script: 'latin' | 'hangul'): string {
  const entry = byId.get(id);
  if (!entry) return id;
  const name = entry.names.find((n) => hangul.test(n) === (script === 'hangul')) ?? entry.names[0];
  return script === 'latin' ? name.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;
}
