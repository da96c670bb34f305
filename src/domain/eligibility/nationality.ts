import type { Locale, Localized } from '../common';

/** ISO 3166-1 alpha-2 code, upper case. */
export type CountryCode = string;

type Country = { code: CountryCode; alpha3: string; name: Localized; aliases: string[] };

/** A country: its ISO 3166-1 alpha-2 and alpha-3 codes (a passport's machine-readable zone gives the latter), its names, other words for it. */
const country = (code: string, alpha3: string, en: string, ko: string, ...aliases: string[]): Country => ({
  code,
  alpha3,
  name: { en, ko },
  aliases,
});

/**
 * Countries whose English name takes "the" inside a sentence ("the criminal record of the
 * Philippines"); lists and pickers show the bare name.
 */
const withThe: ReadonlySet<CountryCode> = new Set(['US', 'KR', 'PH', 'CD', 'GB', 'NL', 'AE', 'CZ']);

/**
 * The countries the rules name: the USA, Korea and Japan, and the 35 TB high-risk nationalities
 * (which include the 7 International Marriage Guidance Program countries). Not a full list.
 */
export const countries: readonly Country[] = [
  country(
    'US',
    'USA',
    'United States',
    '미국',
    'usa',
    'united states of america',
    'america',
    'american',
    'u s',
    'u s a',
  ),
  country('KR', 'KOR', 'Republic of Korea', '대한민국', 'korea', 'south korea', 'korean', '한국'),
  country('JP', 'JPN', 'Japan', '일본', 'japanese'),
  country('NP', 'NPL', 'Nepal', '네팔', 'nepali', 'nepalese'),
  country('TL', 'TLS', 'Timor-Leste', '동티모르', 'east timor', 'timor leste', 'timorese'),
  country('RU', 'RUS', 'Russia', '러시아', 'russian federation', 'russian'),
  country('MY', 'MYS', 'Malaysia', '말레이시아', 'malaysian'),
  country('MN', 'MNG', 'Mongolia', '몽골', 'mongolian'),
  country('MM', 'MMR', 'Myanmar', '미얀마', 'burma', 'burmese'),
  country('BD', 'BGD', 'Bangladesh', '방글라데시', 'bangladeshi'),
  country('VN', 'VNM', 'Vietnam', '베트남', 'viet nam', 'vietnamese'),
  country('LK', 'LKA', 'Sri Lanka', '스리랑카', 'sri lankan'),
  country('UZ', 'UZB', 'Uzbekistan', '우즈베키스탄', 'uzbek', 'uzbekistani'),
  country('IN', 'IND', 'India', '인도', 'indian'),
  country('ID', 'IDN', 'Indonesia', '인도네시아', 'indonesian'),
  country('CN', 'CHN', 'China', '중국', "people's republic of china", 'prc', 'chinese'),
  country('KH', 'KHM', 'Cambodia', '캄보디아', 'cambodian', 'khmer'),
  country('KG', 'KGZ', 'Kyrgyzstan', '키르기스스탄', 'kyrgyz', 'kyrgyz republic'),
  country('TH', 'THA', 'Thailand', '태국', 'thai'),
  country('PK', 'PAK', 'Pakistan', '파키스탄', 'pakistani'),
  country('PH', 'PHL', 'Philippines', '필리핀', 'the philippines', 'filipino', 'filipina', 'philippine'),
  country('LA', 'LAO', 'Laos', '라오스', 'lao', 'lao pdr', 'laotian'),
  country('KZ', 'KAZ', 'Kazakhstan', '카자흐스탄', 'kazakh', 'kazakhstani'),
  country('TJ', 'TJK', 'Tajikistan', '타지키스탄', 'tajik'),
  country('UA', 'UKR', 'Ukraine', '우크라이나', 'ukrainian'),
  country('AZ', 'AZE', 'Azerbaijan', '아제르바이잔', 'azerbaijani', 'azeri'),
  country('BY', 'BLR', 'Belarus', '벨라루스', 'belarusian'),
  country('MD', 'MDA', 'Moldova', '몰도바', 'moldovan'),
  country('NG', 'NGA', 'Nigeria', '나이지리아', 'nigerian'),
  country('ZA', 'ZAF', 'South Africa', '남아프리카공화국', 'south african', '남아공'),
  country('ET', 'ETH', 'Ethiopia', '에티오피아', 'ethiopian'),
  country('CD', 'COD', 'DR Congo', '콩고민주공화국', 'democratic republic of the congo', 'congo kinshasa', 'congolese'),
  country('KE', 'KEN', 'Kenya', '케냐', 'kenyan'),
  country('MZ', 'MOZ', 'Mozambique', '모잠비크', 'mozambican'),
  country('ZW', 'ZWE', 'Zimbabwe', '짐바브웨', 'zimbabwean'),
  country('AO', 'AGO', 'Angola', '앙골라', 'angolan'),
  country('PE', 'PER', 'Peru', '페루', 'peruvian'),
  country('PG', 'PNG', 'Papua New Guinea', '파푸아뉴기니', 'papua new guinean', 'png'),
  // Names that take "the" in English, so that a couple from there reads right in every sentence.
  country(
    'GB',
    'GBR',
    'United Kingdom',
    '영국',
    'uk',
    'great britain',
    'britain',
    'british',
    'england',
    'scotland',
    'wales',
  ),
  country('NL', 'NLD', 'Netherlands', '네덜란드', 'holland', 'dutch'),
  country('AE', 'ARE', 'United Arab Emirates', '아랍에미리트', 'uae', 'emirati'),
  country('CZ', 'CZE', 'Czech Republic', '체코', 'czechia', 'czech'),
];

