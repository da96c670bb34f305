/**
 * The facts a spoken or typed answer states: dates (Korean and English forms), numbers, places,
 * names and a yes or no. An answer is compared with the forms by these facts, never word for word,
 * so that "we met at a café in Gangnam" and "강남의 한 카페에서 처음 만났어요" agree.
 */
import { placesIn } from './places';

/** A date as precise as the text gives it: "2023" is a year, "May 2023" a month, "5월 14일" a day without a year. */
export type PartialDate = { y?: number; m?: number; d?: number };

export type Facts = {
  dates: PartialDate[];
  numbers: number[];
  places: string[];
  names: string[];
  yesNo?: boolean;
};

const months: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const monthName =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const monthOf = (name: string) => months[name.toLowerCase().slice(0, 3)];
const year = '((?:19|20)\\d{2})';
const day = '(\\d{1,2})(?:st|nd|rd|th)?';

type DateRule = { re: RegExp; read: (m: RegExpExecArray) => PartialDate };

/** Most precise first: a text's span is consumed by the first rule that reads it. */
const dateRules: DateRule[] = [
  // 2023-05-14, 2023.5.14., 2023/05/14, 2023년 5월 14일, 2023. 5. 14.
  {
    re: new RegExp(`${year}\\s*(?:[-./]|년)\\s*(\\d{1,2})\\s*(?:[-./]|월)\\s*(\\d{1,2})\\s*(?:일|\\.)?(?!\\d)`, 'g'),
    read: (m) => ({ y: +m[1], m: +m[2], d: +m[3] }),
  },
  // 5/14/2023 (the US order)
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})/(\\d{1,2})/${year}`, 'g'),
    read: (m) => ({ y: +m[3], m: +m[1], d: +m[2] }),
  },
  // May 14, 2023 / May 14th 2023
  {
    re: new RegExp(`\\b${monthName}\\s+${day},?\\s+${year}`, 'gi'),
    read: (m) => ({ y: +m[3], m: monthOf(m[1]), d: +m[2] }),
  },
  // 14 May 2023 / the 14th of May, 2023
  {
    re: new RegExp(`\\b${day}\\s+(?:of\\s+)?${monthName},?\\s+${year}`, 'gi'),
    read: (m) => ({ y: +m[3], m: monthOf(m[2]), d: +m[1] }),
  },
  // 2023년 5월, 2023-05, 2023.05
  {
    re: new RegExp(`${year}\\s*(?:년|[-./])\\s*(\\d{1,2})\\s*월?(?![\\d.])`, 'g'),
    read: (m) => ({ y: +m[1], m: +m[2] }),
  },
  // May 2023, May of 2023
  {
    re: new RegExp(`\\b${monthName}\\s+(?:of\\s+)?${year}`, 'gi'),
    read: (m) => ({ y: +m[2], m: monthOf(m[1]) }),
  },
  // 5월 14일
  { re: /(?<!\d)(\d{1,2})\s*월\s*(\d{1,2})\s*일/g, read: (m) => ({ m: +m[1], d: +m[2] }) },
  // May 14 / 14 May
  {
    re: new RegExp(`\\b${monthName}\\s+${day}\\b`, 'gi'),
    read: (m) => ({ m: monthOf(m[1]), d: +m[2] }),
  },
  {
    re: new RegExp(`\\b${day}\\s+(?:of\\s+)?${monthName}\\b`, 'gi'),
    read: (m) => ({ m: monthOf(m[2]), d: +m[1] }),
  },
  // 2023년, in 2023
  { re: new RegExp(`(?<![\\d-])${year}(?:\\s*년)?(?![\\d-])`, 'g'), read: (m) => ({ y: +m[1] }) },
  // 3월, in March (a capital, and never "May", which is also a verb)
  { re: /(?<!\d)(\d{1,2})\s*월/g, read: (m) => ({ m: +m[1] }) },
  {
    re: /\b(January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b\.?/g,
    read: (m) => ({ m: monthOf(m[1]) }),
  },
];

const validDate = (d: PartialDate) =>
  (d.m === undefined || (d.m >= 1 && d.m <= 12)) && (d.d === undefined || (d.d >= 1 && d.d <= 31));

/** The dates in a text, and the text with them blanked out (so their digits are not read as numbers). */
export function datesIn(text: string): { dates: PartialDate[]; rest: string } {
  const dates: PartialDate[] = [];
  let rest = text;
  for (const rule of dateRules) {
    rest = rest.replace(rule.re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const date = rule.read(m);
      if (!validDate(date)) return m[0];
      dates.push(date);
      return ' ';
    });
  }
  return { dates, rest };
}

/** Two dates agree when every part both give is equal ("May 2023" agrees with 2023-05-14). */
export function sameDate(a: PartialDate, b: PartialDate): boolean {
  let shared = 0;
  for (const k of ['y', 'm', 'd'] as const) {
    if (a[k] === undefined || b[k] === undefined) continue;
    if (a[k] !== b[k]) return false;
    shared++;
  }
  return shared > 0;
}

export function formatPartialDate(d: PartialDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d.y && d.m && d.d) return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
  if (d.y && d.m) return `${d.y}-${pad(d.m)}`;
  if (d.m && d.d) return `--${pad(d.m)}-${pad(d.d)}`;
  if (d.m) return `--${pad(d.m)}`;
  return String(d.y ?? '');
}

const englishNumbers: Record<string, number> = {
  once: 1,
  twice: 2,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
/** Native Korean numbers as counted ("세 번", "두 명", "네 살"): the forms' counts are said this way. */
const koreanNumbers: Record<string, number> = {
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
};
const counter = '(?:번|회|명|개|달|개월|년|해|살|번째|차례|곳|방)';

/** Counts and amounts in a text (dates, phone numbers and times removed first by the caller). */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  const rest = text
    // Phone numbers, clock times and the numbers of an address are not facts to compare as counts.
    .replace(/\+?\d[\d\s-]{6,}\d/g, ' ')
    .replace(/\d{1,2}:\d{2}/g, ' ')
    .replace(/[\uac00-\ud7a3\d]+(?:로|길)\s*\d+(?:-\d+)?/g, ' ')
    .replace(/\d+(?:-\d+)?\s*(?:번길|번지|호|층|동)(?![\uac00-\ud7a3])/g, ' ');
  for (const m of rest.matchAll(/(?<![\p{L}\d])(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/gu))
    out.push(Number(m[1].replace(/,/g, '')));
  for (const m of rest.matchAll(/\b(once|twice|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi))
    out.push(englishNumbers[m[1].toLowerCase()]);
  for (const m of rest.matchAll(new RegExp(`(다섯|여섯|일곱|여덟|아홉|한|두|세|네|열)\\s?${counter}`, 'g')))
    out.push(koreanNumbers[m[1]]);
  return out;
}

/** Words in capitals that are not names: sentence openers, days, months, languages, the pronoun I. */
const notNames = new Set(
  (
    'i we our my me he she they it the a an and but so then when where after before in on at to of for with by from ' +
    'this that there here his her their yes no not also just about korea korean english american us usa ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december christmas chuseok seollal kakaotalk instagram facebook whatsapp line ' +
    'hellotalk tinder bumble zoom skype ok okay mom dad mother father brother sister ' +
    // Titles before a name ("Mr Kim" names Kim) and the chat apps couples name (Zalo, WeChat).
    'mr mrs ms miss dr sir madam zalo wechat viber telegram messenger kakao signal google youtube tiktok'
  ).split(' '),
);

/**
 * People's names a text states: words in capitals not opening a sentence (English), and in Korean
 * a Hangul word before 씨 or 님, or after a word that introduces a person (친구, 동료...).
 * Names the application holds (`known`) are found wherever they appear.
 */
export function namesIn(text: string, known: string[] = []): string[] {
  const out = new Set<string>();
  for (const name of known) {
    const n = name.trim();
    if (n.length >= 2 && text.toLowerCase().includes(n.toLowerCase())) out.add(n);
  }
  const sentences = text.split(/(?<=[.!?。])\s+|\n+/);
  for (const sentence of sentences) for (const name of capitalisedNames(sentence)) out.add(name);
  for (const m of text.matchAll(/([\uac00-\ud7a3]{2,4})\s?(?:씨|님)/g)) out.add(m[1]);
  for (const m of text.matchAll(
    /(?:친구|동료|선배|후배|언니|오빠|누나|형|동생|지인|사촌|이모|고모|삼촌)\s+([\uac00-\ud7a3]{2,4}?)(?:이가|이는|이를|이랑|가|는|를|와|과|랑|의|이|\s|$)/g,
  ))
    out.add(m[1]);
  return [...out];
}

/**
 * Runs of capitalised words that are not places or other capitalised words (Lê Thị Lan is one name,
 * not three); a single word opening the sentence is its first word, not a name.
 */
function capitalisedNames(sentence: string): string[] {
  const opener = sentence.search(/\p{L}/u);
  const runs: Array<{ words: string[]; start: number; end: number }> = [];
  let last: (typeof runs)[number] | undefined;
  for (const w of sentence.matchAll(/\p{Lu}[\p{Ll}'-]+/gu)) {
    const [word] = w;
    const start = w.index ?? 0;
    if (notNames.has(word.toLowerCase()) || placesIn(word).length) last = undefined;
    else if (last && /^\s+$/.test(sentence.slice(last.end, start))) {
      last.words.push(word);
      last.end = start + word.length;
    } else runs.push((last = { words: [word], start, end: start + word.length }));
  }
  return runs.filter((r) => !(r.words.length === 1 && r.start === opener)).map((r) => r.words.join(' '));
}

/** A Latin-letter skeleton of a name, so that 민수 and Minsu, 존 and John compare. */
export function nameKey(name: string): string {
  const latin = romanize(name.toLowerCase());
  return latin
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'p')
    .replace(/[aeiouwyh]/g, '')
    .replace(/[kgc]/g, 'k')
    .replace(/[td]/g, 't')
    .replace(/[pbfv]/g, 'p')
    .replace(/[jz]/g, 's')
    .replace(/[lr]/g, 'r')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The ways a name is said: whole, and by its given name (지민 for 박지민, Jimin for "Jimin Park").
 * A family name alone (김, 이, 박) is too common to tell people apart, so it is not one of them.
 */
function nameParts(name: string): string[] {
  const n = name.trim();
  if (/^[\uac00-\ud7a3]{3,4}$/.test(n)) return [n, n.slice(1)];
  const words = n.split(/\s+/).filter((w) => w.length >= 2);
  return words.length > 1 ? [n, ...words] : [n];
}

export function sameName(a: string, b: string): boolean {
  return (
    nameParts(a).some((x) => nameParts(b).some((y) => sameWholeName(x, y))) || byFamilyName(a, b) || byFamilyName(b, a)
  );
}

/** The usual Latin spellings of the commonest Korean family names ("Mr Kim" for 김철호). */
const familySpellings: Record<string, string[]> = {
  김: ['kim', 'gim'],
  이: ['lee', 'yi', 'rhee', 'i'],
  박: ['park', 'pak', 'bak'],
  최: ['choi', 'choe'],
  정: ['jung', 'jeong', 'chung'],
  강: ['kang', 'gang'],
  조: ['cho', 'jo'],
  윤: ['yoon', 'yun'],
  장: ['jang', 'chang'],
  임: ['lim', 'im', 'yim'],
  한: ['han'],
  오: ['oh', 'o'],
  서: ['seo', 'suh'],
  신: ['shin', 'sin'],
  권: ['kwon', 'gwon'],
  황: ['hwang'],
  안: ['ahn', 'an'],
  송: ['song'],
  유: ['yoo', 'yu'],
  류: ['ryu', 'yoo'],
  전: ['jeon', 'jun', 'chun'],
  홍: ['hong'],
  문: ['moon', 'mun'],
};

/** A Korean name (3-4 syllables) and one Latin word, its family name as usually spelled: Kim for 김철호. */
function byFamilyName(korean: string, latin: string): boolean {
  const k = korean.trim();
  const l = latin.trim().toLowerCase();
  return /^[\uac00-\ud7a3]{3,4}$/.test(k) && /^[a-z]+$/.test(l) && (familySpellings[k[0]] ?? []).includes(l);
}

const hangulName = /[\uac00-\ud7a3]/;

function sameWholeName(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  // Two names in Hangul are the same only as written: 박지민 and 박재민 are two people.
  if (hangulName.test(a) && hangulName.test(b)) return false;
  const [x, y] = [nameKey(a), nameKey(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  // Only across scripts, a name gains or loses a letter (로버트 robeoteu / Robert).
  if (hangulName.test(a) === hangulName.test(b)) return false;
  return Math.min(x.length, y.length) >= 3 && editDistance(x, y) <= 1;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length];
}

const initials = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const medials = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i',
];
const finals = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

/** Hangul in the Revised Romanization, syllable by syllable (enough for comparing names). */
export function romanize(text: string): string {
  return text.replace(/[\uac00-\ud7a3]/g, (ch) => {
    const code = ch.charCodeAt(0) - 0xac00;
    return initials[Math.floor(code / 588)] + medials[Math.floor((code % 588) / 28)] + finals[code % 28];
  });
}

const yes = /^\s*(yes|yeah|yep|sure|of course|예|네|응|맞아요|있어요|했어요)(?![\p{L}])/iu;
const no = /^\s*(no|nope|never|not|아니요|아뇨|아니|없어요|안 했어요|않았어요)(?![\p{L}])/iu;

export function yesNoIn(text: string): boolean | undefined {
  if (no.test(text)) return false;
  if (yes.test(text)) return true;
  return undefined;
}

/** Every fact of a text. `known` names are found in any script they are written in. */
export function factsOf(text: string, known: string[] = []): Facts {
  const { dates, rest } = datesIn(text);
  return {
    dates,
    numbers: numbersIn(rest),
    places: placesIn(text),
    names: namesIn(text, known),
    yesNo: yesNoIn(text),
  };
}
