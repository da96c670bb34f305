/**
 * The TB high-risk list on its own: the couple's facts (and so the status function) need only the codes,
 * not the health guide's wording and sources.
 */
import type { CountryCode } from '../eligibility/nationality';

/** The 35 TB high-risk nationalities (HiKorea notice 1446, 2022). The USA is not on it. */
export const tbHighRiskCountries: readonly CountryCode[] = [
  'NP',
  'TL',
  'RU',
  'MY',
  'MN',
  'MM',
  'BD',
  'VN',
  'LK',
  'UZ',
  'IN',
  'ID',
  'CN',
  'KH',
  'KG',
  'TH',
  'PK',
  'PH',
  'LA',
  'KZ',
  'TJ',
  'UA',
  'AZ',
  'BY',
  'MD',
  'NG',
  'ZA',
  'ET',
  'CD',
  'KE',
  'MZ',
  'ZW',
  'AO',
  'PE',
  'PG',
];