const simplify = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.,()]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const byKey = new Map<string, CountryCode>();
for (const c of countries) {
  for (const key of [c.code, c.alpha3, c.name.en, c.name.ko, ...c.aliases]) byKey.set(simplify(key), c.code);
}

/**
 * The country a list of countries shows as exactly `text` in `locale` (a suggestion picked or typed
 * whole), else undefined. For an input that stores a code as the user types: a part of a name is
 * kept as typed ("Ph" is never taken for the code PH, which would show "Philippines" under the
 * cursor and spoil the next letters); readers match what is kept with `normalizeNationality`.
 */
export const countryNamed = (text: string, locale: Locale): CountryCode | undefined =>
  countries.find((c) => c.name[locale] === text)?.code;

/**
 * Maps a nationality answer ("US", "American", "미국", "Viet Nam") to its country code.
 * A passport's three-letter code ("PHL") is its country's. Unknown text gives undefined; two capital
 * letters not in the list are taken as a code.
 */
export const normalizeNationality = (text: string | null | undefined): CountryCode | undefined => {
  if (!text) return undefined;
  const key = simplify(text);
  if (!key) return undefined;
  const known = byKey.get(key) ?? byKey.get(key.replace(/^the /, ''));
  if (known) return known;
  // Two capitals not in the list are a code ("CH"); "Ch" is the start of a name being typed, not Switzerland.
  return /^[A-Z]{2}$/.test(text.trim()) ? text.trim() : undefined;
};

/**
 * The applicant is the foreign spouse: their nationality is never Korea's. The nationality choices
 * leave Korea out (the country of residence keeps it); a Korean nationality saved before is read as
 * not given, and the check asks for it again, with nothing else lost.
 */
export const applicantNationalityChoices: readonly Country[] = countries.filter((c) => c.code !== 'KR');

export const isKoreanNationality = (text: string | null | undefined): boolean => normalizeNationality(text) === 'KR';

export const countryName = (code: CountryCode): Localized | undefined =>
  countries.find((c) => c.code === code.toUpperCase())?.name;

/**
 * A country's name as a sentence inserts it: "the Philippines", "the United States", "Japan"; the
 * code itself when the app has no name for it. Korean takes no article.
 */
export const countryInProse = (code: CountryCode): Localized => {
  const name = countryName(code);
  if (!name) return { en: code, ko: code };
  return withThe.has(code.toUpperCase()) ? { en: `the ${name.en}`, ko: name.ko } : name;
};

/** The same at the start of a sentence: "The Philippines is one of…". */
export const countryAtStart = (code: CountryCode): Localized => {
  const name = countryInProse(code);
  return { en: name.en.charAt(0).toUpperCase() + name.en.slice(1), ko: name.ko };
};

/** Nationals who need the sponsor to complete the program first (brief 5.6, section 14 D5). */
export const guidanceProgramCountries = ['CN', 'VN', 'PH', 'KH', 'MN', 'UZ', 'TH'] as const;
